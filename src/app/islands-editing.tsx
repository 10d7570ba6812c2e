import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";
import { ViewerBar } from "@/features/account";
import { EditingLayer, type EditingSetup } from "@/features/editing";
import { showSectionEmptyHints } from "@/features/sections";
import type { Messages } from "@/platform/i18n/messages";
import { loadUiTexts } from "@/platform/i18n/ui-texts";
import { IslandRoot, type IslandPageData } from "@/platform/islands";
import { hydrateWhenDue } from "@/platform/islands/client";
import { readPageData } from "@/platform/islands/page-data";
import { islandHtmlByNumber, swapBody } from "@/platform/islands/swap";
import { setPageRefresher } from "@/platform/page-refresh";
import { navigated } from "@/platform/path";
import { EditingSlot } from "@/ui/editing-slot";
import { ISLANDS } from "./islands";

/** The editor list (src/app/editors.ts), as the App Router's editing layer loads it (src/app/editing.tsx). */
const loadEditing = (): Promise<EditingSetup> => import("./editors").then((loaded) => loaded.EDITING);

/** Fired on `document` after a member's refresh has swapped the fresh HTML in (detail: how many nodes changed). */
export const PAGE_REFRESHED_EVENT = "onsite:page-refreshed";

/** A page's HTML as the server writes it now (this page's when `href` is not given), parsed, with the address it came from. */
async function fetchPage(href = window.location.href): Promise<{ doc: Document; ok: boolean; url: string }> {
  const response = await fetch(href, { credentials: "same-origin", cache: "no-store" });
  return { doc: new DOMParser().parseFromString(await response.text(), "text/html"), ok: response.ok, url: response.url || href };
}

/** The page's editing marker: the stored path the editing shell edits (`template[data-editing-page]`), or null. */
const editingPageOf = (doc: Document) => doc.querySelector<HTMLElement>("template[data-editing-page]")?.dataset.editingPage ?? null;

/** Head elements a navigation brings along: everything but scripts, styles and the title (set as `document.title`). */
const HEAD_SKIPPED = new Set(["script", "style", "title", "noscript"]);

/**
 * The head made like the new page's (a navigation without a page load): its title, and its meta and
 * link tags (description, robots, canonical, hreflang, Open Graph) by their markup; stylesheets and
 * module preloads are only ever added (the public pages share one route's stylesheet), never taken off.
 */
function syncHead(fresh: Document) {
  document.title = fresh.title;
  const kept = (element: Element) => !HEAD_SKIPPED.has(element.localName);
  const removable = (element: Element) => !(element.localName === "link" && /\b(stylesheet|modulepreload|preload)\b/.test(element.getAttribute("rel") ?? ""));
  const live = [...document.head.children].filter(kept);
  const next = [...fresh.head.children].filter(kept);
  const liveHtml = new Set(live.map((element) => element.outerHTML));
  const nextHtml = new Set(next.map((element) => element.outerHTML));
  for (const element of live) if (!nextHtml.has(element.outerHTML) && removable(element)) element.remove();
  for (const element of next) if (!liveHtml.has(element.outerHTML)) document.head.append(document.importNode(element, true));
}

/**
 * The members' editing layer over a page the islands renderer wrote (issue 40, step 4), loaded
 * by the islands entry once the page's one session answer says a member of this organization is
 * signed in: the editing shell in a root of its own for the page its `template[data-editing-page]`
 * names (it finds the blocks through their DOM markers, as in the App Router), the viewer bar
 * before `<main>`, the members' hints in empty sections, and the members' refresh
 * (src/platform/page-refresh): the page's fresh HTML morphed in place, only the changed islands
 * hydrated again, the widgets given the fresh settings, scroll and focus kept. `goTo` (Create
 * Page's "go to the new page") swaps the other page's HTML in the same way and pushes its address;
 * a page that cannot be swapped (another language, no editing marker, an error, a redirect
 * elsewhere) loads as usual.
 */
export async function mountEditing(page: IslandPageData, texts: Promise<Messages> = loadUiTexts(page.site.locale)): Promise<void> {
  let urlPage = editingPageOf(document);
  if (urlPage === null) return;
  // The HTML the live page came from, asked while the editors load: the body's nodes the server wrote are its
  // first ones (client roots append theirs: the widget layer, toasts, dialogs), and its islands are compared with the fresh ones'.
  const initial: Node[] = [...document.body.childNodes];
  let baseline: Promise<{ server: Node[]; islands: Map<string, string> }> = fetchPage().then(
    ({ doc }) => ({ server: initial.slice(0, doc.body.childNodes.length), islands: islandHtmlByNumber(doc) }),
    () => ({ server: initial, islands: new Map<string, string>() }),
  );
  const messages = await texts.catch((error: unknown) => {
    console.error(error);
    return page.messages;
  });
  let current = page;
  showSectionEmptyHints();

  /** This page again (`to` null), or another page of the site: `push` for a new history entry, `pop` for a move in the history. */
  const swapTo = async (to: { href: string; history: "push" | "pop" } | null) => {
    const { doc: fresh, ok, url } = await fetchPage(to?.href);
    const freshPage = readPageData(fresh);
    if (to) {
      const target = new URL(url, window.location.href);
      const swappable =
        ok &&
        target.origin === window.location.origin &&
        freshPage !== null &&
        editingPageOf(fresh) !== null &&
        fresh.documentElement.lang === document.documentElement.lang;
      if (!swappable) return window.location.assign(to.href);
    }
    const { server, islands } = await baseline;
    const focused = document.activeElement;
    const { scrollX, scrollY } = window;
    const result = swapBody(server, fresh, islands);
    baseline = Promise.resolve({ server: result.server, islands: islandHtmlByNumber(fresh) });
    current = freshPage ?? current;
    if (to) {
      syncHead(fresh);
      if (to.history === "push") window.history.pushState(null, "", new URL(url, window.location.href).href);
      navigated();
      window.scrollTo(0, 0);
      urlPage = editingPageOf(fresh) ?? urlPage;
      render();
    } else {
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
      if (focused instanceof HTMLElement && !focused.isConnected && focused.id) document.getElementById(focused.id)?.focus({ preventScroll: true });
    }
    showSectionEmptyHints();
    void import("./islands-widgets").then(({ refreshWidgets }) => refreshWidgets(current));
    document.dispatchEvent(new CustomEvent(PAGE_REFRESHED_EVENT, { detail: { changed: result.changed, navigated: to !== null } }));
    await hydrateWhenDue(result.added, ISLANDS, current);
  };

  // One swap at a time, in order; refreshes asked while one runs are one more after it.
  let chain: Promise<void> = Promise.resolve();
  let refreshQueued = false;
  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(task).catch((error: unknown) => console.error("The page did not refresh.", error));
  };
  const refresh = () => {
    if (refreshQueued) return;
    refreshQueued = true;
    enqueue(() => {
      refreshQueued = false;
      return swapTo(null);
    });
  };
  let shownAddress = window.location.pathname + window.location.search;
  const goTo = (href: string) =>
    enqueue(() => swapTo({ href, history: "push" }).then(() => void (shownAddress = window.location.pathname + window.location.search)));
  setPageRefresher({ refresh, goTo });
  // Back and forward between the pages shown this way swap them too (a move within the page, `#top`, does not).
  window.addEventListener("popstate", () => {
    const address = window.location.pathname + window.location.search;
    if (address === shownAddress) return;
    shownAddress = address;
    enqueue(() => swapTo({ href: window.location.href, history: "pop" }));
  });

  const container = document.createElement("div");
  container.dataset.editingLayer = "";
  // A landmark of its own (appended to the body, not inside <main> as on the App Router's pages, since a
  // refresh swaps the server's nodes): the floating launcher is not content outside every landmark.
  container.setAttribute("role", "region");
  container.setAttribute("aria-label", "Editing tools");
  document.body.append(container);
  const root = createRoot(container);
  const main = document.querySelector("main");
  const barPlace = main?.parentNode ? viewerBarPlace(main) : null;
  function render() {
    root.render(
      <IslandRoot page={{ ...current, messages }}>
        {barPlace && createPortal(<ViewerBar />, barPlace)}
        <EditingLayer load={loadEditing}>
          <EditingSlot urlPage={urlPage ?? "/"} />
        </EditingLayer>
      </IslandRoot>,
    );
  }
  render();
}

/** A box-less element before `<main>`, where the App Router renders the members' bar (the page's PageShell). */
function viewerBarPlace(main: HTMLElement): HTMLElement {
  const place = document.createElement("div");
  place.style.display = "contents";
  place.dataset.clientRoot = "viewer-bar";
  main.before(place);
  return place;
}
