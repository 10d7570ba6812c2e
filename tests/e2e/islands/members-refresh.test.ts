import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, openEditorFrom, pageUrl } from "../../support/browser";
import { createOrg, server, unique, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";
import { waitForIslands } from "../../support/islands";
import { ownerPage } from "../../support/owner-page";
import { rawGet } from "../../support/raw";

const REVIEWS_HINT = "Add reviews in Global Settings → Reviews.";

/**
 * A member's page on the islands renderer after a save (issue 40, step 4): the visitor widgets
 * follow a Global Settings save, the members' hint shows in an empty section (never in the
 * public HTML), and Create Page's "go to the new page" swaps the new page in without a page load.
 */
describe("a member's refreshes and navigation on the islands renderer", () => {
  let org: TestOrg;
  const reviewsTitle = unique("What clients say ");

  beforeAll(async () => {
    const app = server();
    org = await createOrg(unique("Islands Refresh "), app);
    // A reviews section with no review to show: its empty state.
    await createSection(org, { section_title: reviewsTitle, section_type: "reviews" });
  });

  /** The owner on the home page, ready; console errors collected, and a mark a page load would lose. */
  async function home() {
    const { page } = await ownerPage(org);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await waitForIslands(page);
    await page.getByRole("button", { name: "Edit section: What we offer" }).waitFor();
    await page.evaluate(() => ((window as { loadedOnce?: number }).loadedOnce = 1));
    return { page, errors };
  }

  const sameDocument = async (page: Page) => {
    expect(await page.evaluate(() => (window as { loadedOnce?: number }).loadedOnce)).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  };

  it("shows a banner saved in Global Settings on the page without a reload", async () => {
    const { page, errors } = await home();
    const text = unique("Islands sale ");
    const banner = page.locator('[data-widget="banners"]').getByText(text);
    expect(await banner.count()).toBe(0);

    await createNew(page, "Global settings");
    const modal = page.getByRole("dialog", { name: /^Global Settings/ });
    await modal.getByRole("tab", { name: "Banners", exact: true }).click();
    const banners = modal.getByRole("region", { name: "Banners" });
    await banners.getByRole("button", { name: "Add banner" }).click();
    await banners.getByLabel("Text", { exact: true }).fill(text);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`),
      modal.getByRole("button", { name: "Save" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "detached" });

    // The page's fresh HTML carries the banner in its settings: the widget layer shows it.
    await banner.waitFor();
    await sameDocument(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the owner the empty reviews section's hint, which the public HTML never carries, and keeps it once after a save", async () => {
    const { text: html } = await rawGet(org.host, "/", {}, org.port);
    expect(html).toContain("data-section-empty");
    expect(html).not.toContain(REVIEWS_HINT);

    const { page, errors } = await home();
    const empty = page.locator("[data-section-empty]");
    await empty.getByText(REVIEWS_HINT).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A save of that very section: its HTML is swapped in, the hint stays, once.
    const title = unique("Kind words ");
    const editor = await openEditorFrom(page, `Edit section: ${reviewsTitle}`, /Edit Template Section/);
    await editor.getByLabel("Section title").fill(title);
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Section updated" }).waitFor();
    await page.getByRole("button", { name: `Edit section: ${title}` }).waitFor();
    await empty.getByText(REVIEWS_HINT).waitFor();
    expect(await empty.getByText(REVIEWS_HINT).count()).toBe(1);
    await sameDocument(page);
    expect(errors).toEqual([]);
  });

  it("goes to the page Create Page made without a page load, ready to edit, and back", async () => {
    const { page, errors } = await home();
    const title = unique("Island page ");
    await createNew(page, "New page");
    const modal = page.getByRole("dialog", { name: /^Create Page/ });
    await modal.getByLabel("Title").fill(title);
    const slug = await modal.getByLabel("Slug").inputValue();
    expect(slug).not.toBe("");
    await modal.getByRole("button", { name: "Create Page" }).click();
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: `Page "${title}" created` })
      .waitFor();

    // The new page, swapped in: its address, heading, title and canonical address, and its editing controls.
    await page.waitForURL(pageUrl(org.host, `/${slug}`, org.port), { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("button", { name: "Add your first section" }).waitFor();
    await expect.poll(() => page.title()).toContain(title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/${slug}$`));
    expect(await page.getByRole("button", { name: "Edit section: What we offer" }).count()).toBe(0);
    await sameDocument(page);
    expect(await axeViolations(page)).toEqual([]);

    // Back: the home page swapped in again, with its controls.
    await page.evaluate(() => history.back());
    await page.getByRole("button", { name: "Edit section: What we offer" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByRole("button", { name: "Add your first section" }).count()).toBe(0);
    await sameDocument(page);
    expect(errors).toEqual([]);
  });
});
