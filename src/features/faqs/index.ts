// What other code may import from the faqs feature (client-safe).
export { faqItemSchema, type FaqEntry, type FaqInput } from "./schema";
export { toFaqEntry } from "./public-row";
export { faqsSettingsList } from "./settings";
