// What other code may import from the reviews feature (client-safe).
export { isHttpUrl, RATING_MESSAGE, reviewItemSchema, type ReviewEntry, type ReviewInput } from "./schema";
export { toReviewEntries } from "./public-row";
export { reviewsSettingsList } from "./settings";
