import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { headerLogin, headerProfile, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, signUp, type TestOrg } from "../../support/client";
import { memberPage } from "../../support/owner-page";

/**
 * The public chrome as a signed-out visitor meets it (spec/site-admin.md §2.2–§2.5,
 * §4, §9): a real-estate site in English and Polish with a menu of a two-item
 * submenu, a one-item submenu, a plain link, a Profile item and footer-only links.
 */
describe("site chrome for a visitor", () => {
  let browser: Browser;
  let org: TestOrg;

  const post = async (path: string, body: Record<string, unknown>) => {
    const result = await api(org.host, path, { method: "POST", body: { organization_id: org.id, ...body }, token: org.owner.token });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body;
  };
  const styles = async (settings: Record<string, unknown>) => {
    const result = await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { settings }, token: org.owner.token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  };
  const open = async (path = "/", viewport = { width: 1280, height: 900 }) => {
    const { page } = await newPage(browser, viewport);
    await page.goto(pageUrl(org.host, path));
    return page;
  };
  const header = (page: Page) => page.locator("header[data-site-header]");

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Chrome Homes", undefined, { type: "realestate", supportedLocales: ["en", "pl"], withLanguageSwitch: true });
    const services = (await post("/api/menu-items", { display_name: "Services", url_name: "services", is_displayed: true, is_displayed_on_footer: true }))
      .menu_item;
    await post("/api/submenu-items", { menu_item_id: services.id, name: "Buying", url_name: "buying", description: "Find your next home" });
    await post("/api/submenu-items", { menu_item_id: services.id, name: "Selling", url_name: "selling", description: "Sell with us" });
    const company = (await post("/api/menu-items", { display_name: "Company", url_name: "company", is_displayed: true, is_displayed_on_footer: true }))
      .menu_item;
    await post("/api/submenu-items", { menu_item_id: company.id, name: "Our team", url_name: "team" });
    await post("/api/menu-items", { display_name: "About us", url_name: "about-us", is_displayed: true, is_displayed_on_footer: true });
    await post("/api/menu-items", { display_name: "Profile", url_name: "profile", is_displayed: true, is_displayed_on_footer: true });
    for (let i = 1; i <= 9; i++)
      await post("/api/menu-items", { display_name: `Footer link ${i}`, url_name: `footer-${i}`, is_displayed: false, is_displayed_on_footer: true });
    // Each title in Polish too: a page's own title counts in its translation status (issue 42), so the pages are offered
    // (hreflang, the sitemap) in Polish.
    for (const [title, slug, pl] of [
      ["About us", "about-us", "O nas"],
      ["Neighbourhood guides and local tips", "neighbourhood-guides-and-local-tips", "Przewodniki po okolicy i lokalne wskazówki"],
    ]) {
      const result = await api(org.host, "/api/pages", { method: "POST", body: { title, slug, title_translation: { pl } }, token: org.owner.token });
      expect(result.status).toBe(201);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("at 1280 px: a mega-panel on hover, a small dropdown, closing 300 ms after the pointer leaves; Profile and hidden items are not in the menu", async () => {
    const { page } = await newPage(browser);
    await page.clock.install();
    await page.goto(pageUrl(org.host, "/"));
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect.poll(() => nav.locator(":scope > ul > li").allInnerTexts()).toEqual(["Services", "Company", "About us"]);
    await expect.poll(() => nav.getByRole("link", { name: "About us" }).getAttribute("href")).toBe("/about-us");

    await nav.getByRole("button", { name: "Services" }).hover();
    const mega = page.locator('[data-panel="mega"]');
    await mega.waitFor();
    await expect.poll(() => mega.getByRole("link").allInnerTexts()).toEqual(["Buying\nFind your next home", "Selling\nSell with us"]);
    // The page's time stands still while the pointer leaves, then moves on 250 ms and 50 ms more.
    // (Paused a second ahead: on a busy machine more than a few ms pass between reading the page's time and pausing it,
    // and the clock cannot go back; with the pointer still on the button no timer is pending.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(640, 600);
    await page.clock.runFor(250);
    await expect.poll(() => mega.isVisible()).toBe(true);
    await page.clock.runFor(60);
    await mega.waitFor({ state: "hidden" });
    await page.clock.resume();

    await nav.getByRole("button", { name: "Company" }).hover();
    const dropdown = page.locator('[data-panel="dropdown"]');
    await dropdown.getByRole("link", { name: "Our team" }).waitFor();
    await expect.poll(() => dropdown.getByRole("link", { name: "Our team" }).getAttribute("href")).toBe("/team");
    expect(await axeViolations(page, "header[data-site-header]")).toEqual([]);

    // Keyboard: Enter opens, Escape closes and returns focus.
    await page.mouse.move(640, 600);
    await dropdown.waitFor({ state: "hidden" });
    await nav.getByRole("button", { name: "Company" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Our team");
    await page.keyboard.press("Escape");
    await dropdown.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Company");
    await page.context().close();
  });

  it("signed out: a login button opens the login modal; the cart shows only with something in the basket", async () => {
    const page = await open("/");
    await header(page).getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog", { name: /Sign in to/ }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[data-cart-badge]").count()).toBe(0);
    await page.evaluate(() => {
      localStorage.setItem("onsite-basket", JSON.stringify([{ plan: { id: 1 }, quantity: 2 }]));
      window.dispatchEvent(new Event("onsite:basket-changed"));
    });
    await page.getByRole("link", { name: "Basket, 2 items" }).waitFor();
    await page.context().close();
  });

  it("the transparent header turns solid after scrolling, hides on scroll down and shows on scroll up", async () => {
    await styles({ header_style: { type: "transparent" } });
    const page = await open("/", { width: 1280, height: 600 });
    const bar = header(page);
    await bar.and(page.locator('[data-header-style="transparent"]')).waitFor();
    // The opacity the scroll position sets (its fade, a CSS transition, finished first).
    const layerOpacity = () =>
      bar
        .locator("> div[aria-hidden]")
        .first()
        .evaluate((el) => {
          for (const animation of el.getAnimations()) animation.finish();
          return Number(getComputedStyle(el).opacity);
        });
    expect(await layerOpacity()).toBe(0);
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    await page.evaluate(() => window.scrollTo(0, 90)); // past 10% of 600 px, not yet 100 px
    await page.waitForSelector("header[data-scrolled]");
    await expect.poll(() => bar.getAttribute("data-hidden")).toBeNull();
    expect(await layerOpacity()).toBeCloseTo(0xcc / 255 + ((0xf2 - 0xcc) / 255) * 0.5, 1);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForSelector("header[data-hidden]");
    expect(await layerOpacity()).toBeCloseTo(0xf2 / 255, 2);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForSelector("header[data-site-header]:not([data-hidden])");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector("header[data-site-header]:not([data-scrolled])");
    await styles({ header_style: null });
    await page.context().close();
  });

  it("the transparent header is see-through at the top of the page, over the hero, and takes its blurred background past 10% of the viewport", async () => {
    await styles({ header_style: { type: "transparent" } });
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 600 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(pageUrl(org.host, "/"));
      await headerLogin(page).waitFor();
      const bar = header(page);
      const look = () =>
        bar
          .locator("> div[aria-hidden]")
          .first()
          .evaluate((layer) => {
            const style = getComputedStyle(layer);
            const transition = `${style.transitionProperty} ${style.transitionDuration}`;
            for (const animation of layer.getAnimations()) animation.finish();
            return {
              header: getComputedStyle(layer.parentElement!).backgroundColor,
              opacity: Number(getComputedStyle(layer).opacity),
              background: style.backgroundColor,
              blur: style.backdropFilter,
              transition,
            };
          });
      // At the top: nothing painted by the header; under it lies the page's first block, not a bar.
      const top = await look();
      expect(top.header).toBe("rgba(0, 0, 0, 0)");
      expect(top.opacity).toBe(0);
      const under = await page.evaluate(() =>
        document
          .elementsFromPoint(640, 32)
          .filter((el) => !el.closest("header[data-site-header]"))
          .map((el) => (el.closest("[data-block-type]") ? "block" : el.closest("[data-viewer-bar], [data-testid=viewer-bar]") ? "bar" : el.tagName)),
      );
      expect(under[0]).toBe("block");
      expect(under).not.toContain("bar");

      await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
      await page.evaluate(() => window.scrollTo(0, 80)); // past 10% of 600 px
      await page.waitForSelector("header[data-scrolled]");
      const scrolled = await look();
      expect(scrolled.opacity).toBeGreaterThanOrEqual(0xcc / 255 - 0.01);
      expect(scrolled.background).toBe("rgb(255, 255, 255)");
      expect(scrolled.blur).toMatch(/^blur\(/);
      // The background fades in, unless the visitor asked for less motion.
      expect(scrolled.transition).toBe(reducedMotion === "reduce" ? "none 0.2s" : "opacity 0.2s");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector("header[data-site-header]:not([data-scrolled])");
      expect((await look()).opacity).toBe(0);
      await context.close();
    }
    await styles({ header_style: null });
  });

  it("offers a visitor one sign-in entry, the header's Login, and a customer the Profile menu, with no second bar", async () => {
    const page = await open("/about-us");
    await headerLogin(page).waitFor();
    await expect.poll(() => page.getByTestId("viewer-bar").count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Sign in" }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .locator("body > *:not(footer)")
          .getByRole("button", { name: /^(Login|Sign in)$/ })
          .count(),
      )
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const customer = await signUp(org.host);
    const { page: shopper } = await memberPage(org, customer);
    await headerProfile(shopper).waitFor();
    await expect.poll(() => shopper.getByTestId("viewer-bar").count()).toBe(0);
    await expect.poll(() => headerLogin(shopper).count()).toBe(0);
    await expect.poll(() => shopper.getByText(`Signed in as ${customer.email}`).count()).toBe(0);
    await headerProfile(shopper).click();
    await header(shopper).getByRole("link", { name: "Account" }).waitFor();
    expect(await axeViolations(shopper)).toEqual([]);
    await shopper.context().close();
  });

  it("serves the 404 page's content in its HTML: without JavaScript it has the site's header and menu, 'Page not found' and a link home", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(pageUrl(org.host, "/no-such-place"));
    expect(response!.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    await expect.poll(() => header(page).getByRole("link", { name: "Chrome Homes, home page" }).getAttribute("href")).toBe("/");
    await expect.poll(() => page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    await expect
      .poll(() => header(page).getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About us" }).getAttribute("href"))
      .toBe("/about-us");
    await expect.poll(() => page.locator("footer[data-site-footer]").isVisible()).toBe(true);
    await context.close();

    const withScript = await open("/no-such-place");
    await headerLogin(withScript).waitFor();
    await expect.poll(() => withScript.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    expect(await axeViolations(withScript)).toEqual([]);
    await withScript.context().close();
  });

  it("gives /help-center, which has no header, the site's name linking home", async () => {
    const page = await open("/help-center");
    await expect.poll(() => page.locator("header[data-site-header]").count()).toBe(0);
    const home = page.getByRole("banner").getByRole("link", { name: "Chrome Homes, home page" });
    await expect.poll(() => home.getAttribute("href")).toBe("/");
    await expect.poll(() => home.innerText()).toBe("Chrome Homes");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(pageUrl(org.host, "/pl/help-center"));
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: "Chrome Homes, strona główna" }).getAttribute("href")).toBe("/pl");
    await page.context().close();
  });

  it("at 390 px: the hamburger opens the full-screen menu with 'N option(s)', in Polish too", async () => {
    const page = await open("/", { width: 390, height: 844 });
    await expect.poll(() => page.getByRole("navigation", { name: "Main menu" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await menu.waitFor();
    await expect.poll(() => menu.locator("[data-option-count]").allInnerTexts()).toEqual(["2 options", "1 option"]);
    await menu.getByRole("button", { name: /Services/ }).click();
    await menu.getByRole("link", { name: "Selling" }).waitFor();
    await menu.getByRole("button", { name: "Login" }).waitFor();
    expect(await axeViolations(page, "[data-mobile-menu]")).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await page.goto(pageUrl(org.host, "/pl"));
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const pl = page.getByRole("dialog", { name: "Menu główne" });
    await pl.locator("[data-option-count]").first().waitFor();
    await expect.poll(() => pl.locator("[data-option-count]").allInnerTexts()).toEqual(["2 opcje", "1 opcja"]);
    await page.context().close();
  });

  it("shows the footer in each of the three layouts", async () => {
    let page = await open("/");
    let footer = page.locator("footer[data-site-footer]");
    await expect.poll(() => footer.getAttribute("data-footer-layout")).toBe("default");
    await expect.poll(() => footer.locator("h2").allInnerTexts()).toEqual(["SERVICES", "COMPANY", "LINKS", "LINKS", "PROFILE"]);
    const columns = footer.locator("[data-footer-column]");
    await expect.poll(() => columns.nth(2).getByRole("link").count()).toBe(8);
    await expect.poll(() => columns.nth(3).getByRole("link").allInnerTexts()).toEqual(["Footer link 8", "Footer link 9"]);
    await expect.poll(() => footer.getByRole("link", { name: "Profile" }).count()).toBe(0);
    await footer.getByRole("link", { name: "Login" }).waitFor();
    await footer.getByRole("link", { name: "Register" }).waitFor();
    expect((await footer.boundingBox())!.height).toBeGreaterThanOrEqual(400);
    // It ends with the site's name (a link home), the copyright line and the language switch, at the foot of its 400 px.
    const closing = footer.locator("[data-footer-closing]");
    await expect.poll(() => closing.getByRole("link", { name: "Chrome Homes", exact: true }).getAttribute("href")).toBe("/");
    await expect.poll(() => closing.locator("[data-copyright]").innerText()).toMatch(/^© \d{4} Chrome Homes\. All rights reserved\.$/);
    await closing.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Polski" }).waitFor();
    const [footerBox, closingBox] = [(await footer.boundingBox())!, (await closing.boundingBox())!];
    expect(footerBox.y + footerBox.height - (closingBox.y + closingBox.height)).toBeLessThan(80);
    const event = page.evaluate(
      () => new Promise<boolean>((resolve) => window.addEventListener("onsite:open-privacy-settings", () => resolve(true), { once: true })),
    );
    await footer.getByRole("button", { name: "Privacy settings" }).click();
    expect(await event).toBe(true);
    expect(await axeViolations(page, "footer[data-site-footer]")).toEqual([]);
    await page.context().close();

    await styles({ footer_style: "compact" });
    page = await open("/");
    footer = page.locator('footer[data-footer-layout="compact"]');
    await expect
      .poll(() => footer.getByRole("navigation", { name: "Footer menu" }).getByRole("link").allInnerTexts())
      .toEqual(["Buying", "Selling", "Our team", "About us", "Footer link 1", "Footer link 2"]);
    await footer.getByRole("button", { name: "Privacy settings" }).waitFor();
    await footer.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Polski" }).waitFor();
    await expect.poll(() => footer.locator("[data-copyright]").innerText()).toMatch(/^© \d{4} Chrome Homes\. All rights reserved\.$/);
    expect((await footer.boundingBox())!.height).toBeGreaterThanOrEqual(200);
    expect(await axeViolations(page, "footer[data-site-footer]")).toEqual([]);
    await page.context().close();

    await styles({ footer_style: { type: "grid", background: "slate-900", color: "slate-300", color_hover: "white" } });
    page = await open("/");
    footer = page.locator('footer[data-footer-layout="grid"]');
    await expect
      .poll(() => footer.locator("[data-footer-column]").evaluateAll((cols) => cols.map((c) => c.querySelectorAll("a").length)))
      .toEqual([4, 4, 4, 1]);
    await footer.locator("[data-copyright]").waitFor();
    await footer.getByRole("button", { name: "Privacy settings" }).waitFor();
    await footer.getByRole("navigation", { name: "Language" }).waitFor();
    expect(await axeViolations(page, "footer[data-site-footer]")).toEqual([]);
    await styles({ footer_style: null });
    await page.context().close();
  });

  it("shows 'No menu items available' for an empty menu", async () => {
    const empty = await createOrg("Empty Chrome");
    const { page } = await newPage(browser);
    await page.goto(pageUrl(empty.host, "/"));
    await page.locator("footer[data-site-footer]").getByText("No menu items available").waitFor();
    await page.context().close();
  });

  it("breadcrumbs: none on the home page; Home icon first, the last crumb not a link, long labels cut, products titled by type", async () => {
    const page = await open("/");
    await header(page).waitFor();
    await expect.poll(() => page.locator("[data-breadcrumbs]").count()).toBe(0);

    await page.goto(pageUrl(org.host, "/about-us"));
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await crumbs.waitFor();
    await expect.poll(() => crumbs.getByRole("link").count()).toBe(1);
    await expect.poll(() => crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    await expect.poll(() => crumbs.locator('[aria-current="page"]').innerText()).toBe("About us");
    expect(await axeViolations(page, "[data-breadcrumbs]")).toEqual([]);

    await page.goto(pageUrl(org.host, "/neighbourhood-guides-and-local-tips"));
    await expect.poll(() => crumbs.locator('[aria-current="page"]').innerText()).toBe("Neighbourhood guides...");

    await page.goto(pageUrl(org.host, "/products/x"));
    await expect.poll(() => crumbs.getByRole("link").allInnerTexts()).toEqual(["", "Properties"]);
    await page.context().close();
  });

  it("breadcrumbs name a page and a post by their titles, not their slugs, in the server's HTML too", async () => {
    const created = await api(org.host, "/api/pages", { method: "POST", body: { title: "Meet the team", slug: "people" }, token: org.owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = await api(org.host, "/api/posts", {
      method: "POST",
      body: { title: "Spring walk", slug: "walk-post-hello-world", content: "<p>Out we go.</p>" },
      token: org.owner.token,
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);

    const html = String((await api<string>(org.host, "/walk-post-hello-world")).body);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Spring walk<\/span>/);
    expect(html).not.toContain("Walk post hello worl");

    const page = await open("/walk-post-hello-world");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await headerLogin(page).waitFor();
    await expect.poll(() => crumbs.locator('[aria-current="page"]').innerText()).toBe("Spring walk");
    await page.goto(pageUrl(org.host, "/people"));
    await expect.poll(() => crumbs.locator('[aria-current="page"]').innerText()).toBe("Meet the team");
    await page.goto(pageUrl(org.host, "/pl/people"));
    await expect.poll(() => page.getByRole("navigation", { name: "Ścieżka nawigacji" }).locator('[aria-current="page"]').innerText()).toBe("Meet the team");
    expect(await axeViolations(page, "[data-breadcrumbs]")).toEqual([]);
    await page.context().close();
  });

  it("the language switch keeps the path", async () => {
    const page = await open("/about-us");
    await header(page).getByRole("button", { name: "Language: English" }).click();
    await header(page).getByRole("link", { name: "Polski" }).click();
    await page.waitForURL(pageUrl(org.host, "/pl/about-us"));
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("pl");
    await page.getByRole("navigation", { name: "Ścieżka nawigacji" }).waitFor();
    await header(page).getByRole("button", { name: "Język: Polski" }).click();
    await expect.poll(() => header(page).getByRole("link", { name: "English" }).getAttribute("href")).toBe("/about-us");
    await page.context().close();
  });

  it("lists the pages in /sitemap.xml and puts hreflang alternates in the page", async () => {
    const page = await open("/about-us");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]));
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", "/about-us"],
        ["pl", "/pl/about-us"],
        ["x-default", "/about-us"],
      ]),
    );
    const sitemap = await page.goto(pageUrl(org.host, "/sitemap.xml"));
    expect(sitemap!.headers()["content-type"]).toContain("xml");
    const locs = [...(await sitemap!.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual(expect.arrayContaining(["/", "/about-us", "/pl/about-us", "/neighbourhood-guides-and-local-tips"]));
    await page.context().close();
  });

  it("no chrome on the login page", async () => {
    const page = await open("/login");
    await page.getByLabel("Email").waitFor();
    await expect.poll(() => page.locator("header[data-site-header], footer[data-site-footer], [data-breadcrumbs]").count()).toBe(0);
    await page.context().close();
  });
});
