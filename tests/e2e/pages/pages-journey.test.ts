import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, createNew } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { announced, moveUntil } from "../../support/sortable";

/**
 * Issue 8's journey, as a new owner does it: a 404 becomes a page through Create
 * Page; "Add section here" puts a heading and a template section on it at the
 * places chosen; Manage Page Layout reorders them; a visitor sees that order.
 */
describe("a page made of blocks", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const heading = unique("Meet the team ");
  const section = unique("What we do ");

  const dialog = (name: string | RegExp) => page.getByRole("dialog", { name });
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${text}$`) });
  /** The block titles of the page in page order, as the server renders them. */
  const blockTitles = async (p: Page) => p.locator("[data-block-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-block-title")));

  /** A page made through the API, as the journey before leaves it (About us, on a path of the test's own); answers its path. */
  const aboutPage = async () => {
    const slug = unique("about-").toLowerCase();
    const created = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "About us", slug } });
    expect(created.status).toBe(201);
    return `/${slug}`;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates the page About us from its 404 and lands on it", async () => {
    ({ page } = await ownerPage(org));
    const response = await page.goto(pageUrl(org.host, "/about-us"));
    expect(response?.status()).toBe(404);
    await page.getByText(org.name).first().waitFor();
    await page.getByRole("button", { name: "Create this page" }).click();
    const create = dialog(/Create Page/);
    await create.waitFor();
    await create.getByLabel("Title").fill("About us");
    await expect.poll(() => create.getByLabel("Slug").inputValue()).toBe("about-us");
    // Created from its own 404: the browser loads the address afresh once the page exists.
    const loaded = page.waitForEvent("load");
    await create.getByRole("button", { name: "Create Page" }).click();
    await loaded;
    expect(page.url()).toBe(pageUrl(org.host, "/about-us"));
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    await expect.poll(() => page.title()).toContain("About us");
    await page.getByRole("button", { name: "Add your first section" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("adds a heading, then a template section above it, each where it was asked", async () => {
    ({ page } = await ownerPage(org, { path: await aboutPage() }));
    await page.getByRole("button", { name: "Add your first section" }).click();
    await page.getByRole("menuitem", { name: "Heading section" }).click();
    const headingEditor = dialog(/Create Heading Section/);
    await headingEditor.waitFor();
    await headingEditor.getByLabel("Heading name").fill(heading);
    await headingEditor.getByLabel("Description").first().click();
    await page.keyboard.type("The people behind the product.");
    await headingEditor.getByRole("button", { name: "Create", exact: true }).click();
    await toast("Heading section created").waitFor();
    await headingEditor.waitFor({ state: "detached" });
    await expect.poll(() => blockTitles(page)).toEqual([heading]);

    // "Add section here" above the heading (the first insert place).
    await page.getByRole("button", { name: "Add section here" }).first().click();
    await page.getByRole("menuitem", { name: "Template section" }).click();
    const sectionEditor = dialog("Create Template Section");
    await sectionEditor.waitFor();
    await sectionEditor.getByLabel("Section title").fill(section);
    await sectionEditor.getByRole("button", { name: "Create", exact: true }).click();
    await toast("Section created").waitFor();
    await sectionEditor.waitFor({ state: "detached" });
    await expect.poll(() => blockTitles(page)).toEqual([section, heading]);
    // The new block is brought into view and its Edit button has focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Edit section: ${section}`);

    // A block's Edit control outlines the block it belongs to while hovered or focused.
    const headingFrame = page.locator('[data-block-type="heading_section"]');
    const outline = () => headingFrame.evaluate((el) => getComputedStyle(el).outlineStyle);
    // Once the 2 s highlight of the blocks just saved is over.
    await expect.poll(() => page.locator("[data-block-highlight]").count()).toBe(0);
    await page.getByRole("heading", { level: 2, name: section }).hover();
    await expect.poll(outline).toBe("none");
    await page.getByRole("button", { name: `Edit heading: ${heading}` }).hover();
    await expect.poll(outline).toBe("solid");
  });

  it("reorders them in Manage Page Layout, and a visitor sees the new order", async () => {
    // The blocks the journey before adds: the template section above the heading.
    const path = await aboutPage();
    const post = async (route: string, body: Record<string, unknown>) =>
      expect((await api(org.host, route, { method: "POST", token: org.owner.token, body: { url_page: path, ...body } })).status).toBe(201);
    await post("/api/template-sections", { section_title: section, order: 10 });
    await post("/api/template-heading-sections", { name: heading, description_text: "<p>The people behind the product.</p>", order: 20 });
    ({ page } = await ownerPage(org, { path }));
    await createNew(page, "Page layout");
    const layout = dialog(/Manage Page Layout/);
    await layout.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard drag: pick up the heading, move it up one place, drop it.
    await layout.getByRole("button", { name: `Reorder ${heading}` }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(layout)).toMatch(new RegExp(`^(Picked up ${heading}, position 2 of 2\\.|${heading} is over position 2 of 2\\.)$`));
    await moveUntil(page, layout, "ArrowUp", `${heading} is over position 1 of 2.`);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(layout)).toBe(`${heading} dropped at position 1 of 2.`);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      layout.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await layout.waitFor({ state: "detached" });

    const layoutRead = await api(org.host, `/api/page-layout?organization_id=${org.id}&url_page=${path}`, { token: org.owner.token });
    expect(layoutRead.body.map((b: { title: string }) => b.title)).toEqual([heading, section]);

    const visitor = await newPage(browser);
    expect((await visitor.page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
    await expect.poll(() => blockTitles(visitor.page)).toEqual([heading, section]);
    await expect.poll(() => visitor.page.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
    await expect.poll(() => visitor.page.getByRole("button", { name: /Add section here|Edit section|Edit heading/ }).count()).toBe(0);
    await visitor.context.close();
  });
});
