import "server-only";
// Server entry of the faqs feature.
export { faqsStore } from "./store";
export { loadFaqs } from "./public";
// Site-wide texts in the translation view and status (issue 42, item 2).
export { faqSiteTexts } from "./translatable";
