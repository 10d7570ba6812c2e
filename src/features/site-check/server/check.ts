import "server-only";
import { bannerColors, bannersStore } from "@/features/banners/server";
import { libraryPublicId } from "@/features/media-library";
import { imagesWithoutAlt } from "@/features/media-library/server";
import { readMenu } from "@/features/menus/server";
import { listPages } from "@/features/pages/server";
import { listPosts, loadPost } from "@/features/posts/server";
import { loadRedirects } from "@/features/redirects/server";
import { loadPageBlocks, siteHref, type BlockList } from "@/features/site/server";
import { getDb } from "@/platform/db/client";
import { translated } from "@/platform/i18n/locales";
import { siteLanguages, type Site } from "@/platform/tenancy/organizations";
import {
  FIXED_PATHS,
  imagesOfHtml,
  isBrokenLink,
  lacksAlt,
  linksOfHtml,
  lowContrast,
  missingDescription,
  titleTooLong,
  withoutRepeats,
  type KnownAddresses,
  type RawFinding,
} from "../rules";

/** How many shown posts the whole site's check reads (as the site map). */
const POSTS_CHECKED = 500;

/** A place of the site the check reads: the home page, a page (its row's id) or a shown post. */
export type CheckedPage = { path: string; kind: "home" | "page" | "post"; id: number | null; title: string; slug: string | null };

type Context = { site: Site; known: KnownAddresses; hosts: string[]; isLibraryFile: (src: string) => boolean };

/** The places the check reads: home, the pages in site-map order, then the shown posts. */
export async function checkedPages(site: Site): Promise<CheckedPage[]> {
  const organizationId = site.organization.id;
  const [pages, posts] = await Promise.all([
    listPages(organizationId),
    listPosts(await getDb(), organizationId, { filters: {}, limit: POSTS_CHECKED, offset: 0 }, false),
  ]);
  return [
    { path: "/", kind: "home" as const, id: null, title: "", slug: null },
    ...pages.map((page) => ({ path: `/${page.slug}`, kind: "page" as const, id: page.id, title: page.title, slug: page.slug })),
    ...posts.map((post) => ({ path: `/${post.slug}`, kind: "post" as const, id: post.id, title: post.title, slug: post.slug })),
  ];
}

async function context(site: Site, pages: readonly CheckedPage[]): Promise<Context> {
  const redirects = await loadRedirects(site.organization.id);
  const paths = new Set<string>([...FIXED_PATHS, ...pages.map((page) => page.path.toLowerCase())]);
  const hosts = [site.organization.base_url, site.organization.base_url_local].filter((host): host is string => !!host).map((host) => host.toLowerCase());
  return { site, known: { paths, redirects: new Set(redirects.keys()) }, hosts, isLibraryFile: (src) => libraryPublicId(src) !== null };
}

/**
 * The check before publishing (docs/decisions.md "A check before publishing"):
 * each place's findings in each language as its visitors see it. `only`: one
 * place and, or, one language; the whole site's check lists a finding of an
 * untranslated text once, under the site's own language.
 */
export async function checkSite(blocks: BlockList, site: Site, only: { page?: CheckedPage; locale?: string } = {}): Promise<RawFinding[]> {
  const all = await checkedPages(site);
  const ctx = await context(site, all);
  const places = only.page ? [only.page] : all;
  const locales = only.locale ? [only.locale] : siteLanguages(site.settings);
  const [menu, banners, libraryImages] = await Promise.all([
    readMenu(site.organization.id),
    bannersStore.read(await getDb(), site.organization.id),
    imagesWithoutAlt(site.organization.id),
  ]);
  const findings: RawFinding[] = [];
  for (const locale of locales) {
    findings.push(...chromeFindings(ctx, locale, menu, banners as BannerRow[], libraryImages));
    for (const place of places) findings.push(...(await placeFindings(blocks, ctx, place, locale)));
  }
  return only.locale ? findings : withoutRepeats(findings, site.settings.language);
}

type BannerRow = {
  id: number;
  is_enabled: boolean;
  content: {
    text?: string;
    text_translation?: Record<string, string> | null;
    link?: { url?: string };
    customContent?: string;
    customContent_translation?: Record<string, string> | null;
    banner_background?: string;
    banner_content_style?: string;
  };
  landing_content: string | null;
  landing_content_translation: Record<string, string> | null;
};

type MenuRows = Awaited<ReturnType<typeof readMenu>>;
type LibraryImages = Awaited<ReturnType<typeof imagesWithoutAlt>>;

/** The header, footer, banners and media library: on every page (page null). */
function chromeFindings(ctx: Context, locale: string, menu: MenuRows, banners: BannerRow[], libraryImages: LibraryImages): RawFinding[] {
  const out: RawFinding[] = [];
  const at = (hash: string) => `${siteHref(ctx.site, locale, "/")}${hash}`;
  for (const item of menu) {
    const shown = item.is_displayed || item.is_displayed_on_footer;
    const editor = at(item.is_displayed ? "#open=header" : "#open=footer");
    const name = translated(item.display_name, item.display_name_translation, locale);
    if (shown && isBrokenLink(item.url_name, ctx.known, ctx.hosts))
      out.push(broken(null, locale, `menu_items.${item.id}.url_name`, editor, menuPath(item.url_name), { place: "menu", name }));
    for (const sub of item.submenu_items) {
      if (!item.is_displayed || sub.is_displayed === false || !isBrokenLink(sub.url_name, ctx.known, ctx.hosts)) continue;
      const subName = translated(sub.name, sub.name_translation, locale);
      out.push(broken(null, locale, `submenu_items.${sub.id}.url_name`, editor, menuPath(sub.url_name), { place: "menu", name: subName }));
    }
  }
  for (const banner of banners) {
    if (!banner.is_enabled) continue;
    const editor = at("#open=settings&tab=banners");
    const name = translated(banner.content.text, banner.content.text_translation ?? null, locale) || `#${banner.id}`;
    const link = banner.content.link?.url;
    if (link && isBrokenLink(link, ctx.known, ctx.hosts))
      out.push(broken(null, locale, `banners.${banner.id}.content.link.url`, editor, link, { place: "banner", name }));
    const texts = [
      {
        field: `banners.${banner.id}.content.customContent`,
        html: translated(banner.content.customContent, banner.content.customContent_translation ?? null, locale),
      },
      { field: `banners.${banner.id}.landing_content`, html: translated(banner.landing_content, banner.landing_content_translation, locale) },
    ];
    out.push(...htmlFindings(ctx, null, locale, texts, editor, { place: "banner", name }));
    const colors = bannerColors(banner.content);
    const ratio = lowContrast(colors.chosen, [colors.background]);
    if (ratio !== null)
      out.push({
        kind: "low_contrast",
        page: null,
        locale,
        field: `banners.${banner.id}.content.banner_content_style`,
        editor,
        params: { ratio, place: "banner", name, where: name },
      });
  }
  for (const image of libraryImages)
    out.push({
      kind: "missing_alt",
      page: null,
      locale,
      field: `media.${image.id}.alt`,
      editor: at("#open=media"),
      params: { where: image.name, place: "media", name: image.name, src: image.url },
    });
  return out;
}

type Where = { place: string; name: string };

/** A menu entry's address as the header links it: its url_name is a path of this site (`about-us` → `/about-us`); a full address stays. */
const menuPath = (urlName: string) => (/^[a-z][a-z0-9+.-]*:/i.test(urlName.trim()) ? urlName.trim() : "/" + urlName.trim().replace(/^\/+/, ""));

function broken(page: string | null, locale: string, field: string, editor: string, target: string, where: Where): RawFinding {
  return { kind: "broken_link", page, locale, field, editor, params: { target, ...where, where: where.name } };
}

function htmlFindings(
  ctx: Context,
  page: string | null,
  locale: string,
  texts: readonly { field: string; html: string | null | undefined }[],
  editor: string,
  where: Where,
): RawFinding[] {
  const out: RawFinding[] = [];
  for (const { field, html } of texts) {
    for (const href of linksOfHtml(html)) if (isBrokenLink(href, ctx.known, ctx.hosts)) out.push(broken(page, locale, field, editor, href, where));
    for (const image of imagesOfHtml(html))
      if (lacksAlt(image, ctx.isLibraryFile))
        out.push({ kind: "missing_alt", page, locale, field, editor, params: { src: image.src, ...where, where: where.name } });
  }
  return out;
}

/** One place's own findings in one language: its blocks, its text (a post), its title and meta description. */
async function placeFindings(blocks: BlockList, ctx: Context, place: CheckedPage, locale: string): Promise<RawFinding[]> {
  const out: RawFinding[] = [];
  const href = siteHref(ctx.site, locale, place.path);
  for (const { definition, block, summary } of await loadPageBlocks(blocks, ctx.site.organization.id, place.path)) {
    const content = definition.check?.(block, locale);
    if (!content) continue;
    const editor = `${href}#edit=${summary.type}&id=${summary.id}`;
    const where = { place: summary.type, name: summary.title };
    const field = (name: string) => `${summary.type}.${summary.id}.${name}`;
    for (const link of content.links ?? [])
      if (link.url && isBrokenLink(link.url, ctx.known, ctx.hosts)) out.push(broken(place.path, locale, field(link.field), editor, link.url, where));
    out.push(
      ...htmlFindings(
        ctx,
        place.path,
        locale,
        (content.html ?? []).map((text) => ({ ...text, field: field(text.field) })),
        editor,
        where,
      ),
    );
    for (const image of content.images ?? [])
      if (image.src && lacksAlt({ src: image.src, alt: image.alt }, ctx.isLibraryFile))
        out.push({ kind: "missing_alt", page: place.path, locale, field: field(image.field), editor, params: { src: image.src, ...where, where: where.name } });
    for (const color of content.colors ?? []) {
      const ratio = lowContrast(color.text, color.stops);
      if (ratio !== null)
        out.push({ kind: "low_contrast", page: place.path, locale, field: field(color.field), editor, params: { ratio, ...where, where: where.name } });
    }
  }
  if (place.kind === "page") {
    // The page's settings (title, address, meta description): the page editor in edit mode.
    const editor = `${href}#edit=page&id=${place.id}`;
    if (titleTooLong(place.title))
      out.push({
        kind: "long_title",
        page: place.path,
        locale,
        field: `pages.${place.id}.title`,
        editor,
        params: { count: [...place.title.trim()].length, where: place.title },
      });
    const pages = await listPages(ctx.site.organization.id);
    const page = pages.find((p) => p.id === place.id);
    if (page && missingDescription(page.description))
      out.push({ kind: "missing_description", page: place.path, locale, field: `pages.${place.id}.description`, editor, params: { where: place.title } });
  }
  if (place.kind === "post" && place.slug) {
    const post = await loadPost(ctx.site.organization.id, place.slug);
    if (post) {
      const editor = `${href}#edit=post&id=${post.id}&slug=${encodeURIComponent(post.slug)}`;
      const where = { place: "post", name: post.title };
      out.push(...htmlFindings(ctx, place.path, locale, [{ field: `posts.${post.id}.content`, html: post.content }], editor, where));
      if (titleTooLong(post.title))
        out.push({
          kind: "long_title",
          page: place.path,
          locale,
          field: `posts.${post.id}.title`,
          editor,
          params: { count: [...post.title.trim()].length, where: post.title },
        });
      if (missingDescription(post.metadescription_for_page) && missingDescription(post.description))
        out.push({
          kind: "missing_description",
          page: place.path,
          locale,
          field: `posts.${post.id}.metadescription_for_page`,
          editor,
          params: { where: post.title },
        });
    }
  }
  return out;
}
