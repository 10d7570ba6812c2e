import type { Metadata } from "next";

/**
 * The `<head>` tags of a page's metadata, as the App Router writes them for what
 * `pageMetadata()`, `postListMetadata()`, the basket's and the 404's metadata and
 * the site layout's `generateMetadata` return (src/app/public-pages/routes.tsx,
 * ./frame.tsx): the title with the layout's template, description, robots,
 * canonical and hreflang alternates, Open Graph, the Twitter card Next derives
 * from Open Graph, and the icon. Only those fields: a new field in those
 * functions must be added here (tests/api/public-pages.test.ts reads the head a search engine reads).
 */
export type PageHead = { metadata: Metadata; titleTemplate: { default: string; template: string }; icon: string };

type Title = Metadata["title"];
type OpenGraph = NonNullable<Metadata["openGraph"]> & {
  type?: string;
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string | string[] | null;
};

/** The page's title as the layout's template makes it: "Page – Site", an absolute title as it is, the site's name without one. */
export function resolvedTitle(title: Title, { default: fallback, template }: PageHead["titleTemplate"]): string {
  if (title === null || title === undefined) return fallback;
  if (typeof title === "string") return template.replace("%s", title);
  if ("absolute" in title && title.absolute !== undefined) return title.absolute;
  return fallback;
}

const list = <T,>(value: T | readonly T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

const imageUrl = (image: unknown): string => String(typeof image === "object" && image !== null && "url" in image ? (image as { url: unknown }).url : image);

/** Next's robots value: `{ index: false }` -> "noindex". */
function robots(value: Metadata["robots"]): string | null {
  if (!value) return null;
  if (typeof value === "string") return value;
  const parts: string[] = [];
  if (value.index === false) parts.push("noindex");
  else if (value.index === true) parts.push("index");
  if (value.follow === false) parts.push("nofollow");
  else if (value.follow === true) parts.push("follow");
  return parts.length ? parts.join(", ") : null;
}

const text = (value: unknown): string | null => (value === null || value === undefined || value === "" ? null : String(value));

export function PageHeadTags({ head }: { head: PageHead }) {
  const { metadata, icon } = head;
  const description = text(metadata.description);
  const robotsValue = robots(metadata.robots);
  const canonical = metadata.alternates?.canonical;
  const languages = Object.entries(metadata.alternates?.languages ?? {});
  const og = metadata.openGraph as OpenGraph | undefined;
  const ogImages = list(og?.images).map(imageUrl);
  const ogTitle = og ? text(typeof og.title === "object" && og.title !== null ? (og.title as { absolute?: string }).absolute : og.title) : null;
  const ogDescription = og ? text(og.description) : null;
  const meta = (property: string, content: string | null | undefined) =>
    content === null || content === undefined ? null : <meta key={`${property}=${content}`} property={property} content={content} />;
  const named = (name: string, content: string | null | undefined) =>
    content === null || content === undefined ? null : <meta key={`${name}=${content}`} name={name} content={content} />;
  return (
    <>
      <title>{resolvedTitle(metadata.title, head.titleTemplate)}</title>
      {named("description", description)}
      {named("robots", robotsValue)}
      {canonical && <link rel="canonical" href={String(canonical)} />}
      {languages.map(([language, href]) => (
        <link key={language} rel="alternate" hrefLang={language} href={String(href)} />
      ))}
      {og && (
        <>
          {meta("og:title", ogTitle)}
          {meta("og:description", ogDescription)}
          {meta("og:url", text(og.url))}
          {meta("og:site_name", text(og.siteName))}
          {meta("og:locale", text(og.locale))}
          {ogImages.map((url) => meta("og:image", url))}
          {meta("og:type", text(og.type))}
          {meta("article:published_time", text(og.publishedTime))}
          {meta("article:modified_time", text(og.modifiedTime))}
          {list(og.authors).map((author) => meta("article:author", text(author)))}
          {/* Next fills the Twitter card from Open Graph when the page names none. */}
          {named("twitter:card", ogImages.length ? "summary_large_image" : "summary")}
          {named("twitter:title", ogTitle)}
          {named("twitter:description", ogDescription)}
          {ogImages.map((url) => named("twitter:image", url))}
        </>
      )}
      <link rel="icon" href={icon} />
    </>
  );
}
