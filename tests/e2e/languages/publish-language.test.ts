import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl, requestsSettled } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";
import { variantServer } from "../../support/variants";
import { openTranslationView } from "./support";

/**
 * Issue 42, "Done when" (browser): the owner adds German as a draft language in Global Settings → General, translates
 * the home page in the translation view (one text by a machine draft they approve, another's draft discarded and typed,
 * the others typed), publishes German;
 * a visitor whose browser prefers German then gets the language suggestion on the home page, and not on a page that
 * was never translated. The translation server is the test hub's fake ("[de] " before each text).
 */
describe("publishing a language once its home page is translated", () => {
  let org: TestOrg;
  let sectionId: number;
  let headingId: number;

  const owner = <T = any>(path: string, body: Record<string, unknown>) =>
    api<T>(org.host, path, { method: "POST", token: org.owner.token, port: org.port, body });

  beforeAll(async () => {
    org = await createOrg(unique("Konditorei "), await variantServer("translate"), { language: "en", supportedLocales: ["en"] });
    const section = await owner("/api/template-sections", {
      url_page: "/",
      section_title: "Cakes for every day",
      section_description: "<p>Baked this morning.</p>",
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    sectionId = section.body.id;
    const heading = await owner("/api/template-heading-sections", { url_page: "/", name: "Visit our shop", description_text: "<p>Open every day.</p>" });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
    headingId = heading.body.id;
    expect((await owner("/api/pages", { title: "Catering", slug: "catering" })).status).toBe(201);
    expect((await owner("/api/template-sections", { url_page: "/catering", section_title: "Parties and weddings" })).status).toBe(201);
  }, 200_000);

  const settings = (page: Page) => page.getByRole("dialog", { name: /^Global Settings/ });
  const state = (page: Page, code: string) => settings(page).locator(`li[data-language="${code}"]`);
  const saveSettings = async (page: Page) => {
    await settings(page).getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
  };
  const storedSettings = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token, port: org.port })).body.settings;

  /** A visitor whose browser prefers German, on a paused clock (the site declares no optional cookies: no cookie banner). */
  async function germanVisitor(): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await visitorPage({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });
    await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-05-01T10:00:01Z"));
    return { context, page };
  }
  const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

  it("adds German as a draft, translates the home page, publishes German, and German browsers are offered it on the home page only", async () => {
    const { page } = await ownerPage(org);

    // Global Settings → General: German added, a draft until published.
    await createNew(page, "Global settings");
    await settings(page).getByRole("checkbox", { name: "German" }).check();
    await expect.poll(() => state(page, "de").textContent()).toContain("Draft");
    expect(await axeViolations(page), "General with German as a draft").toEqual([]);
    await saveSettings(page);
    expect((await storedSettings()).draft_languages).toEqual(["de"]);

    // The translation view on the home page (the page loaded again), German chosen: the site's only other language.
    await page.reload();
    const view = await openTranslationView(page);
    const row = (subject: string, id: number, field: string) => view.locator(`li[data-field="${subject}:${id}:${field}:de"]`);
    const sectionTitle = row("section", sectionId, "section_title");
    const sectionText = row("section", sectionId, "section_description");
    const headingTitle = row("heading", headingId, "name");
    for (const field of [sectionTitle, sectionText, headingTitle]) await field.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    const status = view.getByRole("list", { name: "Translation" });
    const total = Number((await status.getByText(/^German: 0 of \d+ translated/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page, '[role="dialog"]'), "the translation view").toEqual([]);

    // Typed: every text but the section's title and description, each saved on its own.
    const rows = view.locator("li[data-field]");
    const left = [`section:${sectionId}:section_title:de`, `section:${sectionId}:section_description:de`];
    for (const [index, key] of (await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-field")!))).entries()) {
      if (left.includes(key)) continue;
      const field = view.locator(`li[data-field="${key}"]`);
      await field.getByRole("textbox").fill(`Deutsch ${index + 1}`);
      await field.getByRole("button", { name: "Save", exact: true }).click();
      await field.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    }
    await status.getByText(`German: ${total - 2} of ${total} translated`).waitFor();

    // The two left: machine drafts.
    await view.getByRole("button", { name: "Draft missing" }).click();
    await sectionText.getByText("Machine draft", { exact: true }).waitFor();
    await expect.poll(() => sectionText.getByRole("textbox").textContent()).toBe("[de] Baked this morning.");
    await expect.poll(() => sectionTitle.getByRole("textbox").inputValue()).toBe("[de] Cakes for every day");
    expect(await axeViolations(page, '[role="dialog"]'), "the translation view with machine drafts").toEqual([]);

    // The title's draft discarded (still missing, no draft), and the title typed instead.
    await sectionTitle.getByRole("button", { name: "Discard draft", exact: true }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Machine draft discarded" }).last().waitFor();
    await expect.poll(() => sectionTitle.getByText("Machine draft", { exact: true }).count()).toBe(0);
    await expect.poll(() => sectionTitle.getByRole("textbox").inputValue()).toBe("");
    await sectionTitle.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await sectionTitle.getByRole("textbox").fill("Kuchen für jeden Tag");
    await sectionTitle.getByRole("button", { name: "Save", exact: true }).click();
    await sectionTitle.locator("[data-badge]", { hasText: "Translated" }).waitFor();

    // The description's draft approved.
    await sectionText.getByRole("button", { name: "Approve", exact: true }).click();
    await sectionText.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    await status.getByText(`German: ${total} of ${total} translated`).waitFor();
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    // German published in Global Settings.
    await createNew(page, "Global settings");
    await expect.poll(() => state(page, "de").textContent()).toContain("Draft");
    await state(page, "de").getByRole("button", { name: "Publish: German" }).click();
    await expect.poll(() => state(page, "de").textContent()).toContain("Published");
    await saveSettings(page);
    expect((await storedSettings()).draft_languages).toEqual([]);

    // A German browser on the home page: the suggestion, in German.
    const home = await germanVisitor();
    expect((await home.page.goto(pageUrl(org.host, "/", org.port)))?.status()).toBe(200);
    await requestsSettled(home.page);
    await expect.poll(() => cookie(home.context, "showLanguageBanner")).toBe("true");
    expect(await cookie(home.context, "bannerTargetLanguage")).toBe("de");
    await home.page.clock.runFor(2_500);
    const popup = home.page.locator("dialog[data-language-popup]");
    await popup.waitFor();
    await expect.poll(() => popup.getAttribute("lang")).toBe("de");
    // axe-core waits on timers: the page's clock runs on from here.
    await home.page.clock.resume();
    expect(await axeViolations(home.page, "dialog[data-language-popup]"), "the language suggestion").toEqual([]);
    await home.context.close();

    // On the page nobody translated: no suggestion.
    const catering = await germanVisitor();
    expect((await catering.page.goto(pageUrl(org.host, "/catering", org.port)))?.status()).toBe(200);
    await requestsSettled(catering.page);
    await expect.poll(() => cookie(catering.context, "showLanguageBanner")).toBe("false");
    await catering.page.clock.runFor(2_500);
    expect(await catering.page.locator("dialog[data-language-popup]").count()).toBe(0);
    await catering.context.close();
  });
});
