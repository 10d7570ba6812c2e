import type { SettingsList } from "@/platform/lists";

const hitsOf = (item: Record<string, unknown>) => {
  const hits = typeof item.hits === "number" ? item.hits : 0;
  return hits === 1 ? "1 hit" : `${hits.toLocaleString("en-US")} hits`;
};

/**
 * Global Settings → Redirects (issue 43 §2), registered with the settings (docs/decisions.md
 * "Global Settings lists register from their features"); its store, of the same key, is
 * `redirectsStore` (server/store.ts). Each item is named "/old → /new · 3 hits": the hits
 * are the server's count, shown and never edited.
 */
export const redirectsSettingsList: SettingsList = {
  key: "redirects",
  tab: "redirects",
  command: { label: "Redirects", keywords: ["301", "old address", "moved", "slug"] },
  title: "Redirects",
  item: "redirect",
  titleKey: "from_path",
  nameOf: (item) => `${String(item.from_path || "(new)")} → ${String(item.to_path || "…")} · ${hitsOf(item)}`,
  fresh: () => ({ from_path: "", to_path: "", permanent: true }),
  fields: [
    { key: "from_path", label: "Old address", kind: "text", required: true, placeholder: "/old-page", hint: "A path of this site, without a query." },
    {
      key: "to_path",
      label: "New address",
      kind: "link",
      picker: "Send visitors to a page of this site",
      placeholder: "/new-page",
      hint: "A path of this site, or a full URL starting with https://",
    },
    {
      key: "permanent",
      label: "Permanent (301)",
      kind: "checkbox",
      hint: "Leave it on when the page has moved for good; off sends a temporary redirect (302).",
    },
  ],
};
