// The islands entry (DESIGN.md "Visitor pages: HTML first, islands"): the one script a page
// the islands renderer wrote starts with (`<script type="module" async>`, built by
// scripts/build-islands.mjs). It loads no React itself: the islands' hydration and the widget
// layer come from chunks of their own, and only when the page has an island, or a widget
// whose `shouldMount` says yes. Then `<html data-islands-ready>` and ISLANDS_READY_EVENT.
// It reads the widgets' list for `shouldMount` only: their `load` runs in the widget layer's chunk.
// For members, the editing layer's chunk (src/app/islands-editing.tsx) once the session answers.
import { basePath, findSlots, slotPlaces, widgetsToMount } from "@/features/site";
import { ISLANDS_READY_EVENT, readPageData } from "@/platform/islands/page-data";
import { canEdit, requestViewer } from "@/platform/session/viewer-store";
import { loadUiTexts } from "@/platform/i18n/ui-texts";
import { WIDGETS } from "./widget-list";

/**
 * Resolves once the page's stylesheets have loaded. The entry is an async module: it may run before
 * the stylesheet has applied, and the islands' "on screen" checks and the widgets' places read the
 * layout (a `contents` placeholder has a box before its stylesheet and none after: observed then, it
 * never came on screen, and its video's buttons stayed dead).
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener("load", resolve, { once: true });
          link.addEventListener("error", resolve, { once: true });
          // One that failed before this ran has no sheet and fires nothing more: the page goes on without it.
          setTimeout(resolve, 3000);
        }),
    ),
  );
}

async function start() {
  const page = readPageData();
  if (page) {
    await stylesheetsLoaded();
    // The page's one session answer (the widgets' and islands' roots read the same): a member of this
    // site's organization gets the editing layer (its chunk, the editors and the UI texts load then).
    void requestViewer().then((viewer) => {
      // A session that names another organization gets no editing here; one that names none gets it, as
      // on the App Router's pages, and its editors say "Organization ID not found. Please try again."
      if (!canEdit(viewer) || (viewer.organization && viewer.organization.id !== page.site.organization.id)) return;
      // The editors' zod parses without compiling (`new Function`, refused by the page's policy), as
      // src/instrumentation-client.ts tells it in the App Router: set before any chunk loads zod.
      const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
      shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
      // The UI texts and the layer's chunk at once, not one after the other.
      const texts = loadUiTexts(page.site.locale);
      texts.catch(() => {});
      void import("./islands-editing")
        .then(({ mountEditing }) => mountEditing(page, texts))
        .catch((error: unknown) => console.error("The editing layer did not load.", error));
    });
    const slots = findSlots(document);
    const widgets = widgetsToMount(WIDGETS, slotPlaces(slots), basePath(page.path), page.site);
    await Promise.all([
      document.querySelector("onsite-island") && import("./islands-hydrate").then(({ hydrateIslands }) => hydrateIslands(page)),
      widgets.length > 0 && import("./islands-widgets").then(({ mountWidgets }) => mountWidgets(page, slots)),
    ]);
  }
  document.documentElement.dataset.islandsReady = "";
  document.dispatchEvent(new Event(ISLANDS_READY_EVENT));
}

// `async`: it may run before the document is parsed (from the cache); the page's JSON block and slots come with the rest of it.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void start(), { once: true });
else void start();
