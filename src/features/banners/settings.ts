import type { ListFieldOption, SettingsList } from "@/platform/lists";
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES } from "./constants";
import { bannerName } from "./shape";

/** Plain words for each value of the banner schema's lists (its enums decide the values). */
const POSITION_WORDS: Record<(typeof BANNER_POSITIONS)[number], string> = {
  top: "Top of the page",
  bottom: "Bottom of the page",
  left: "Left side",
  right: "Right side",
};
const TYPE_WORDS: Record<(typeof BANNER_TYPES)[number], string> = {
  permanent: "Always shown (no close button)",
  closed: "Visitors can close it",
};
const SIDE = { left: "Left", right: "Right", top: "Top", bottom: "Bottom" } as const;
/** "left-30" → "Left 30% of the screen", "top-half" → "Top half of the screen". */
function openStateWords(state: (typeof BANNER_OPEN_STATES)[number]): string {
  if (state === "full") return "The whole screen";
  const [side, size] = state.split("-") as [keyof typeof SIDE, string];
  return `${SIDE[side]} ${size === "half" ? "half" : `${size}%`} of the screen`;
}

const options = <T extends string>(values: readonly T[], words: (value: T) => string): ListFieldOption[] =>
  values.map((value) => ({ value, label: words(value) }));

/**
 * Global Settings → Banners: every field of a banner a member sets (spec/visitor.md §3
 * "Banner"), as paths of this feature's schema (`bannerItemSchema`, the single source:
 * a unit test checks each path and choice against it). Custom HTML, the expanded
 * content and the styles are kept as they are. Registered with the settings
 * (docs/decisions.md "Global Settings lists register from their features"); its
 * store, of the same key, is `bannersStore` (server/store.ts).
 */
export const bannersSettingsList: SettingsList = {
  key: "banners",
  tab: "banners",
  command: { label: "Banners", keywords: ["alerts", "promotion"] },
  title: "Banners",
  item: "banner",
  titleKey: "content.text",
  nameOf: bannerName,
  fresh: () => ({ content: { text: "" }, position: "top", type: "permanent", is_enabled: true, open_state: null, page_paths: [] }),
  fields: [
    { key: "content.text", label: "Text", kind: "text", required: true },
    { key: "is_enabled", label: "Shown on the site", kind: "checkbox" },
    { key: "position", label: "Position", kind: "select", options: options(BANNER_POSITIONS, (v) => POSITION_WORDS[v]) },
    { key: "type", label: "Closing", kind: "select", options: options(BANNER_TYPES, (v) => TYPE_WORDS[v]) },
    { key: "content.icon", label: "Icon name", kind: "text", placeholder: "megaphone" },
    {
      key: "open_state",
      label: "Expands to",
      kind: "select",
      options: [{ value: null, label: "Does not expand" }, ...options(BANNER_OPEN_STATES, openStateWords)],
    },
    {
      key: "content.link.url",
      label: "Link address",
      kind: "link",
      picker: "Link the banner to a page of this site",
      hint: "A page of this site (/offers) or an address starting with https://",
    },
    { key: "content.link.label", label: "Link text", kind: "text" },
    { key: "content.link.isExternal", label: "Link opens in a new tab", kind: "checkbox" },
    { key: "is_fixed_above_navbar", label: "Fixed above the navigation bar", kind: "checkbox" },
    {
      key: "dismissal_duration",
      label: "Stays hidden after closing for",
      kind: "text",
      placeholder: "3 days",
      hint: "A number and minutes, hours, days, months or years. Empty: 1 minute.",
    },
    { key: "page_paths", label: "Shown on these pages", kind: "lines", hint: "One path per line, such as /offers. Empty: every page." },
    { key: "content.banner_background", label: "Background colour", kind: "palette", none: "Default (dark grey)" },
    {
      key: "content.banner_content_style",
      label: "Text colour",
      kind: "palette",
      none: "Automatic (readable)",
      hint: "Automatic: black or white, whichever reads best on the background.",
    },
    {
      key: "content.customContent",
      label: "Formatted text (HTML)",
      kind: "textarea",
      hint: "Shown instead of the text when set. Scripts and event handlers are removed.",
    },
    { key: "landing_content", label: "Expanded content (HTML)", kind: "textarea", hint: "What the banner shows when a visitor expands it. Empty: its text." },
    { key: "start_date", label: "Starts", kind: "datetime", hint: "Empty: at once. The banner appears by itself at this moment." },
    { key: "end_date_promotion", label: "Promotion ends", kind: "datetime", hint: "The banner is hidden after this moment." },
    { key: "end_date_promotion_is_displayed", label: "Show a countdown to the end", kind: "checkbox" },
    {
      key: "translations",
      label: "Translations",
      kind: "translations",
      texts: [
        { key: "content.text", label: "Text" },
        { key: "content.link.label", label: "Link text" },
        { key: "content.customContent", label: "Formatted text (HTML)", multiline: true },
        { key: "landing_content", label: "Expanded content (HTML)", multiline: true },
      ],
    },
  ],
};
