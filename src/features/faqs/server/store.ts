import "server-only";
import { tableListStore } from "@/platform/db/list-store";
import { faqItemSchema } from "../schema";
import { faqs } from "../tables";

/** The organization's FAQs as Global Settings reads and saves them. */
export const faqsStore = tableListStore({ name: "faqs", itemLabel: "FAQ", schema: faqItemSchema, table: faqs });
