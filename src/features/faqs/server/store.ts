import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { faqItemSchema } from "../schema";
import { faqsSettingsList } from "../settings";
import { faqs } from "../tables";

/** The organization's FAQs as Global Settings reads and saves them. */
export const faqsStore = tableListStore({ ...listNames(faqsSettingsList), schema: faqItemSchema, table: faqs, cacheKey: "faqs" });
