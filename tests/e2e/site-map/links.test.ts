import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, openEditorFrom, pageUrl, signInAsOwner } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";

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

  const selectorOf = async (dialog: Locator) => `#${await dialog.evaluate((el) => CSS.escape(el.id))}`;
  const warning = (scope: Locator, path: string) => scope.getByText(`${path} is not a page of this site`, { exact: false });

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    const made = await api(org.host, "/api/pages", { method: "POST", body: { title: pageTitle, slug: pageSlug }, token: org.owner.token });
    expect(made.status).toBe(201);
    // A menu item typed by slug, to a page that does not exist.
    const item = await api(org.host, "/api/menu-items", { method: "POST", body: { organization_id: org.id, display_name: itemName, url_name: "nowhere-yet", is_displayed: true }, token: org.owner.token });
    expect(item.status).toBe(201);
    ({ page } = await newPage(browser));
    await signInAsOwner(page, org);
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
    const options = await picker.locator("option").allTextContents();
    expect(options).toEqual(expect.arrayContaining([`${pageTitle} (/${pageSlug})`, "Blog (/blog)", "Help center (/help-center)"]));
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
    expect(await link.getAttribute("href")).toBe(`/${pageSlug}`);
    const [response] = await Promise.all([visitor.page.waitForResponse((r) => new URL(r.url()).pathname === `/${pageSlug}` && r.request().isNavigationRequest()), link.click()]);
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
    expect(await warning(editor, "https://example.com/elsewhere").count()).toBe(0);
    const picker = editor.getByRole("combobox", { name: "Link the button to a page of this site" });
    await page.waitForFunction((el) => !(el as HTMLSelectElement).disabled, await picker.elementHandle());
    await picker.selectOption(`/${pageSlug}`);
    expect(await url.inputValue()).toBe(`/${pageSlug}`);
    expect(await editor.getByText("is not a page of this site", { exact: false }).count()).toBe(0);
  });
});
