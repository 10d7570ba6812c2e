/** The footer's link look, shared by its server part and the Profile column's widget. */
export const FOOTER_LINK =
  "text-sm text-(--chrome-color) underline-offset-4 hover:text-(--chrome-hover) hover:underline focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:outline-none";

/** The Profile column's list keeps the height of its two signed-out links when it holds only Logout, so nothing below it moves. */
export const FOOTER_PROFILE_LIST = "mt-4 min-h-12 space-y-2";
