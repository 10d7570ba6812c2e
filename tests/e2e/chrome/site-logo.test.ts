import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, server, type TestOrg } from "../../support/client";
import { waitForIslands } from "../../support/islands";
import type { SharedServer } from "../../support/variants";

/**
 * The header's logo when its image does not load (issue 41, item 16; spec/site-admin.md
 * §8 and spec/visitor.md §8: "Image load failures are only logged, with a fallback
 * logo"): the header shows the site's name instead, the failure is a console message and
 * nothing on the page; without scripts the image's alt text is the site's name.
 */
describe("the header logo that does not load", () => {
  let browser: Browser;
  let org: TestOrg;
  let app: SharedServer;
  const MISSING = "/_onsite/no-such-logo.png";

  beforeAll(async () => {
    browser = await launchBrowser();
    // The islands renderer's server: the project's own, since it is the default.
    app = server();
    org = await createOrg("Broken Logo Co", undefined, { siteTitle: "Harbour Bakery", language: "en" });
    const saved = await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { settings: { image: MISSING } }, token: org.owner.token });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the site's name in the header, logs the failure to the console and shows no error", async () => {
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const missing = page.waitForResponse((response) => new URL(response.url()).pathname === MISSING);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    expect((await missing).status()).toBe(404);
    const home = page.locator("header[data-site-header]").getByRole("link", { name: "Harbour Bakery, home page" });
    await expect.poll(() => home.locator("[data-logo-name]").textContent()).toBe("Harbour Bakery");
    expect(await home.locator("img").count()).toBe(0);
    expect(await home.locator("[data-logo-name]").isVisible()).toBe(true);
    await expect.poll(() => warnings.some((text) => text.includes(`The logo could not be loaded`) && text.includes(MISSING))).toBe(true);
    // Only logged: no alert says anything (Next's route announcer is an empty one), no error text on the page.
    expect(await page.getByRole("alert").filter({ hasText: /\S/ }).count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toMatch(/error/i);
    expect(await axeViolations(page, "header[data-site-header]")).toEqual([]);
    await context.close();
  });

  it("on the islands renderer too: the site's name in the header once its island has hydrated", async () => {
    const islandsOrg = await createOrg("Broken Logo Islands Co", app, { siteTitle: "Pier Books", language: "en" });
    const saved = await api(islandsOrg.host, `/api/organizations/${islandsOrg.id}`, {
      method: "PUT",
      body: { settings: { image: MISSING } },
      token: islandsOrg.owner.token,
      port: app.port,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { context, page } = await newPage(browser);
    expect((await page.goto(`http://${islandsOrg.host}:${app.port}/`))?.status()).toBe(200);
    await waitForIslands(page);
    // No App Router here: the islands renderer's page.
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe("undefined");
    const home = page.locator("header[data-site-header]").getByRole("link", { name: "Pier Books, home page" });
    await expect.poll(() => home.locator("[data-logo-name]").textContent()).toBe("Pier Books");
    expect(await home.locator("img").count()).toBe(0);
    await context.close();
  });

  it("without scripts: the image's alt text is the site's name", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    const image = page.locator("header[data-site-header] a[data-logo] img");
    expect(await image.getAttribute("alt")).toBe("Harbour Bakery");
    expect(await image.getAttribute("src")).toBe(MISSING);
    await context.close();
  });

  it("keeps a logo that loads", async () => {
    const other = await createOrg("Good Logo Co", undefined, { siteTitle: "Quay Coffee", language: "en" });
    const saved = await api(other.host, `/api/organizations/${other.id}`, {
      method: "PUT",
      body: { settings: { image: "/_onsite/demo/team.svg" } },
      token: other.owner.token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(other.host, "/")))?.status()).toBe(200);
    // The island checked the image (decoded) and kept it.
    await page.locator("header[data-site-header] a[data-logo] [data-logo-loaded] img").waitFor();
    const image = page.locator("header[data-site-header] a[data-logo] img");
    expect(await image.getAttribute("alt")).toBe("Quay Coffee");
    expect(await page.locator("header[data-site-header] [data-logo-name]").count()).toBe(0);
    await context.close();
  });
});
