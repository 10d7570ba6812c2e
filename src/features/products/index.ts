// What other code may import from the products feature (client-safe).
export { pricingPlanItemSchema, productItemSchema, type PricingPlan, type PricingPlanInput, type ProductInput } from "./schema";
export { toPricingPlan } from "./public-row";
export { pricingPlanEditor } from "./registration";
export { pricingPlansSettingsList, productsSettingsList } from "./settings";
