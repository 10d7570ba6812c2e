import type { Page } from "playwright-core";
import { ISLANDS_READY_EVENT } from "@/platform/islands/page-data";

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
