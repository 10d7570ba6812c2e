// Issue 18 item 21: the metric list's keyboard reorder works in one try: Space, ArrowUp
// and, once the new position is announced, Space drop the metric where the announcement said.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { launchBrowser, openEditorFrom } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { createOrg, type TestOrg } from "../../support/client";
import { announced, moveUntil } from "../../support/sortable";
import { addSectionMetric, createMetric, createSection } from "../../support/fixtures";

const order = (editor: Locator) =>
  editor
    .locator('[data-section-metric-id] button[aria-label^="Reorder "]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")!.slice("Reorder ".length)));

describe("reordering a section's metrics with the keyboard", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Reorder Keys Co");
    const section = await createSection(org, { section_title: "Four numbers" });
    for (const title of ["One", "Two", "Three", "Four"]) await addSectionMetric(org, section.id, (await createMetric(org, { title })).id);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("Space, ArrowUp, then Space once the move is announced: the metric moves up one row in one try, as announced", async () => {
    const { context, page } = await ownerPage(org);
    const editor = await openEditorFrom(page, "Edit section: Four numbers", /Edit Template Section/);
    await editor.getByRole("button", { name: "Reorder Four" }).waitFor();
    await expect.poll(() => order(editor)).toEqual(["One", "Two", "Three", "Four"]);

    await editor.getByRole("button", { name: "Reorder Four" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(editor)).toMatch(/^(Picked up Four, position 4 of 4\.|Four is over position 4 of 4\.)$/);
    // Two columns: ArrowUp goes to the card above, position 2; once that is announced, Space drops it there, in one try.
    await moveUntil(page, editor, "ArrowUp", "Four is over position 2 of 4.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(editor)).toBe("Four dropped at position 2 of 4.");
    await expect.poll(() => order(editor)).toEqual(["One", "Four", "Two", "Three"]);
    await context.close();
  });
});
