import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";
import { ViewerBar } from "@/features/account";
import { EditingLayer, type EditingSetup } from "@/features/editing";
import type { Messages } from "@/platform/i18n/messages";
import { IslandRoot, type IslandPageData } from "@/platform/islands";
import { hydrateWhenDue } from "@/platform/islands/client";
import { readPageData } from "@/platform/islands/page-data";
import { islandHtmlByNumber, swapBody } from "@/platform/islands/swap";
import { setPageRefresher } from "@/platform/page-refresh";
import { EditingSlot } from "@/ui/editing-slot";
import { ISLANDS } from "./islands";

/** The editor list (src/app/editors.ts), as the App Router's editing layer loads it (src/app/editing.tsx). */
const loadEditing = (): Promise<EditingSetup> => import("./editors").then((loaded) => loaded.EDITING);

/** Fired on `document` after a member's refresh has swapped the fresh HTML in (detail: how many nodes changed). */
export const PAGE_REFRESHED_EVENT = "onsite:page-refreshed";

/** The locale's whole UI texts, as the App Router's members get them (never in the public HTML). */
async function loadMessages(locale: string): Promise<Messages> {
  const response = await fetch(`/api/ui-texts?locale=${encodeURIComponent(locale)}`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The UI texts did not load (${response.status}).`);
  return (await response.json()) as Messages;
}

/** The page's HTML as the server writes it now, parsed. */
async function fetchPage(): Promise<Document> {
  const response = await fetch(window.location.href, { credentials: "same-origin", cache: "no-store" });
  return new DOMParser().parseFromString(await response.text(), "text/html");
}

/**
 * The members' editing layer over a page the islands renderer wrote (issue 40, step 4), loaded
 * by the islands entry once the page's one session answer says a member of this organization is
 * signed in: the editing shell in a root of its own for the page its `template[data-editing-page]`
 * names (it finds the blocks through their DOM markers, as in the App Router), the viewer bar
 * before `<main>`, and the members' refresh (src/platform/page-refresh): the page's fresh HTML
 * morphed in place, only the changed islands hydrated again, scroll and focus kept.
 */
export async function mountEditing(page: IslandPageData): Promise<void> {
  const marker = document.querySelector<HTMLElement>("template[data-editing-page]");
  if (!marker) return;
  const urlPage = marker.dataset.editingPage ?? "/";
  // The HTML the live page came from, asked while the editors load: the body's nodes the server wrote are its
  // first ones (client roots append theirs: the widget layer, toasts, dialogs), and its islands are compared with the fresh ones'.
  const initial: Node[] = [...document.body.childNodes];
  let baseline: Promise<{ server: Node[]; islands: Map<string, string> }> = fetchPage().then(
    (doc) => ({ server: initial.slice(0, doc.body.childNodes.length), islands: islandHtmlByNumber(doc) }),
    () => ({ server: initial, islands: new Map<string, string>() }),
  );
  const messages = await loadMessages(page.site.locale).catch((error: unknown) => {
    console.error(error);
    return page.messages;
  });

  let running: Promise<void> | null = null;
  let again = false;
  const swapOnce = async () => {
    const fresh = await fetchPage();
    const { server, islands } = await baseline;
    const focused = document.activeElement;
    const { scrollX, scrollY } = window;
    const result = swapBody(server, fresh, islands);
    if (!result) {
      // The body's own structure changed: the page loads again (never the case for a block's save).
      window.location.reload();
      return;
    }
    baseline = Promise.resolve({ server: result.server, islands: islandHtmlByNumber(fresh) });
    if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
    if (focused instanceof HTMLElement && !focused.isConnected && focused.id) document.getElementById(focused.id)?.focus({ preventScroll: true });
    const freshPage = readPageData(fresh) ?? page;
    document.dispatchEvent(new CustomEvent(PAGE_REFRESHED_EVENT, { detail: { changed: result.changed } }));
    await hydrateWhenDue(result.added, ISLANDS, freshPage);
  };
  const refresh = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await swapOnce();
      } while (again);
    })()
      .catch((error: unknown) => console.error("The page did not refresh.", error))
      .finally(() => (running = null));
  };
  setPageRefresher({ refresh, goTo: (href) => window.location.assign(href) });

  const container = document.createElement("div");
  container.dataset.editingLayer = "";
  document.body.append(container);
  const main = document.querySelector("main");
  createRoot(container).render(
    <IslandRoot page={{ ...page, messages }}>
      {main?.parentNode && createPortal(<ViewerBar />, viewerBarPlace(main))}
      <EditingLayer load={loadEditing}>
        <EditingSlot urlPage={urlPage} />
      </EditingLayer>
    </IslandRoot>,
  );
}

/** A box-less element before `<main>`, where the App Router renders the members' bar (the page's PageShell). */
function viewerBarPlace(main: HTMLElement): HTMLElement {
  const place = document.createElement("div");
  place.style.display = "contents";
  place.dataset.clientRoot = "viewer-bar";
  main.before(place);
  return place;
}
