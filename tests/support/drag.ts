import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

/** The latest announcement of the dnd-kit list inside `scope` (its live region). */
export const announcement = (scope: Locator) => scope.locator("[id^=DndLiveRegion]").textContent();

/**
 * Presses `key` until the list inside `scope` announces `expected`. dnd-kit's
 * keyboard sensor starts listening for arrow keys a moment after the pick-up (a
 * timeout), so a key pressed at once can go unheard (a person never presses that
 * fast). Each press gets a second to be announced before the next, so a slow one
 * is not taken for an unheard one (which would move the item one place too far).
 */
export async function moveUntil(page: Page, scope: Locator, key: string, expected: string) {
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press(key);
    try {
      await expect.poll(() => announcement(scope), { timeout: 1000 }).toBe(expected);
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/** Focuses the handle and presses Space until the list announces that `name` was picked up at `position` of `count`. */
export async function pickUp(page: Page, scope: Locator, handle: Locator, name: string, position: number, count: number) {
  await handle.focus();
  await page.keyboard.press("Space");
  const picked = [`Picked up ${name}, position ${position} of ${count}.`, `${name} is over position ${position} of ${count}.`];
  await expect.poll(() => announcement(scope)).toSatisfy((text: string | null) => picked.includes(text ?? ""));
}
