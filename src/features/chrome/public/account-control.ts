/**
 * The look of the header's account control (Login button, Profile button), shared
 * by the account widget and the invisible sizers the header's server HTML puts in
 * its slot: the slot is as wide as the wider of the two, so the widget mounting
 * moves nothing.
 */
export const ACCOUNT_CONTROL =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";
export const ACCOUNT_ICON = "size-5";
