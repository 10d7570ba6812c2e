import { ViewerBar } from "@/features/account";
import { Breadcrumbs, type CrumbOverride } from "@/features/chrome";
import { localizedPage, slugOfPath } from "@/features/pages";
import { localizedPost } from "@/features/posts";
import { loadPage } from "@/features/pages/server";
import { LatestPosts, loadFirstPagePosts, loadPost, PostArticle, postImageAddresses } from "@/features/posts/server";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { chromeHiddenAttribute, postHidesChrome } from "../chrome-attribute";
import type { BlockList as BlockRegistry } from "../block-types";
import { loadPageBlocks, withPagePictures } from "../server/registry";
import { siteHref } from "../server/site-urls";
import { EditingSlot } from "@/ui/editing-slot";
import { InsertSlot } from "./block-frame";
import { MissingPage } from "./missing-page";
import { BlockList } from "./page-blocks";

/**
 * A public page: the home page `/`, a page of the posts table at `/{slug}` (a
 * path that only has blocks, from before pages existed, renders too), or a
 * shown post at `/{slug}` (a slug is one page's or one post's, never both).
 * Pages are made of blocks, rendered through the block registry (the home page's
 * top is its hero block; the posts marked for the first page follow its blocks).
 * An unknown path is a 404; the home page always exists. `loadSitePage` loads
 * what it shows; `registry`: the block registry (src/app/blocks.ts), which the
 * route hands in; `locale`: the page's language (a post's texts and the latest posts' in it where translated).
 */
export async function loadSitePage(registry: BlockRegistry, site: Site, path: string, locale?: string) {
  const organizationId = site.organization.id;
  const home = path === "/";
  // The page, its blocks and a post decide between a page, a post and a 404, so they load before anything renders.
  const [found, blocksAt, stored, latest] = await Promise.all([
    loadPage(organizationId, path),
    loadPageBlocks(registry, organizationId, path, locale),
    loadPost(organizationId, slugOfPath(path)),
    home ? loadFirstPagePosts(organizationId, locale) : [],
  ]);
  // Issue 42: the post in the page's language, each text falling back to the site's language's where it has no translation.
  const post = stored && locale ? localizedPost(stored, locale) : stored;
  // An unpublished page (display_this_post false, issue 43 §1) is missing, blocks and all, as a hidden post is.
  const unpublished = !!found && !found.display_this_post;
  // Issue 42: the page's title and description in the page's language where translated.
  const page = unpublished || !found ? null : locale ? localizedPage(found, locale) : found;
  const loaded = unpublished ? [] : blocksAt;
  // The media library's pictures of everything the page shows, in one query.
  const shownPost = !home && !page && loaded.length === 0 ? post : null;
  const postPhoto = shownPost?.media_config.main_photo;
  const { blocks, pictures } = await withPagePictures(organizationId, loaded, [postPhoto, ...postImageAddresses(shownPost?.content), ...latest.map((card) => card.main_photo)]);
  return { page, post, blocks, pictures, latest };
}

/** What `loadSitePage` found for a path: SitePage renders it. */
export type SitePageData = Awaited<ReturnType<typeof loadSitePage>>;

export function SitePage({ site, locale, path, data }: { site: Site; locale: Locale; path: string; data: SitePageData }) {
  const { page, post, blocks, pictures, latest } = data;
  const home = path === "/";
  const postPhoto = post?.media_config.main_photo;
  const siteName = site.settings.site || site.organization.name;
  if (!home && !page && blocks.length === 0) {
    if (!post) return <MissingPage />;
    return (
      <PageShell urlPage={path} crumbs={titleCrumb(path, post.title)}>
        <div {...chromeHiddenAttribute(postHidesChrome(post.display_config.type))}>
          <PostArticle post={post} locale={locale} timeZone={site.settings.time_zone} siteName={siteName} picture={pictures.get(postPhoto ?? "")} pictures={pictures} />
        </div>
      </PageShell>
    );
  }
  const title = page?.title ?? siteName;
  // The blocks carry their own headings (a hero its h1); the page's title still heads a page without a hero.
  const titleHeading = blocks.some((block) => block.summary.type === "hero") ? null : <h1 className="sr-only">{title}</h1>;
  const href = (to: string) => siteHref(site, locale, to);
  return (
    <PageShell urlPage={path} crumbs={page ? titleCrumb(path, page.title) : undefined}>
      {blocks.length > 0 ? (
        <>
          {titleHeading}
          <BlockList blocks={blocks} locale={locale} />
        </>
      ) : (
        <div className="mx-auto max-w-5xl px-6 pt-24 pb-16 text-center sm:pt-32">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {page?.description && <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">{page.description}</p>}
          <InsertSlot index={0} emptyPage />
        </div>
      )}
      <LatestPosts posts={latest} pictures={pictures} locale={locale} timeZone={site.settings.time_zone} postHref={(slug) => href(`/${slug}`)} blogHref={href("/blog")} />
    </PageShell>
  );
}

/** The breadcrumb of a page or post at `path` (its last segment, the slug) labelled with its title, not its slug. */
function titleCrumb(path: string, title: string): Record<string, CrumbOverride> {
  const slug = path.split("/").filter(Boolean).pop();
  return slug && title.trim() ? { [slug]: { label: title } } : {};
}

/** A page's frame: the members' bar, the content with its editing layer, and the breadcrumb bar (with the page's own crumb labels). */
export function PageShell({ urlPage, crumbs, children }: { urlPage: string; crumbs?: Record<string, CrumbOverride>; children: React.ReactNode }) {
  return (
    <>
      <ViewerBar />
      <main>
        {children}
        <EditingSlot urlPage={urlPage} />
      </main>
      <Breadcrumbs overrides={crumbs} />
    </>
  );
}
