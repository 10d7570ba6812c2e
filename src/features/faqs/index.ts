// What other code may import from the faqs feature (client-safe).
export { faqItemSchema, type FaqEntry, type FaqInput } from "./schema";
export { faqsSettingsList } from "./settings";
