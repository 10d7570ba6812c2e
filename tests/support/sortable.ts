import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

/** The latest announcement of the dnd-kit sortable list inside `scope` (its live region). */
export const announced = (scope: Locator) => scope.locator("[id^=DndLiveRegion]").textContent();

/**
 * Presses `key` until the list inside `scope` announces `expected`. dnd-kit's
 * keyboard sensor starts listening for arrow keys a moment after the pick-up, so
 * a key pressed at once can go unheard (a person never presses that fast). Each
 * press gets a second to be announced before the next, so a slow one is not
 * taken for an unheard one (which would move the item one place too far).
 */
export async function moveUntil(page: Page, scope: Locator, key: string, expected: string) {
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press(key);
    try {
      await expect.poll(() => announced(scope), { timeout: 1000 }).toBe(expected);
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}
