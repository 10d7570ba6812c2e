/**
 * A page that must show without the site chrome (header, footer, breadcrumbs,
 * banners) although its path alone does not say so (a post of type "minimal")
 * marks its content with `data-site-chrome="hidden"`. globals.css hides every
 * element marked `data-site-chrome-part` on such a page (`body:has(...)`), with
 * no script, so the cached HTML is right for everyone; the chrome marks its
 * header, footer and breadcrumbs with `data-site-chrome-part`. Paths that never
 * have the chrome (/help-center, /login, …) are decided by path.
 */
export const SITE_CHROME_ATTRIBUTE = "data-site-chrome";
export const SITE_CHROME_PART_ATTRIBUTE = "data-site-chrome-part";

/** Whether a post of this type shows without the chrome (spec: minimal type). */
export function postHidesChrome(type: string): boolean {
  return type === "minimal";
}

/** The attribute to spread on a page's content when it hides the chrome (an empty object otherwise). */
export function chromeHiddenAttribute(hidden: boolean): Record<string, string> {
  return hidden ? { [SITE_CHROME_ATTRIBUTE]: "hidden" } : {};
}
