import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { waitForIslands } from "../../support/islands";
import { visitorPage } from "../../support/owner-page";
import { server } from "../../support/client";
import type { SharedServer } from "../../support/variants";

/**
 * The demo's home page on the islands renderer (issue 40, step 3; DESIGN.md "Visitor pages:
 * HTML first, islands"): no App Router runtime and no flight payload, one module script, the
 * islands hydrated alone and the widget layer mounted over the plain HTML, then "islands ready".
 */
describe("a visitor's page on the islands renderer", () => {
  let app: SharedServer;
  beforeAll(async () => {
    app = server();
  });

  /** The demo's home page (host localhost) as a visitor opens it, its console errors and failed scripts collected. */
  async function home() {
    const { context, page } = await visitorPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on(
      "response",
      (response) => response.request().resourceType() === "script" && scripts.push(`${response.status()} ${new URL(response.url()).pathname}`),
    );
    await page.goto(`http://localhost:${app.port}/`);
    await waitForIslands(page);
    return { context, page, errors, scripts };
  }

  const banner = (page: Page) => page.getByRole("region", { name: "Privacy & Cookies" });

  it("has no App Router on the page: no window.next, no flight payload, only the islands' own scripts; it fires islands ready", async () => {
    const { page, errors, scripts } = await home();
    expect(await page.evaluate(() => [typeof (window as { next?: unknown }).next, typeof (self as { __next_f?: unknown }).__next_f])).toEqual([
      "undefined",
      "undefined",
    ]);
    expect(await page.evaluate(() => document.documentElement.dataset.islandsReady)).toBe("");
    // One module script in the HTML, async: nothing blocks the page.
    const inHtml = await page.evaluate(() =>
      [...document.scripts].filter((script) => script.src).map((script) => [new URL(script.src).pathname, script.type, script.async]),
    );
    expect(inHtml).toHaveLength(1);
    expect(inHtml[0]).toEqual([expect.stringMatching(/^\/_onsite\/islands\/entry-[A-Z0-9]+\.js$/), "module", true]);
    expect(scripts.filter((line) => !/^200 \/_onsite\/islands\/[\w-]+\.js$/.test(line))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("serves the islands' scripts as JavaScript, cached for a year (their names change with their content)", async () => {
    const { page } = await home();
    const entry = await page.evaluate(() => [...document.scripts].find((script) => script.src)!.src);
    const response = await fetch(entry.replace("localhost", "127.0.0.1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("hydrates its islands: those due at load hydrated, the header's submenu opens, the slider moves; no console error (a hydration mismatch is one)", async () => {
    const { page, errors } = await home();
    expect(await page.locator('onsite-island[data-island="header-frame"]').count()).toBe(1);
    await page.locator("header").first().getByRole("button", { name: "Resources" }).click();
    await page.getByRole("link", { name: /^Blog/ }).first().waitFor();
    const slider = page.locator('[aria-roledescription="carousel"]').first();
    await slider.scrollIntoViewIfNeeded();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => slider.getAttribute("data-slider-index")).toBe("1");
    // Those due at load hydrated before the ready event; the others as they were reached.
    expect(await page.locator('onsite-island[data-hydrate="load"]:not([data-hydrated])').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("mounts the widgets over the HTML: the fixed top banner, the header's Login, the footer's Login in place of its fallback, the cookie banner, whose Accept all works", async () => {
    const { context, page, errors } = await home();
    await page.getByText("New: book a free site review with our team.").waitFor();
    await page.locator("header[data-site-header]").getByRole("button", { name: "Login" }).waitFor();
    // The footer's Profile column: the widget's links, its server fallback hidden (one Login link, not two).
    const profile = page.locator("[data-footer-profile]");
    await profile.locator('[data-widget="footer-profile"]').waitFor();
    await expect.poll(() => profile.locator("[data-widget-fallback]").isHidden()).toBe(true);
    expect(await profile.getByRole("link", { name: "Login" }).count()).toBe(1);
    // The cookie banner: shown, then gone once accepted, the choice kept in its cookie.
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await banner(page).waitFor({ state: "detached" });
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "cookies_accepted")?.value).toBe("true");
    expect(errors).toEqual([]);
  });

  it("passes axe with its widgets shown", async () => {
    const { page } = await home();
    await banner(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
