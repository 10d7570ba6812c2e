import type { SettingsList } from "@/platform/lists";

/**
 * Global Settings → FAQs, registered with the settings (docs/decisions.md "Global
 * Settings lists register from their features"); its store, of the same key, is
 * `faqsStore` (server/store.ts).
 */
export const faqsSettingsList: SettingsList = {
  key: "faqs",
  tab: "faqs",
  command: { label: "FAQs", keywords: ["questions", "faq"] },
  title: "FAQs",
  item: "FAQ",
  titleKey: "question",
  fresh: () => ({ question: "", answer: "" }),
  fields: [
    { key: "question", label: "Question", kind: "text", required: true },
    { key: "answer", label: "Answer", kind: "textarea" },
  ],
};
