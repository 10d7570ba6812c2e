// The banner's closed sets (spec/visitor.md §2 "Banners", §3, §4): no zod here, so visitors' code can read them.

export const BANNER_POSITIONS = ["top", "bottom", "left", "right"] as const;
export const BANNER_TYPES = ["permanent", "closed"] as const;
/** spec/visitor.md §2 "Banners": the states a banner can expand to. */
export const BANNER_OPEN_STATES = [
  "full",
  "left-half",
  "right-half",
  "top-half",
  "bottom-half",
  "left-30",
  "left-70",
  "right-30",
  "right-70",
  "top-30",
  "top-70",
  "bottom-30",
  "bottom-70",
] as const;

/** "3 days", "1 hour", "90 minutes" (spec §4: a number plus minute(s), hour(s), day(s), month(s) or year(s)). */
export const DISMISSAL_DURATION = /^\s*\d{1,6}\s*(minute|hour|day|month|year)s?\s*$/i;
