import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, createNew, headerLogin } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

const SLUG_RULE = "Slug can only contain lowercase letters, numbers, and hyphens";

/** Create Page (spec/editors.md §2.7, §4, §5, §8) and the 404 of an unknown path, as a visitor and as the owner. */
describe("Create Page and the 404 of an unknown path", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;

  const dialog = () => page.getByRole("dialog", { name: /^Create Page/ });
  const focusedName = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");
  /** The text of the elements that describe a field (its hint, counter and error). */
  const description = (field: ReturnType<Page["getByLabel"]>) =>
    field.evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" | "),
    );

  /** The page the owner creates from its 404 ("About us"), made through the API unless that journey made it. */
  const aboutUsExists = async () => {
    const pages = (await api(org.host, "/api/pages", { token: org.owner.token })).body as { slug: string }[];
    if (pages.some((p) => p.slug === "about-us")) return;
    const made = await api(org.host, "/api/pages", {
      method: "POST",
      token: org.owner.token,
      body: { title: "About us", slug: "about-us", description: "Who we are and how we work." },
    });
    expect(made.status).toBe(201);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a visitor the site's name, a message and a link home, and no Create this page", async () => {
    const visitor = await newPage(browser);
    const response = await visitor.page.goto(pageUrl(org.host, "/about-them"));
    expect(response?.status()).toBe(404);
    await expect.poll(() => visitor.page.getByTestId("site-name").textContent()).toBe(org.name);
    await expect.poll(() => visitor.page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    await expect.poll(() => visitor.page.getByText("This page does not exist or was moved.").isVisible()).toBe(true);
    await expect.poll(() => visitor.page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    // The session check has answered (the header offers Login): still no member action.
    await headerLogin(visitor.page).waitFor();
    await expect.poll(() => visitor.page.getByRole("button", { name: "Create this page" }).count()).toBe(0);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  });

  it("lets the owner create the page from its 404 and lands on it about 300 ms later", async () => {
    ({ page } = await ownerPage(org));
    expect((await page.goto(pageUrl(org.host, "/about-us")))?.status()).toBe(404);
    await expect.poll(() => page.getByTestId("site-name").textContent()).toBe(org.name);
    const action = page.getByRole("button", { name: "Create this page" });
    await action.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await action.click();
    const modal = dialog();
    await modal.waitFor();
    await expect.poll(() => modal.getByText("New", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => modal.getByText("Build a template-based page for your site").isVisible()).toBe(true);
    await expect.poll(() => modal.getByText(/Template Sections.+Heading Sections/).isVisible()).toBe(true);
    await expect.poll(focusedName).toBe("title");
    // The slug comes from the path; the title from the slug.
    await expect.poll(() => modal.getByLabel("Title").inputValue()).toBe("About us");
    await expect.poll(() => modal.getByLabel("Slug").inputValue()).toBe("about-us");
    await expect.poll(() => description(modal.getByLabel("Slug"))).toContain(`${pageUrl(org.host, "")}/`);
    await modal.getByLabel("Meta description").fill("  Who we are and how we work.  ");

    // Create: "Saving..." while the request runs, a toast, then the new page.
    // The request is held until the busy state has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/pages", async (route) => {
      await held;
      await route.continue();
    });
    // When the answer reached the page, on the browser's own clock (its resource timing).
    let answeredAt = 0;
    await page.exposeFunction("reportPagesAnswer", (at: number) => void (answeredAt = at));
    await page.evaluate(() =>
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[])
          if (new URL(entry.name).pathname === "/api/pages")
            (window as unknown as { reportPagesAnswer: (at: number) => void }).reportPagesAnswer(performance.timeOrigin + entry.responseEnd);
      }).observe({ type: "resource" }),
    );
    // The toast shows for the 300 ms before the page goes: the page itself reports it as it appears
    // (a locator's polling can fall on either side of so short a window on a busy machine).
    let toastShown: (text: string) => void = () => {};
    const shown = new Promise<string>((resolve) => (toastShown = resolve));
    await page.exposeFunction("reportToast", (text: string) => toastShown(text));
    await page.evaluate(() =>
      new MutationObserver(() => {
        const toast = document.querySelector("[data-sonner-toast]");
        if (toast?.textContent) (window as unknown as { reportToast: (text: string) => void }).reportToast(toast.textContent);
      }).observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
    const loaded = page.waitForEvent("load");
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/pages" && r.request().method() === "POST");
    await modal.getByRole("button", { name: "Create Page" }).click();
    const saving = modal.getByRole("button", { name: "Saving..." });
    await saving.waitFor();
    await expect.poll(() => saving.isDisabled()).toBe(true);
    release();
    expect((await created).status()).toBe(201);
    expect(await shown).toContain('Page "About us" created');
    // The 404 was at this address already: the browser loads it afresh, 300 ms after the answer and not before.
    await loaded;
    expect(answeredAt).toBeGreaterThan(0);
    expect((await page.evaluate(() => performance.timeOrigin)) - answeredAt).toBeGreaterThanOrEqual(299);
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    expect(page.url()).toBe(pageUrl(org.host, "/about-us"));
    await page.unroute("**/api/pages");
    await expect.poll(() => page.title()).toContain("About us");

    const pages = (await api(org.host, "/api/pages", { token: org.owner.token })).body;
    // Every site starts with its Privacy Policy and Cookie Policy pages (orders 1 and 2); the new page goes last.
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual(["privacy-policy", "cookie-policy", "about-us"]);
    expect(pages[2]).toMatchObject({ title: "About us", slug: "about-us", description: "Who we are and how we work.", order: 3 });
  });

  it("generates the slug from the title until the slug is edited, and checks every rule", async () => {
    await aboutUsExists();
    ({ page } = await ownerPage(org));
    await createNew(page, "New page");
    const modal = dialog();
    await modal.waitFor();
    await expect.poll(focusedName).toBe("title");
    const title = modal.getByLabel("Title");
    const slug = modal.getByLabel("Slug");
    await expect.poll(() => slug.inputValue()).toBe("");

    await title.pressSequentially("About us");
    await expect.poll(() => slug.inputValue()).toBe("about-us");
    await title.fill("About us & our story!");
    await expect.poll(() => slug.inputValue()).toBe("about-us-our-story");

    // Editing the slug: checked as it is typed, and the title no longer changes it.
    await slug.fill("About Us!");
    await expect.poll(() => modal.getByRole("alert").textContent()).toBe(SLUG_RULE);
    await expect.poll(() => slug.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => description(slug)).toContain(SLUG_RULE);
    await title.fill("Team");
    await expect.poll(() => slug.inputValue()).toBe("About Us!");
    // Creating is refused on the client: no request.
    let posted = 0;
    const countPosts = (r: { url(): string; method(): string }) => void (new URL(r.url()).pathname === "/api/pages" && r.method() === "POST" && posted++);
    page.on("request", countPosts);
    await modal.getByRole("button", { name: "Create Page" }).click();
    await expect.poll(focusedName).toBe("slug");
    expect(posted).toBe(0);
    await slug.fill("");
    await expect.poll(() => modal.getByRole("alert").textContent()).toBe("Page slug is required");

    // The counter turns orange above 140 characters.
    const meta = modal.getByLabel("Meta description");
    await meta.fill("x".repeat(140));
    const counter = modal.getByText("140/160");
    await expect.poll(() => counter.getAttribute("data-warning")).toBeNull();
    const normalColor = await counter.evaluate((el) => getComputedStyle(el).color);
    await meta.fill("x".repeat(141));
    const warning = modal.getByText("141/160");
    await expect.poll(() => warning.getAttribute("data-warning")).toBe("true");
    await expect.poll(() => warning.evaluate((el) => getComputedStyle(el).color)).not.toBe(normalColor);
    await meta.fill("y".repeat(200));
    await expect.poll(() => meta.inputValue()).toHaveLength(160);
    await expect.poll(() => modal.getByText("160/160").isVisible()).toBe(true);
    // The modal with an error and the warning showing passes the accessibility scan.
    expect(await axeViolations(page)).toEqual([]);

    // A slug the site already has: the server's answer sits next to the slug.
    await slug.fill("about-us");
    await meta.fill("");
    await modal.getByRole("button", { name: "Create Page" }).click();
    await modal.getByRole("alert").filter({ hasText: "A page with this slug already exists" }).waitFor();
    await expect.poll(focusedName).toBe("slug");
    expect(posted).toBe(1);

    // An empty title.
    await slug.fill("team");
    await title.fill("");
    await modal.getByRole("button", { name: "Create Page" }).click();
    await expect.poll(() => modal.getByRole("alert").textContent()).toBe("Page title is required");
    await expect.poll(focusedName).toBe("title");
    expect(posted).toBe(1);

    // Any other failure shows in the form banner.
    await title.fill("Team");
    await page.route("**/api/pages", (route) => route.abort("connectionrefused"));
    await modal.getByRole("button", { name: "Create Page" }).click();
    await modal.getByRole("alert").filter({ hasText: "Network error. Please check your connection and try again." }).waitFor();
    await page.unroute("**/api/pages");
    page.off("request", countPosts);
  });

  it("asks before discarding typed input, and opens empty again after closing", async () => {
    await aboutUsExists();
    ({ page } = await ownerPage(org));
    const modal = dialog();
    // A title typed into Create Page, as the journey before leaves it.
    await createNew(page, "New page");
    await modal.waitFor();
    await expect.poll(focusedName).toBe("title");
    await modal.getByLabel("Title").fill("Team");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("dialog", { name: "Discard changes?" });
    await discard.waitFor();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "detached" });
    await expect.poll(() => modal.getByLabel("Title").inputValue()).toBe("Team");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard" }).click();
    await modal.waitFor({ state: "detached" });
    // Nothing was created: the two starter policy pages and About us.
    expect((await api(org.host, "/api/pages", { token: org.owner.token })).body).toHaveLength(3);

    await createNew(page, "New page");
    await modal.waitFor();
    for (const label of ["Title", "Slug", "Meta description"]) await expect.poll(() => modal.getByLabel(label).inputValue()).toBe("");
    await expect.poll(() => modal.getByRole("alert").count()).toBe(0);
    // Nothing typed: closing asks nothing, and focus returns to the launcher.
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    // Radix gives focus back a tick after the dialog leaves the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Create New");
  });
});
