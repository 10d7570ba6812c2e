/** The widget's buttons and fields (44 px targets, visible focus). */
export const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none disabled:opacity-60";
export const PRIMARY =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";
export const FIELD = "w-full rounded-lg border border-gray-500 px-3 py-2 text-base focus:border-blue-700 focus:ring-2 focus:ring-blue-600 focus:outline-none";
export const LINK = "font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";
