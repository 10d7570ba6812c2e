import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, openEditorFrom, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";

/** Reviews (issue 20): the owner adds a review in Global Settings → Reviews, and a visitor reads it in a reviews section with the average. */
describe("reviews", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Reviews Co", undefined, { language: "en" });
    const bundle = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: {
        version: bundle.body.version,
        reviews: [{ author: "Tom B.", rating: 5, text: "Quick, clear and friendly.", reviewed_on: "2026-02-01", source: "Trustpilot" }],
      },
    });
    expect(saved.status).toBe(200);
    await createSection(org, { section_title: "What clients say", section_type: "reviews", grid_columns: 2 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const modal = (page: Page) => page.getByRole("dialog", { name: /^Global Settings/ });

  it("the owner adds a review on the Reviews tab; the section editor previews the type and links there", async () => {
    const { context, page } = await ownerPage(org);

    // The section editor: the site's own review in the type's view under the editable header (issue 41 §6), and where reviews are edited.
    const editor = await openEditorFrom(page, "Edit section: What clients say", /Edit Template Section/);
    const preview = editor.locator('[data-type-preview="reviews"]');
    await preview.getByText("Quick, clear and friendly.").waitFor();
    await expect.poll(() => preview.locator("[data-type-content]").getAttribute("data-type-content")).toBe("site");
    await expect.poll(() => editor.getByRole("link", { name: /Edit reviews in Global Settings/ }).getAttribute("href")).toBe("#open=settings&tab=reviews");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });

    await createNew(page, "Settings: Reviews");
    const settings = modal(page);
    const tab = settings.getByRole("tab", { name: "Reviews", exact: true });
    await tab.waitFor();
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => settings.getByText("Customer reviews shown in reviews sections", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => settings.getByRole("button", { name: "Tom B.", exact: true }).count()).toBe(1);
    expect(await axeViolations(page), "Reviews tab").toEqual([]);

    await settings.getByRole("button", { name: "Add review" }).click();
    await settings.getByLabel("Author").fill("Maria K.");
    await settings.getByLabel("Rating").selectOption({ label: "4 stars" });
    await settings.getByLabel("Review", { exact: true }).fill("They rebuilt our shop's site in a week.");
    await settings.getByLabel("Date").fill("2026-03-14");
    await settings.getByLabel("Source").fill("Google");
    await settings.getByLabel("Link to the review").fill("https://g.co/review/maria");
    expect(await axeViolations(page), "Reviews tab with a review open").toEqual([]);

    const saved = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`);
    await settings.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.reviews;
    expect(stored.map((r: Record<string, unknown>) => [r.author, r.rating, r.text, r.reviewed_on, r.source, r.source_url])).toEqual([
      ["Tom B.", 5, "Quick, clear and friendly.", "2026-02-01", "Trustpilot", null],
      ["Maria K.", 4, "They rebuilt our shop's site in a week.", "2026-03-14", "Google", "https://g.co/review/maria"],
    ]);
    await context.close();
  });

  it("a visitor sees both reviews with the average, their stars named, the source linked; axe finds no violation", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    const section = page.locator('section[data-section-type="reviews"]');
    await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe("What clients say");
    await expect.poll(() => section.getByRole("img", { name: "4.5 out of 5 stars" }).count()).toBe(1);
    await expect.poll(() => section.getByText("2 reviews", { exact: true }).isVisible()).toBe(true);
    const maria = section.locator("li", { hasText: "Maria K." });
    await expect.poll(() => maria.getByRole("img", { name: "4 out of 5 stars" }).isVisible()).toBe(true);
    await expect.poll(() => maria.getByText("They rebuilt our shop's site in a week.").isVisible()).toBe(true);
    await expect.poll(() => maria.locator("time").getAttribute("datetime")).toBe("2026-03-14");
    await expect.poll(() => maria.locator("time").textContent()).toBe("Mar 14, 2026");
    await expect.poll(() => maria.getByRole("link", { name: "via Google" }).getAttribute("href")).toBe("https://g.co/review/maria");
    const tom = section.locator("li", { hasText: "Tom B." });
    await expect.poll(() => tom.getByRole("img", { name: "5 out of 5 stars" }).isVisible()).toBe(true);
    await expect.poll(() => tom.getByText("via Trustpilot").isVisible()).toBe(true);
    await expect.poll(() => tom.getByRole("link").count()).toBe(0);
    // Two cards a row from 768 px up (grid_columns 2).
    const [first, second] = await Promise.all([tom.boundingBox(), maria.boundingBox()]);
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(await axeViolations(page, 'section[data-section-type="reviews"]')).toEqual([]);
    await context.close();
  });
});
