import "server-only";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { toFaqEntry } from "../public-row";
import type { FaqEntry } from "../schema";
import { faqsStore } from "./store";

/** The organization's FAQs in their order, as the public site shows them; cached until the list's (or the organization's) next save. */
export async function loadFaqs(organizationId: number): Promise<FaqEntry[]> {
  return cachedRead(
    organizationId,
    "faqs:public",
    async () => {
      return (await faqsStore.read(await getDb(), organizationId)).map(toFaqEntry);
    },
    faqsStore.cacheKey,
  );
}
