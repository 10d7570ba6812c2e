"use client";

import type { MessageKey, TranslationValues } from "@/platform/i18n/messages";
import { useT } from "@/platform/tenancy/site-context";

/** One text of the catalog in the page's language, with its values, for a server-rendered part (the pricing cards). */
export function BasketText({ k, values }: { k: MessageKey; values?: TranslationValues }) {
  return useT()(k, values);
}
