"use client";

import type { MessageKey } from "@/platform/i18n/messages";
import { useT } from "@/platform/tenancy/site-context";

/** One text of the catalog in the page's language, for a server-rendered part that has no translator. */
export function SiteText({ k }: { k: MessageKey }) {
  return useT()(k);
}
