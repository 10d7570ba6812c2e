import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { faqItemSchema } from "../schema";
import { faqsSettingsList } from "../settings";
import { faqs } from "../tables";
import { noteFaqTexts } from "./translatable";

const faqsTable = tableListStore({ ...listNames(faqsSettingsList), schema: faqItemSchema, table: faqs, cacheKey: "faqs" });

/** The organization's FAQs as Global Settings reads and saves them; a save (or a restore) notes their translations (issue 42). */
export const faqsStore: typeof faqsTable = {
  ...faqsTable,
  replace: async (tx, organizationId, items, caller) => {
    await faqsTable.replace(tx, organizationId, items, caller);
    await noteFaqTexts(tx, organizationId);
  },
};
