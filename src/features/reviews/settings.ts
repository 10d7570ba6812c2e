import type { SettingsList } from "@/platform/lists";

/** Today in the person's own time zone, as a calendar date ("2026-03-14"): a new review's default date. */
const today = () => new Date().toLocaleDateString("en-CA");

/**
 * Global Settings → Reviews, registered with the settings (docs/decisions.md "Global
 * Settings lists register from their features"); its store, of the same key, is
 * `reviewsStore` (server/store.ts). Reviews sections show them.
 */
export const reviewsSettingsList: SettingsList = {
  key: "reviews",
  tab: "reviews",
  command: { label: "Reviews", keywords: ["ratings", "testimonials", "stars"] },
  title: "Reviews",
  item: "review",
  titleKey: "author",
  fresh: () => ({ author: "", rating: 5, text: "", reviewed_on: today(), source: "", source_url: "" }),
  fields: [
    { key: "author", label: "Author", kind: "text", required: true, placeholder: "Maria K." },
    {
      key: "rating",
      label: "Rating",
      kind: "select",
      options: [
        { value: "5", label: "5 stars" },
        { value: "4", label: "4 stars" },
        { value: "3", label: "3 stars" },
        { value: "2", label: "2 stars" },
        { value: "1", label: "1 star" },
      ],
    },
    { key: "text", label: "Review", kind: "textarea" },
    { key: "reviewed_on", label: "Date", kind: "date", hint: "The day the review was written." },
    { key: "source", label: "Source", kind: "text", placeholder: "Google", hint: "Where the review was written, e.g. Google or Trustpilot." },
    { key: "source_url", label: "Link to the review", kind: "url", placeholder: "https://" },
  ],
};
