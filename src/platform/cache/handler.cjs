// In-memory cache for Next.js (ISR pages, route responses, unstable_cache data).
//
// Why not the default: the built-in handler also writes pages to .next/ on disk, so a
// restart against a fresh or different database could serve HTML rendered from data
// that no longer exists. Memory only means a restart always starts cold.
//
// Invalidation: revalidateTag(tag, ...) expires the tag at once, for every profile.
// An entry is served only if none of its tags expired after it was stored; the next
// request after a save therefore renders fresh (the spec wants saves visible at once).
// REDIS_URL is reserved for sharing this state between instances.
"use strict";

const MAX_ENTRIES = 5000;
const TAGS_HEADER = "x-next-cache-tags";

/** @type {Map<string, {value: any, lastModified: number, cacheControl: any}>} */
const entries = (globalThis.__onsiteCacheEntries ??= new Map());
/** @type {Map<string, number>} tag -> time it expired */
const expiredTags = (globalThis.__onsiteExpiredTags ??= new Map());

function tagsOf(entry, ctx) {
  const value = entry.value;
  if (value && value.kind === "FETCH") {
    return [...(value.tags || []), ...((ctx && ctx.tags) || []), ...((ctx && ctx.softTags) || [])];
  }
  const header = value && value.headers && value.headers[TAGS_HEADER];
  return typeof header === "string" ? header.split(",") : [];
}

class MemoryCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    const stale = tagsOf(entry, ctx).some((tag) => (expiredTags.get(tag) ?? -1) >= entry.lastModified);
    if (stale) {
      entries.delete(key);
      return null;
    }
    // Refresh LRU position.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  async set(key, data, ctx) {
    if (!data) {
      entries.delete(key);
      return;
    }
    entries.delete(key);
    entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx && !ctx.fetchCache ? ctx.cacheControl : undefined,
    });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of [tags].flat()) expiredTags.set(tag, now);
    // The front cache (front-cache.ts) drops every page it holds when this moves on.
    globalThis.__onsiteCacheEpoch = (globalThis.__onsiteCacheEpoch ?? 0) + 1;
  }

  resetRequestCache() {}
}

module.exports = MemoryCacheHandler;
