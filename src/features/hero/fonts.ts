/**
 * hero_font_family (spec/site-admin.md §3): the hero's texts in one of the system's font
 * families ("" keeps the site's). System stacks only: no font is downloaded, so the hero's
 * first paint neither waits for nor shifts with a web font.
 */
export const HERO_FONTS = ["", "sans", "serif", "mono", "rounded"] as const;
export type HeroFont = (typeof HERO_FONTS)[number];
export const HERO_FONT_STACKS: Record<Exclude<HeroFont, "">, string> = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Varela Round", system-ui, sans-serif',
};
/** The choices' names in the Hero Section tab. */
export const HERO_FONT_LABELS: Record<HeroFont, string> = { "": "The site's font", sans: "Sans-serif", serif: "Serif", mono: "Monospace", rounded: "Rounded" };
