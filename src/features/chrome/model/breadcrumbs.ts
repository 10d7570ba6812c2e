/** Spec §2.5 / §9: labels over 20 characters are cut to 20 plus '...'. */
export const BREADCRUMB_MAX = 20;

export type Crumb = { label: string; href: string; kind: "home" | "products" | "blog" | "segment" };
export type CrumbOverride = { label?: string; href?: string };
export type TrailOptions = {
  /** Overrides by segment: replace a crumb's label and url. */
  overrides?: Record<string, CrumbOverride>;
  /** Crumbs inserted after a crumb labelled Products or All Products. */
  extra?: { label: string; href: string }[];
  /** The titles of the products and blog segments for the organization's type (spec §2.5). */
  productsTitle: string;
  blogTitle: string;
  homeLabel: string;
  /** Turns a base path into a link in the page's language. */
  link: (path: string) => string;
};

/** `%C3%A9t%C3%A9-plans` → `Été plans`: decoded (a broken escape stays as typed), dashes to spaces, first letter capitalised. */
export function segmentLabel(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the segment as typed
  }
  text = text.replace(/-/g, " ").trim();
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** `A label longer than twenty` → `A label longer than ...` (20 characters, then '...'). */
export function cutLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length > BREADCRUMB_MAX ? chars.slice(0, BREADCRUMB_MAX).join("") + "..." : label;
}

/** The trail of a base path (no locale prefix); empty on the home page. The last crumb is the current page. */
export function breadcrumbTrail(path: string, options: TrailOptions): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const trail: Crumb[] = [{ label: options.homeLabel, href: options.link("/"), kind: "home" }];
  segments.forEach((segment, i) => {
    const base = "/" + segments.slice(0, i + 1).join("/");
    const lower = segment.toLowerCase();
    const kind = lower === "products" ? "products" : lower === "blog" ? "blog" : "segment";
    const override = options.overrides?.[segment];
    const label = override?.label ?? (kind === "products" ? options.productsTitle : kind === "blog" ? options.blogTitle : segmentLabel(segment));
    trail.push({ label: cutLabel(label), href: override?.href ?? options.link(base), kind });
    if (options.extra?.length && /^(all )?products$/i.test(label)) {
      for (const crumb of options.extra) trail.push({ label: cutLabel(crumb.label), href: crumb.href, kind: "segment" });
    }
  });
  return trail;
}
