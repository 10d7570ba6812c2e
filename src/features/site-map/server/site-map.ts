import "server-only";
// The Site Map modal's data (spec/site-admin.md §2.8, §4): the home page and the
// pages with their blocks, the posts by where they show, the header menu with its
// submenus. Members of the organization only; read fresh (hidden items included).
import { readMenu } from "@/features/menus/server";
import type { Page } from "@/features/pages";
import { listPages } from "@/features/pages/server";
import { listPosts } from "@/features/posts/server";
import { blocksTranslation, loadPageBlocks, type BlockList } from "@/features/site/server";
import { getDb } from "@/platform/db/client";
import { notFound, parseId } from "@/platform/http/errors";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { loadSite, type Site } from "@/platform/tenancy/organizations";
import { organizationOfHost } from "@/platform/tenancy/request";
import type { SiteMap, SiteMapNode } from "../types";

const ORGANIZATION_NOT_FOUND = "Organization not found";
const BLOCK_KIND: Record<string, string> = { hero: "Hero section", template_section: "Section", heading_section: "Heading" };

const node = (title: string, path: string | null, kind: string, children: SiteMapNode[] = []): SiteMapNode => ({ title, path, kind, children });

/** A page's node, its blocks as children, with its translation status (its own title and description, `page`: none for the home page). */
async function pageNode(registry: BlockList, site: Site, title: string, path: string, kind: string, page: Page | null = null): Promise<SiteMapNode> {
  const blocks = await loadPageBlocks(registry, site.organization.id, path);
  return {
    ...node(
      title,
      path,
      kind,
      blocks.map(({ summary }) =>
        node(summary.title || BLOCK_KIND[summary.type] || summary.type, `${path}#block-${summary.type}-${summary.id}`, BLOCK_KIND[summary.type] ?? "Block"),
      ),
    ),
    translation: await blocksTranslation(site, blocks, page),
  };
}

/** A menu entry's address: its url_name is a path of this site (`about-us` → `/about-us`, as the header links it). */
const menuPath = (urlName: string) => "/" + urlName.replace(/^\/+/, "");

/** `registry`: the block registry (src/app/blocks.ts), for each page's blocks. */
export async function readSiteMap(registry: BlockList, request: Request, idParam: string): Promise<SiteMap> {
  const user = await authenticate(request);
  const id = parseId(idParam, ORGANIZATION_NOT_FOUND);
  const organizationId = await organizationOfHost(request);
  if (organizationId !== id) throw notFound(ORGANIZATION_NOT_FOUND);
  await authorizeUser(request, user, organizationId);
  const db = await getDb();
  const site = await loadSite(organizationId, db);
  if (!site) throw notFound(ORGANIZATION_NOT_FOUND);
  const [home, pages, posts, menu] = await Promise.all([
    pageNode(registry, site, "Home", "/", "Home page"),
    listPages(organizationId).then((list) => Promise.all(list.map((page) => pageNode(registry, site, page.title, `/${page.slug}`, "Page", page)))),
    listPosts(db, organizationId, { filters: {}, limit: 500, offset: 0 }, true),
    readMenu(organizationId),
  ]);
  const post = (p: (typeof posts)[number]) => node(p.title, `/${p.slug}`, p.display_config.display_this_post ? "Post" : "Hidden post");
  return {
    organization: { id: site.organization.id, name: site.organization.name },
    home,
    pages,
    posts: {
      blog: posts.filter((p) => p.display_config.display_as_blog_post && !p.display_config.is_help_center).map(post),
      help_center: posts.filter((p) => p.display_config.is_help_center).map(post),
      other: posts.filter((p) => !p.display_config.display_as_blog_post && !p.display_config.is_help_center).map(post),
    },
    menu: menu.map((item) =>
      node(
        item.display_name,
        menuPath(item.url_name),
        item.is_displayed ? "Menu item" : "Hidden menu item",
        item.submenu_items.map((sub) => node(sub.name, menuPath(sub.url_name), "Submenu item")),
      ),
    ),
  };
}
