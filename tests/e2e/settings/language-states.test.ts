import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/** Issue 42, item 1: a language added in Global Settings → General is a draft, for members only, until the owner publishes it. */
describe("Languages published one at a time", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const state = (code: string) => modal().locator(`li[data-language="${code}"]`);
  const stored = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.settings;
  const save = async () => {
    await modal().getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(unique("Languages "), undefined, { language: "en", supportedLocales: ["en", "es"], withLanguageSwitch: true });
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the owner adds German: a draft, which only members get", async () => {
    await createNew(page, "Global settings");
    await modal().getByRole("checkbox", { name: "German" }).check();
    await expect.poll(() => state("de").textContent()).toContain("Draft");
    await expect.poll(() => state("es").textContent()).toContain("Published");
    expect(await axeViolations(page), "General with a draft language").toEqual([]);
    await save();
    expect((await stored()).draft_languages).toEqual(["de"]);

    // A visitor: no German in the language switch; asking for the German page gives the English one.
    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/"));
    const switchLink = (code: string) => visitor.page.locator(`[data-language-switch] a[hreflang="${code}"]`);
    await expect.poll(() => switchLink("es").count()).toBe(1);
    expect(await switchLink("de").count()).toBe(0);
    await visitor.page.goto(pageUrl(org.host, "/de"));
    expect(new URL(visitor.page.url()).pathname).toBe("/");

    // The owner gets the German page, with the members' bar saying it is a draft (in the page's language).
    const member = await newPage(browser);
    await member.context.addCookies(await page.context().cookies());
    await member.page.goto(pageUrl(org.host, "/de"));
    expect(await member.page.locator("html").getAttribute("lang")).toBe("de");
    await member.page.getByRole("status").filter({ hasText: "Entwurfssprache: Deutsch sehen nur angemeldete Mitglieder" }).waitFor();
    await member.context.close();
    await visitor.context.close();
  });

  it("the owner publishes a draft language: visitors get it", async () => {
    const { body: before } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const drafted = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: before.version, settingsData: { supported_locales: ["en", "es", "fr"], draft_languages: ["fr"] } },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const visitor = await newPage(browser);
    const switchLink = (code: string) => visitor.page.locator(`[data-language-switch] a[hreflang="${code}"]`);
    await visitor.page.goto(pageUrl(org.host, "/"));
    await expect.poll(() => switchLink("es").count()).toBe(1);
    expect(await switchLink("fr").count()).toBe(0);

    await createNew(page, "Global settings");
    await expect.poll(() => state("fr").textContent()).toContain("Draft");
    // Making Spanish a draft asks first; cancelled, it stays published.
    await state("es").getByRole("button", { name: "Make draft: Spanish" }).click();
    const confirm = page.getByRole("dialog", { name: "Make Spanish a draft?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => state("es").textContent()).toContain("Published");

    await state("fr").getByRole("button", { name: "Publish: French" }).click();
    await expect.poll(() => state("fr").textContent()).toContain("Published");
    await save();
    expect((await stored()).draft_languages).toEqual([]);
    expect(await axeViolations(page), "General after publishing").toEqual([]);

    await visitor.page.goto(pageUrl(org.host, "/"));
    await expect.poll(() => switchLink("fr").count()).toBe(1);
    await visitor.page.goto(pageUrl(org.host, "/fr"));
    expect(new URL(visitor.page.url()).pathname).toBe("/fr");
    expect(await visitor.page.locator("html").getAttribute("lang")).toBe("fr");
    await visitor.context.close();
  });
});
