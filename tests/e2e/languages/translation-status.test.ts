import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, pageUrl, requestsSettled } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * Issue 42, items 2 and 5: the owner sees each page's translation status (Manage Page Layout, Site Map) and sets the
 * threshold in General; a visitor whose browser prefers German gets the language suggestion on a page translated into
 * German, and not on a page that is not.
 */
describe("translation status and the language suggestion", () => {
  let browser: Browser;
  let org: TestOrg;

  const section = async (urlPage: string, fields: Record<string, unknown>) => {
    const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: urlPage, ...fields } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(unique("Übersetzt "), undefined, { language: "en", supportedLocales: ["en", "de"] });
    // A page's own title counts in its status (issue 42): About us has its German title, Services has not.
    for (const body of [
      { title: "About us", slug: "about-us", title_translation: { de: "Über uns" } },
      { title: "Services", slug: "services" },
    ]) {
      expect((await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body })).status).toBe(201);
    }
    await section("/about-us", {
      section_title: "Our story",
      section_title_translation: { de: "Unsere Geschichte" },
      section_description: "<p>Founded in a garage.</p>",
      section_description_translation: { de: "<p>In einer Garage gegründet.</p>" },
    });
    await section("/services", { section_title: "What we offer", section_description: "<p>Repairs and more.</p>" });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the owner each page's status in German, in Manage Page Layout and the Site Map, and the threshold in General", async () => {
    const { page } = await ownerPage(org, { path: "/services#open=page-layout" });
    const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
    await layout.waitFor();
    const status = layout.getByRole("list", { name: "Translation" });
    await status.getByText("German: 0 of 3 translated").waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await layout.getByRole("button", { name: "Cancel" }).click();

    await createNew(page, "Site map");
    const map = page.getByRole("dialog", { name: "Site Map" }).getByTestId("site-map");
    await map.waitFor();
    const about = map.getByRole("listitem").filter({ has: page.getByRole("link", { name: "About us", exact: true }) });
    await about.getByText("German: 3 of 3 translated").waitFor();
    const services = map.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Services", exact: true }) });
    await services.getByText("German: 0 of 3 translated").waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");

    await createNew(page, "Global settings");
    const threshold = page.getByRole("dialog", { name: /^Global Settings/ }).getByRole("spinbutton", { name: "Translation threshold (%)" });
    await expect.poll(() => threshold.inputValue()).toBe("100");
    await page.context().close();
  });

  /** A visitor whose browser prefers German, on a paused clock; no cookie banner (the site declares no optional cookies). */
  async function germanVisitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-05-01T10:00:01Z"));
    return { context, page };
  }
  const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

  it("suggests German on the page translated into German, and not on the untranslated one", async () => {
    const translated = await germanVisitor();
    expect((await translated.page.goto(pageUrl(org.host, "/about-us")))?.status()).toBe(200);
    await requestsSettled(translated.page);
    await expect.poll(() => cookie(translated.context, "showLanguageBanner")).toBe("true");
    expect(await cookie(translated.context, "bannerTargetLanguage")).toBe("de");
    await translated.page.clock.runFor(2_500);
    await translated.page.locator("dialog[data-language-popup]").waitFor();
    await translated.context.close();

    const untranslated = await germanVisitor();
    expect((await untranslated.page.goto(pageUrl(org.host, "/services")))?.status()).toBe(200);
    await requestsSettled(untranslated.page);
    await expect.poll(() => cookie(untranslated.context, "showLanguageBanner")).toBe("false");
    await untranslated.page.clock.runFor(2_500);
    expect(await untranslated.page.locator("dialog[data-language-popup]").count()).toBe(0);
    // The German page is still there, its texts in English, kept out of search results.
    await untranslated.page.goto(pageUrl(org.host, "/de/services"));
    await untranslated.page.getByText("What we offer").first().waitFor();
    expect(await untranslated.page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    await untranslated.context.close();
  });
});
