import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom } from "../../support/browser";
import { createOrg, server, unique, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection } from "../../support/fixtures";
import { waitForIslands } from "../../support/islands";
import { ownerPage } from "../../support/owner-page";

/**
 * A member on a page the islands renderer wrote (issue 40, step 4; DESIGN.md "Visitor pages:
 * HTML first, islands", "Members edit the same page"): the editing layer loads over the plain
 * HTML, opens the same editors, and a save swaps the page's fresh HTML in place, with no
 * reload and no App Router; the islands that did not change stay as they were.
 */
describe("a member's page on the islands renderer", () => {
  let org: TestOrg;

  beforeAll(async () => {
    const app = server();
    org = await createOrg(unique("Islands Members "), app);
    // A slider on the home page (an island that hydrates when on screen), after the page's own sections.
    const slider = await createSection(org, { section_title: "Customer stories", grid_columns: 3, is_slider: true });
    for (const title of ["One", "Two", "Three", "Four"]) {
      const metric = await createMetric(org, { title, description: `<p>Story ${title}</p>`, is_card_type: true });
      await addSectionMetric(org, slider.id, metric.id);
    }
  });

  /** The owner on the home page, its console errors collected. */
  async function home() {
    const { page } = await ownerPage(org);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await waitForIslands(page);
    return { page, errors };
  }

  const editButton = (page: Page, title: string) => page.getByRole("button", { name: `Edit section: ${title}` });

  it("shows the owner the edit controls and the members' bar over the islands' HTML (no App Router), which pass axe", async () => {
    const { page, errors } = await home();
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe("undefined");
    await editButton(page, "What we offer").waitFor();
    await page.getByTestId("viewer-bar").waitFor();
    expect(await page.getByTestId("viewer-email").textContent()).toContain(org.owner.email);
    await page.getByRole("button", { name: "New section" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("saves a section's title: the toast, the new title on the page without a reload, focus and scroll kept, the other islands untouched and working", async () => {
    const { page, errors } = await home();
    const title = unique("Fresh every morning ");
    await editButton(page, "What we offer").waitFor();
    // Marks that a reload would lose: a value on the window, and the islands' elements themselves.
    await page.evaluate(() => {
      (window as { beforeSave?: number }).beforeSave = 1;
      for (const island of document.querySelectorAll("onsite-island")) (island as { kept?: boolean } & Element).kept = true;
    });
    const carousel = page.getByRole("region", { name: "Customer stories" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.locator("xpath=ancestor::onsite-island[1]").getAttribute("data-hydrated")).toBe("");
    const fetches: string[] = [];
    page.on("request", (request) => request.resourceType() !== "script" && fetches.push(`${request.method()} ${new URL(request.url()).pathname}`));

    const editor = await openEditorFrom(page, "Edit section: What we offer", /Edit Template Section/);
    await editor.getByLabel("Section title").fill(title);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Section updated" }).waitFor();
    await editor.waitFor({ state: "detached" });
    await page.locator("main").getByRole("heading", { name: title }).waitFor();
    await editButton(page, title).waitFor();

    expect(await page.evaluate(() => (window as { beforeSave?: number }).beforeSave)).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    // The page's own HTML asked again (no flight request, no router): that is the refresh.
    expect(fetches.filter((line) => line === "GET /")).toHaveLength(1);
    // Focus is back on the Edit button that opened the editor (its element was kept), the scroll where it was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent)).toContain(title);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);
    // Nothing else changed: every island is the element it was (none hydrated again), and they still work.
    expect(
      await page.evaluate(() => [...document.querySelectorAll("onsite-island")].filter((island) => !(island as { kept?: boolean } & Element).kept).length),
    ).toBe(0);
    // The slider plays by itself every 5 s until hovered (a slow save sees it move): hovered, then pressed.
    await carousel.hover();
    const shown = await carousel.getAttribute("data-slider-index");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => carousel.getAttribute("data-slider-index")).not.toBe(shown);
    expect(errors).toEqual([]);
  });
});
