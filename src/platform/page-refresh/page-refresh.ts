/**
 * What renders the page again after a member's save, and goes to another page of the
 * site: the App Router's `router.refresh()` / `router.push()` while it renders the
 * pages, the islands renderer's fetch-and-swap later. Until something is wired, the
 * browser does it itself (a reload, a page load).
 */
export type PageRefresher = { refresh: () => void; goTo: (href: string) => void };

const BROWSER: PageRefresher = {
  refresh: () => window.location.reload(),
  goTo: (href) => window.location.assign(href),
};

let current: PageRefresher = BROWSER;

/** Wires the page's refresher; the returned function unwires it (if it is still the one wired). */
export function setPageRefresher(refresher: PageRefresher): () => void {
  current = refresher;
  return () => {
    if (current === refresher) current = BROWSER;
  };
}

/** The page under the editors renders again from the server (its HTML is the source of truth). */
export function refreshPage(): void {
  current.refresh();
}

/** Goes to `href`, a path on this site (the new page after Create Page). */
export function goTo(href: string): void {
  current.goTo(href);
}
