import "server-only";
// Server entry of the faqs feature.
export { faqsStore } from "./store";
export { loadFaqs } from "./public";
