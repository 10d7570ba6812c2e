import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, pageUrl, requestsSettled } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";

/**
 * The language suggestion popup (issue 22; spec/visitor.md "Language suggestion popup", §4,
 * §9): for a browser preferring Spanish on a site that publishes Spanish, 2 s after load
 * and after the cookie choice, written in Spanish; "switch" lands on /es/ with the same path
 * and query and it is not shown again; "continue" keeps the language for good; never on a
 * one-language site; axe passes.
 */
let browser: Browser;
let bilingual: TestOrg;
let monolingual: TestOrg;

beforeAll(async () => {
  browser = await launchBrowser();
  [bilingual, monolingual] = await Promise.all([
    createOrg(unique("Idiomas "), undefined, { language: "en", supportedLocales: ["en", "es"] }),
    createOrg(unique("One Language "), undefined, { language: "en" }),
  ]);
  for (const org of [bilingual, monolingual]) {
    // Its title in Spanish too: a page's own title counts in its translation status (issue 42), and the suggestion offers
    // only a language the page is translated in.
    const page = await api(org.host, "/api/pages", {
      method: "POST",
      body: { title: "About us", slug: "about-us", title_translation: { es: "Quiénes somos" } },
      token: org.owner.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    // A category to ask about: a site that declares only essential cookies shows no cookie banner (issue 36, item 6).
    await saveCookieCategories(org, [{ name: "Analytics", cookie_service: [{ name: "Visit statistics" }] }]);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** A Spanish-speaking visitor on a paused clock. */
async function spanishVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.install({ time: new Date("2026-05-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-05-01T10:00:01Z"));
  return { context, page };
}

const popup = (page: Page) => page.locator("dialog[data-language-popup]");
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

async function open(page: Page, org: TestOrg, path: string) {
  expect((await page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
  await page.locator('[data-widget="language-suggestion"]').waitFor({ state: "attached" });
  await requestsSettled(page);
}

describe("the language suggestion", () => {
  it("waits for the cookie choice, shows 2 s after load in Spanish, and switch keeps the path and query under /es", async () => {
    const { context, page } = await spanishVisitor();
    await open(page, bilingual, "/about-us?ref=mail");
    // The cookie banner asks first (1.5 s): no popup while it does, even past 2 s, and no cookie before the choice.
    await page.clock.runFor(2_500);
    const consent = page.getByRole("region", { name: "Privacy & Cookies" });
    await consent.waitFor();
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await consent.getByRole("button", { name: "Reject all", exact: true }).click();
    // The cookies it decided from, set in the browser once the choice is made (the page itself sets none).
    await expect.poll(() => cookie(context, "showLanguageBanner")).toBe("true");
    expect(await cookie(context, "bannerSourceLanguage")).toBe("en");
    expect(await cookie(context, "bannerTargetLanguage")).toBe("es");
    expect(await cookie(context, "defaultLocale")).toBe("en");
    const dialog = page.getByRole("dialog", { name: "Esta página también está disponible en español." });
    await dialog.waitFor();
    await expect.poll(() => dialog.getAttribute("lang")).toBe("es");
    await dialog.getByRole("button", { name: "Continuar en inglés" }).waitFor();
    await dialog.getByRole("button", { name: "Cerrar" }).waitFor();
    // axe-core waits on timers: the page's clock runs on from here (the timing checks came before).
    await page.clock.resume();
    expect(await axeViolations(page, "dialog[data-language-popup]")).toEqual([]);
    expect(page.url()).toBe(pageUrl(bilingual.host, "/about-us?ref=mail"));

    await dialog.getByRole("button", { name: "Cambiar a español" }).click();
    await page.waitForURL(pageUrl(bilingual.host, "/es/about-us?ref=mail"));
    expect(await cookie(context, "userLanguageChoice")).toBe("es");
    expect(await page.evaluate(() => localStorage.getItem("userLanguageChoice"))).toBe("es");
    const year = (await context.cookies()).find((c) => c.name === "userLanguageChoice")!.expires * 1000 - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    // Not shown again, here or back on an English page.
    await page.locator('[data-widget="language-suggestion"]').waitFor({ state: "attached" });
    await page.clock.runFor(5_000);
    await expect.poll(() => popup(page).count()).toBe(0);
    await open(page, bilingual, "/");
    await page.clock.runFor(5_000);
    await expect.poll(() => popup(page).count()).toBe(0);
    await context.close();
  });

  it("appears after exactly 2 s once the cookie choice is made; continue keeps English for good, with no redirect", async () => {
    const { context, page } = await spanishVisitor();
    await open(page, bilingual, "/");
    await page.clock.runFor(1_600);
    await page.getByRole("button", { name: "Accept all", exact: true }).click();
    await page.getByRole("region", { name: "Privacy & Cookies" }).waitFor({ state: "detached" });
    // A new page view with the choice made: 2 s to the millisecond.
    await open(page, bilingual, "/about-us");
    await page.clock.runFor(1_999);
    await expect.poll(() => popup(page).count()).toBe(0);
    await page.clock.runFor(1);
    const dialog = page.getByRole("dialog", { name: "Esta página también está disponible en español." });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Continuar en inglés" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toBe(pageUrl(bilingual.host, "/about-us"));
    expect(await cookie(context, "userLanguageChoice")).toBe("en");
    await open(page, bilingual, "/");
    await page.clock.runFor(5_000);
    await expect.poll(() => popup(page).count()).toBe(0);
    await context.close();
  });

  it("never appears on a site that publishes one language", async () => {
    const { context, page } = await spanishVisitor();
    await open(page, monolingual, "/about-us");
    await page.clock.runFor(1_600);
    await page.getByRole("button", { name: "Reject all", exact: true }).click();
    await expect.poll(() => cookie(context, "showLanguageBanner")).toBe("false");
    await page.clock.runFor(5_000);
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await cookie(context, "bannerTargetLanguage")).toBeUndefined();
    expect(await cookie(context, "defaultLocale")).toBe("en");
    await context.close();
  });
});
