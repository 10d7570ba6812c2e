"use client";

import { useT } from "@/platform/tenancy/site-context";

type Key = "embeds.label" | "embeds.notice" | "embeds.loadOnce" | "embeds.alwaysAllow" | "embeds.privacySettings" | "embeds.video";

/**
 * One text of the placeholder in the page's language (the catalog the layout hands
 * the page), so that the placeholder itself renders on the server with no code of
 * its own in the page's scripts. `name`: the service ("YouTube"); `title` falls back
 * to "Video".
 */
export function EmbedText({ k, name, title }: { k: Key; name: string; title?: string }) {
  const t = useT();
  return t(k, { service: name, title: title?.trim() || t("embeds.video") });
}
