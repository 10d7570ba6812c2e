import { gunzipSync, gzipSync } from "node:zlib";
import { Lru } from "./lru";
import { cacheState, dependenciesCurrent, pageUsage, publishPageUsage, store, versionKey } from "./state";

/**
 * Whole public pages, the same bytes for every visitor: keyed by organization and
 * path (the path carries the locale prefix), bounded by bytes
 * (`ONSITE_PAGE_CACHE_MB`, default 64), each entry recording the organization's
 * version from before its render began. A page is kept compressed; its plain bytes
 * only once a visitor asked for them (browsers all ask for gzip, which is about a
 * sixth of the bytes: the cache then holds six times as many organizations' pages).
 */
export type Page = {
  organizationId: number;
  version: number;
  /** What its render read, as [slot, value, ...] (src/platform/cache/render-reads.ts): served while all are current. */
  dependencies: number[];
  etag: string;
  /** The plain bytes: null until a visitor asks without gzip (`plainBody`). */
  body: Buffer | null;
  gzip: Buffer;
  /** Response headers for each encoding, ready for writeHead. */
  plainHeaders: Record<string, string | number>;
  gzipHeaders: Record<string, string | number>;
  /** 200, or 301/302 for a redirect of the organization's (issue 43 §2). */
  status: number;
  /** The redirect's id (its hits are counted when it is served), or null for a page. */
  redirect: number | null;
};

const ENTRY_OVERHEAD = 1_024;
const budget = () => {
  const mb = Number(process.env.ONSITE_PAGE_CACHE_MB);
  return (Number.isFinite(mb) && mb >= 0 ? mb : 64) * 1024 * 1024;
};

export const pages = store("pages", () => {
  const entries = new Lru<Page>(budget(), (page) => (page.body?.length ?? 0) + page.gzip.length + ENTRY_OVERHEAD);
  const publish = () => publishPageUsage(entries.size, entries.usage, entries.evictions);
  return {
    entries,
    publish,
    drop: (organizationId: number) => {
      entries.deleteWhere((page) => page.organizationId === organizationId);
      publish();
    },
    clear: () => {
      entries.clear();
      publish();
    },
  };
});

/**
 * The weak ETag of a page rendered at the organization's version and keyed counter
 * (unique to this process): a save that names keys changes it for pages rendered after it.
 */
export const etagFor = (organizationId: number, version: number, keyed: number) => `W/"${cacheState.instance}-${organizationId}-${version}-${keyed}"`;

/** The page if it is still current. */
export function currentPage(key: string, organizationId: number): Page | undefined {
  if (!cacheState.ready) return undefined;
  const page = pages.entries.get(key);
  if (!page) return undefined;
  if (page.version === versionKey(organizationId) && dependenciesCurrent(page.dependencies)) return page;
  pages.entries.delete(key);
  pages.publish();
  return undefined;
}

/** A rendered page ready to serve: compressed once, with its headers for each encoding; its plain bytes kept if `plain`. */
export function pageOf(
  organizationId: number,
  version: number,
  dependencies: number[],
  etag: string,
  headers: Record<string, string>,
  body: Buffer,
  cache = "HIT",
  plain = true,
  redirect: { status: number; id: number } | null = null,
): Page {
  const gzip = gzipSync(body);
  // A redirect is sent without ETag: nothing to revalidate, the owner may change it.
  const common = redirect ? { ...headers, "x-onsite-cache": cache } : { ...headers, etag, "x-onsite-cache": cache };
  return {
    status: redirect?.status ?? 200,
    redirect: redirect?.id ?? null,
    organizationId,
    version,
    dependencies,
    etag,
    body: plain ? body : null,
    gzip,
    plainHeaders: { ...common, "content-length": body.length },
    gzipHeaders: { ...common, "content-encoding": "gzip", "content-length": gzip.length },
  };
}

/**
 * Keeps a rendered page, unless the organization changed since its render began or
 * a read it rendered from did; returns it when kept. Its plain bytes are kept too if `plain` (the visitor who
 * caused the render asked without gzip).
 */
export function keepPage(
  key: string,
  organizationId: number,
  version: number,
  dependencies: number[],
  etag: string,
  headers: Record<string, string>,
  body: Buffer,
  plain = true,
  redirect: { status: number; id: number } | null = null,
): Page | undefined {
  if (!cacheState.ready || versionKey(organizationId) !== version || !dependenciesCurrent(dependencies)) return undefined;
  const page = pageOf(organizationId, version, dependencies, etag, headers, body, "HIT", plain, redirect);
  pages.entries.set(key, page);
  pages.publish();
  return page;
}

/** The page's plain bytes: decompressed the first time a visitor asks for them, then kept with it (and counted). */
export function plainBody(key: string, page: Page): Buffer {
  if (page.body) return page.body;
  page.body = gunzipSync(page.gzip);
  if (pages.entries.get(key) === page) {
    pages.entries.set(key, page);
    pages.publish();
  }
  return page.body;
}

/** Entries, bytes and evictions of the page cache, whichever thread holds it. */
export const pageCacheUsage = pageUsage;
