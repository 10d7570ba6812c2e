import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { ISLANDS_READY_EVENT, PAGE_DATA_ID } from "@/platform/islands/page-data";

/**
 * Resolves once a page the islands renderer wrote is ready (DESIGN.md "Visitor pages: HTML
 * first, islands"): the islands due at load have hydrated and the widget layer has mounted its
 * widgets. The entry then sets `<html data-islands-ready>` and fires "onsite:islands-ready";
 * this waits for either, never for `window.next` (such a page has no Next runtime).
 */
export async function waitForIslands(page: Page, timeout = 30_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page's islands were not ready within ${timeout / 1000} s: ${page.url()}`)), timeout);
  });
  const ready = page.evaluate(
    (event) =>
      new Promise<void>((resolve) => {
        if (document.documentElement.dataset.islandsReady !== undefined) resolve();
        else document.addEventListener(event, () => resolve(), { once: true });
      }),
    ISLANDS_READY_EVENT,
  );
  try {
    await Promise.race([ready, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Hydrates the island `control` is in as a visitor would, by focusing it (an `interaction`
 * island hydrates on the first focus or pointer), and waits until its root is there
 * (`data-hydrated`). Before that, a press on a form's submit button posts the form to its
 * server handler (HTML first: the form works without scripts), which is not the scripted
 * behaviour a journey may be about. On a page the App Router rendered (no islands JSON block): at once.
 */
export async function hydratedIsland(control: Locator): Promise<void> {
  await control.focus();
  await islandHydrated(control);
}

/**
 * Scrolls `element` into view, as a visitor's scroll would (a `visible` island hydrates when on
 * screen), and waits until the island it is in has hydrated. On a page the App Router rendered: at once.
 */
export async function visibleIsland(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await islandHydrated(element);
}

/** Waits until the island `control` is in has its root (`data-hydrated`); at once on a page the App Router rendered. */
async function islandHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element, pageData) => {
        // The App Router's page renders the same markers but hydrates as a whole (no JSON block of the islands renderer).
        if (!document.getElementById(pageData)) return true;
        const island = element.closest<HTMLElement>("onsite-island");
        return !island || island.dataset.hydrated !== undefined;
      }, PAGE_DATA_ID),
    )
    .toBe(true);
}
