// What other code may import from the highlights feature (client-safe).
export { featureItemSchema, type FeatureInput } from "./schema";
export { featuresSettingsList } from "./settings";
