import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, openEditorFrom, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * Links by choice, not by typed slug: the menu editor and the link fields offer
 * the site's pages, posts, blog and help center, and say when a typed path is
 * no page of the site (it would lead to "Page not found").
 */
describe("links to the site's pages", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const pageTitle = unique("Our story ");
  const pageSlug = unique("story-");
  const itemName = unique("Contact ");
  const postTitle = unique("Rye at home ");
  const headingName = unique("Visit us ");
  /** The blog post's path, as the site map gives it ("/rye-at-home-…"). */
  let postPath = "";

  const selectorOf = async (dialog: Locator) => `#${await dialog.evaluate((el) => CSS.escape(el.id))}`;
  const warning = (scope: Locator, path: string) => scope.getByText(`${path} is not a page of this site`, { exact: false });
  const anyWarning = (scope: Locator) => scope.getByText("is not a page of this site", { exact: false });
  /** The texts of a picker's options, once the site's pages have loaded. */
  const optionsOf = async (picker: Locator) => {
    await page.waitForFunction((el) => !(el as HTMLSelectElement).disabled, await picker.elementHandle());
    return picker.locator("option").allTextContents();
  };
  /** What the field's aria-describedby names, as text. */
  const descriptionOf = async (field: Locator) => {
    const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
    return ids.length ? (await page.locator(ids.map((id) => `[id="${id}"]`).join(",")).allTextContents()).join(" ") : "";
  };
  /** Closes an editor with unsaved changes: Cancel, then Discard. */
  const discard = async (editor: Locator) => {
    await editor.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
  };
  const settings = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const openSettings = async (tab: string) => {
    await createNew(page, "Global settings");
    await settings().getByRole("tab", { name: tab, exact: true }).click();
  };
  /** Saves Global Settings, closes it, and returns what was sent. */
  const saveSettings = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`),
      settings().getByRole("button", { name: "Save" }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    await settings().getByText("Unsaved changes").waitFor({ state: "detached" });
    await settings().getByRole("button", { name: "Cancel" }).click();
    await settings().waitFor({ state: "detached" });
    return response.request().postDataJSON();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    const made = await api(org.host, "/api/pages", { method: "POST", body: { title: pageTitle, slug: pageSlug }, token: org.owner.token });
    expect(made.status).toBe(201);
    // A menu item typed by slug, to a page that does not exist.
    const item = await api(org.host, "/api/menu-items", {
      method: "POST",
      body: { organization_id: org.id, display_name: itemName, url_name: "nowhere-yet", is_displayed: true },
      token: org.owner.token,
    });
    expect(item.status).toBe(201);
    const post = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      body: { title: postTitle, content: "<p>News.</p>", display_config: { display_as_blog_post: true } },
    });
    expect(post.status).toBe(201);
    const heading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", name: headingName, description_text: "<p>Come by.</p>" },
    });
    expect(heading.status).toBe(201);
    const map = await api(org.host, `/api/organizations/${org.id}/site-map`, { token: org.owner.token });
    expect(map.status).toBe(200);
    postPath = map.body.posts.blog.find((node: { title: string }) => node.title === postTitle).path;
    expect(postPath).toMatch(/^\/rye-at-home-/);
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the menu editor warns about a slug that is no page, and links the item to a page picked from the list", async () => {
    await createNew(page, "Header");
    const editor = page.getByRole("dialog", { name: "Edit header" });
    await editor.waitFor();
    await warning(editor, "/nowhere-yet").waitFor();
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);

    const picker = editor.getByRole("combobox", { name: `Link ${itemName} to a page of this site` });
    await page.waitForFunction((el) => !(el as HTMLSelectElement).disabled, await picker.elementHandle());
    await expect
      .poll(() => picker.locator("option").allTextContents())
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)"]));
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PUT" && /\/api\/menu-items\/\d+$/.test(new URL(r.url()).pathname)),
      picker.selectOption(`/${pageSlug}`),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({ url_name: pageSlug });
    await warning(editor, "/nowhere-yet").waitFor({ state: "detached" });
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });

    // A visitor's header links the item to the page, which opens.
    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/"));
    const link = visitor.page.locator("header").getByRole("link", { name: itemName }).first();
    await expect.poll(() => link.getAttribute("href")).toBe(`/${pageSlug}`);
    const [response] = await Promise.all([
      visitor.page.waitForResponse((r) => new URL(r.url()).pathname === `/${pageSlug}` && r.request().isNavigationRequest()),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    await visitor.page.getByRole("heading", { name: pageTitle }).first().waitFor();
    await visitor.context.close();
  });

  it("the hero's button link warns about a typed path that is no page, and takes a page from the list", async () => {
    const editor = await openEditorFrom(page, `Edit hero: ${org.name}`, /Edit Hero Section/);
    await editor.getByRole("button", { name: /^Button/ }).click();
    const url = editor.getByLabel("Link", { exact: true });
    await url.fill("/no-such-page");
    await warning(editor, "/no-such-page").waitFor();
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    // A full address or an existing page is no warning.
    await url.fill("https://example.com/elsewhere");
    await expect.poll(() => warning(editor, "https://example.com/elsewhere").count()).toBe(0);
    const picker = editor.getByRole("combobox", { name: "Link the button to a page of this site" });
    await page.waitForFunction((el) => !(el as HTMLSelectElement).disabled, await picker.elementHandle());
    await picker.selectOption(`/${pageSlug}`);
    await expect.poll(() => url.inputValue()).toBe(`/${pageSlug}`);
    await expect.poll(() => editor.getByText("is not a page of this site", { exact: false }).count()).toBe(0);
    await discard(editor);
  });

  it("Global Settings → Banners: the link address offers the site's pages and warns about a typed path that is no page", async () => {
    await openSettings("Banners");
    const banners = settings().getByRole("region", { name: "Banners" });
    await banners.getByRole("button", { name: "Add banner" }).click();
    await banners.getByLabel("Text", { exact: true }).fill("Spring sale");
    const address = banners.getByLabel("Link address");
    await address.fill("/offers");
    await warning(banners, "/offers").waitFor();
    await expect.poll(() => descriptionOf(address)).toContain("/offers is not a page of this site: visitors who follow this link find “Page not found”.");
    expect(await axeViolations(page, await selectorOf(settings()))).toEqual([]);
    // A full address is no warning.
    await address.fill("https://shop.example/sale");
    await expect.poll(() => anyWarning(banners).count()).toBe(0);

    const picker = banners.getByRole("combobox", { name: "Link the banner to a page of this site" });
    await expect
      .poll(() => optionsOf(picker))
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)", `${postTitle} (${postPath})`]));
    await picker.selectOption(postPath);
    await expect.poll(() => address.inputValue()).toBe(postPath);
    await expect.poll(() => anyWarning(banners).count()).toBe(0);
    const sent = await saveSettings();
    expect(sent.banners).toEqual([
      expect.objectContaining({ content: expect.objectContaining({ text: "Spring sale", link: expect.objectContaining({ url: postPath }) }) }),
    ]);
  });

  it("Global Settings → Menu: the page address offers the site's pages and warns about a slug that is no page", async () => {
    await openSettings("Menu");
    const items = settings().getByRole("region", { name: "Menu items" });
    await items.getByRole("button", { name: itemName, exact: true }).click();
    const slug = items.getByLabel("Page address (slug)");
    await slug.fill("nowhere-yet");
    await warning(items, "/nowhere-yet").waitFor();
    await expect.poll(() => descriptionOf(slug)).toContain("/nowhere-yet is not a page of this site");
    expect(await axeViolations(page, await selectorOf(settings()))).toEqual([]);

    const picker = items.getByRole("combobox", { name: "Link the menu item to a page of this site" });
    await expect
      .poll(() => optionsOf(picker))
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)", `${postTitle} (${postPath})`]));
    // The slug is the path without its "/".
    await picker.selectOption(postPath);
    await expect.poll(() => slug.inputValue()).toBe(postPath.slice(1));
    await warning(items, "/nowhere-yet").waitFor({ state: "detached" });
    await expect.poll(() => anyWarning(items).count()).toBe(0);
    const sent = await saveSettings();
    expect(sent.menu_items).toEqual([expect.objectContaining({ display_name: itemName, url_name: postPath.slice(1) })]);
  });

  it("Global Settings → Hero Section: the button link warns about a typed path that is no page, and takes a page from the list", async () => {
    await openSettings("Hero Section");
    const url = settings().getByLabel("Button link");
    await url.fill("/no-such-page");
    await warning(settings(), "/no-such-page").waitFor();
    expect(await axeViolations(page, await selectorOf(settings()))).toEqual([]);
    const picker = settings().getByRole("combobox", { name: "Link the button to a page of this site" });
    await expect
      .poll(() => optionsOf(picker))
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)", `${postTitle} (${postPath})`]));
    await picker.selectOption("/help-center");
    await expect.poll(() => url.inputValue()).toBe("/help-center");
    await expect.poll(() => anyWarning(settings()).count()).toBe(0);
    const sent = await saveSettings();
    expect(sent.heroData).toMatchObject({ button_style: { url: "/help-center" } });
  });

  it("the heading's URL warns about a typed path that is no page, and takes a page from the list", async () => {
    const editor = await openEditorFrom(page, `Edit heading: ${headingName}`, "Edit Heading Section");
    const url = editor.getByLabel("URL", { exact: true });
    await url.fill("/no-such-page");
    await warning(editor, "/no-such-page").waitFor();
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    const picker = editor.getByRole("combobox", { name: "Link the button to a page of this site" });
    await expect
      .poll(() => optionsOf(picker))
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)", `${postTitle} (${postPath})`]));
    await picker.selectOption(`/${pageSlug}`);
    await expect.poll(() => url.inputValue()).toBe(`/${pageSlug}`);
    await expect.poll(() => anyWarning(editor).count()).toBe(0);
    await discard(editor);
  });

  it("the post editor's link popover offers the site's pages and warns about a typed path that is no page", async () => {
    await createNew(page, "New post");
    const editor = page.getByRole("dialog", { name: /New Post/ });
    await editor.waitFor();
    const content = editor.getByRole("textbox", { name: "Content" });
    await content.click();
    await page.keyboard.type("Read our story");
    await page.keyboard.press("Shift+Home");
    await editor.getByRole("button", { name: "Link" }).click();
    const popover = page.getByRole("dialog", { name: "Link", exact: true });
    const url = popover.getByLabel("Link URL");
    await url.fill("/no-such-story");
    await warning(popover, "/no-such-story").waitFor();
    expect(await axeViolations(page, '[data-testid="post-editor"]')).toEqual([]);
    // A bare domain is stored as https://…: no path of this site, no warning.
    await url.fill("example.com");
    await expect.poll(() => anyWarning(popover).count()).toBe(0);

    const picker = popover.getByRole("combobox", { name: "Link to a page of this site" });
    await expect
      .poll(() => optionsOf(picker))
      .toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)", `${postTitle} (${postPath})`]));
    await picker.selectOption(`/${pageSlug}`);
    await expect.poll(() => url.inputValue()).toBe(`/${pageSlug}`);
    await expect.poll(() => anyWarning(popover).count()).toBe(0);
    await popover.getByRole("button", { name: "Apply" }).click();
    await popover.waitFor({ state: "detached" });
    const link = content.locator("a", { hasText: "Read our story" });
    await expect.poll(() => link.getAttribute("href")).toBe(`/${pageSlug}`);
  });
});
