import type { PageTranslation } from "@/platform/translations/rules";

/** A place of the site in the Site Map modal: a page, a block on it, a post, a menu entry. */
export type SiteMapNode = {
  title: string;
  path: string | null;
  kind: string;
  children: SiteMapNode[];
  /** A page's translation status in each of the site's other languages (issue 42); pages only. */
  translation?: PageTranslation;
};

/** GET /api/organizations/{id}/site-map (docs/decisions.md "Site map"). */
export type SiteMap = {
  organization: { id: number; name: string };
  home: SiteMapNode;
  pages: SiteMapNode[];
  posts: { blog: SiteMapNode[]; help_center: SiteMapNode[]; other: SiteMapNode[] };
  menu: SiteMapNode[];
};
