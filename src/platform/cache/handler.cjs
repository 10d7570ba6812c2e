// Next.js's own cache stores nothing: every route renders dynamically, and
// Onsite's cache (src/platform/cache) keeps pages and data with the
// organization's version from before their render began, which Next's tag
// expiry cannot do (an entry stored after a save would count as fresh), nor
// across instances. Memory only, nothing on disk: a restart starts cold.
"use strict";

class NoStoreCacheHandler {
  async get() {
    return null;
  }

  async set() {}

  async revalidateTag() {}

  resetRequestCache() {}
}

module.exports = NoStoreCacheHandler;
