import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page, Response } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, markToastsSeen, newPage, newToast, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { announced, moveUntil } from "../../support/sortable";

/** The header and footer editors as the owner uses them (spec/site-admin.md §2.6, §4, §5, §7, §8; issue 11). */

/** What the header editor's journey saves, as the menu API answers it (the journeys after it start from this menu). */
const SAVED_MENU = [
  { display_name: "Company", url_name: "about-us", order: 0, is_displayed: true, is_displayed_on_footer: true, subs: [["Our team", 0, true]] },
  {
    display_name: "Services",
    url_name: "services",
    order: 10,
    is_displayed: false,
    is_displayed_on_footer: true,
    subs: [
      ["Hosting", 0, true],
      ["Web design", 10, true],
    ],
  },
];

/** A stored menu item's fields the editor sets, its sub-items as [name, order, shown]. */
const storedItem = ({ display_name, url_name, order, is_displayed, is_displayed_on_footer, submenu_items }: any) => ({
  display_name,
  url_name,
  order,
  is_displayed,
  is_displayed_on_footer,
  subs: submenu_items.map((s: any) => [s.name, s.order, s.is_displayed]),
});

describe("the header and footer editors", () => {
  let browser: Browser;
  /** The organization of the running test: a fresh one to build a menu on, or one with the menu built. */
  let org: TestOrg;
  let fresh: TestOrg;
  /** The header and footer as the first two journeys save them, made through the API. */
  let built: TestOrg;
  let context: BrowserContext;
  let page: Page;

  const dialog = (title: string) => page.getByRole("dialog", { name: title });
  /** A toast shown since the last markToastsSeen(page) (toasts stay a few seconds). */
  const toast = (text: string) => newToast(page, text);
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  /** A dialog as a CSS selector, for axe. */
  const selectorOf = async (dialog: Locator) => `#${await dialog.evaluate((el) => CSS.escape(el.id))}`;
  const itemNames = (editor: Locator) => rows(editor).evaluateAll((els) => els.map((el) => el.querySelector("[data-field=name]")?.textContent));
  const isApi = (r: Response, method: string, path: RegExp) => r.request().method() === method && path.test(new URL(r.url()).pathname);
  const waitApi = (method: string, path: RegExp) => page.waitForResponse((r) => isApi(r, method, path));
  const menu = async () => (await api(org.host, `/api/menu-items?organization_id=${org.id}`, { token: org.owner.token })).body.menu_items as any[];
  const settings = async () => {
    const body = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    return body.settings ?? body.organization?.settings;
  };
  const rows = (editor: Locator) => editor.locator("li[data-menu-item]");
  const row = (editor: Locator, name: string) => rows(editor).filter({ has: page.getByRole("button", { name: `Edit name: ${name}`, exact: true }) });

  const open = async (launcher: "Header" | "Footer") => {
    await createNew(page, launcher);
    const editor = dialog(`Edit ${launcher.toLowerCase()}`);
    await editor.waitFor();
    return editor;
  };

  /** Types a name into an add form and creates it; answers the POST's body. */
  const create = async (editor: Locator, label: string, name: string, path: RegExp, message: string) => {
    const form = editor.locator("form").filter({ has: page.getByLabel(label, { exact: true }) });
    await form.getByLabel(label, { exact: true }).fill(name);
    const [created] = await Promise.all([waitApi("POST", path), form.getByRole("button", { name: "Create" }).click()]);
    expect(created.status()).toBe(201);
    await toast(message).waitFor();
    // The field is empty again and keeps focus, ready for the next one.
    await expect
      .poll(() => form.getByLabel(label, { exact: true }).evaluate((el: HTMLInputElement) => el.value === "" && el === document.activeElement))
      .toBe(true);
    return created.request().postDataJSON();
  };

  const HEADER = { type: "transparent", background: "white", color: "gray-700", color_hover: "gray-900", menu_width: "7xl", menu_items_are_text: true };
  const GRID_FOOTER = { type: "grid", background: "gray-900", color: "gray-400", color_hover: "white" };
  /** Makes `target`'s menu and header what the first journey saves (and its footer `footer`, if given); answers `target`. */
  const buildMenu = async (target: TestOrg, footer?: Record<string, unknown>) => {
    const post = async (path: string, body: Record<string, unknown>) => {
      const made = await api(target.host, path, { method: "POST", token: target.owner.token, body: { organization_id: target.id, ...body } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body;
    };
    const company = (
      await post("/api/menu-items", { display_name: "Company", url_name: "about-us", order: 0, is_displayed: true, is_displayed_on_footer: true })
    ).menu_item;
    await post("/api/submenu-items", { menu_item_id: company.id, name: "Our team", url_name: "our-team", order: 0, is_displayed: true });
    const services = (
      await post("/api/menu-items", { display_name: "Services", url_name: "services", order: 10, is_displayed: false, is_displayed_on_footer: true })
    ).menu_item;
    await post("/api/submenu-items", { menu_item_id: services.id, name: "Hosting", url_name: "hosting", order: 0, is_displayed: true });
    await post("/api/submenu-items", { menu_item_id: services.id, name: "Web design", url_name: "web-design", order: 10, is_displayed: true });
    const { version } = (await api(target.host, `/api/organizations/${target.id}`, { token: target.owner.token })).body;
    const styled = await api(target.host, `/api/organizations/${target.id}`, {
      method: "PUT",
      token: target.owner.token,
      body: { version, settings: { header_style: HEADER, ...(footer && { footer_style: footer }) } },
    });
    expect(styled.status, JSON.stringify(styled.body)).toBe(200);
    return target;
  };
  /** The owner's page of the test's own, on `target`. */
  const openAs = async (target: TestOrg) => {
    org = target;
    ({ context, page } = await ownerPage(org));
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    fresh = await createOrg();
    built = await buildMenu(await createOrg(), GRID_FOOTER);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Builds a whole menu by keyboard and mouse, then saves: past 60 s twice at load 12-18 (27 November); a journey gets 120 s.
  it("builds the menu in the header editor, reorders, hides, renames inline, makes the header transparent and saves", { timeout: 240_000 }, async () => {
    await openAs(fresh);
    const editor = await open("Header");
    // Focus starts on the style choice, on the stored style (the default).
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("default");
    await expect.poll(() => editor.getByRole("radio", { name: "Default" }).isChecked()).toBe(true);
    await editor.getByText("No menu items found", { exact: true }).waitFor();
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);

    // Spec §5: a name that is empty after trimming cannot be created.
    await editor.getByLabel("New menu item", { exact: true }).fill("   ");
    await expect.poll(() => editor.getByRole("button", { name: "Create" }).isDisabled()).toBe(true);

    expect(await create(editor, "New menu item", "Services", /^\/api\/menu-items$/, 'Menu item "Services" created successfully')).toEqual({
      organization_id: org.id,
      display_name: "Services",
      url_name: "services",
      order: 0,
      is_displayed: true,
      is_displayed_on_footer: true,
    });
    await editor.getByRole("button", { name: "Add submenu item to Services" }).click();
    const subPost = await create(
      editor,
      "New submenu item under Services",
      "Web design",
      /^\/api\/submenu-items$/,
      'Submenu item "Web design" created successfully',
    );
    expect(subPost).toMatchObject({ organization_id: org.id, name: "Web design", url_name: "web-design", order: 0, is_displayed: true });
    expect(
      await create(editor, "New submenu item under Services", "Hosting", /^\/api\/submenu-items$/, 'Submenu item "Hosting" created successfully'),
    ).toMatchObject({ name: "Hosting", order: 10 });
    await page.keyboard.press("Escape"); // closes the add form, not the editor
    await editor.getByRole("button", { name: "Add submenu item to Services" }).waitFor();

    expect(await create(editor, "New menu item", "About Us", /^\/api\/menu-items$/, 'Menu item "About Us" created successfully')).toMatchObject({
      url_name: "about-us",
      order: 10,
    });
    await editor.getByRole("button", { name: "Add submenu item to About Us" }).click();
    await create(editor, "New submenu item under About Us", "Our team", /^\/api\/submenu-items$/, 'Submenu item "Our team" created successfully');
    await page.keyboard.press("Escape");

    // The shared delete confirmation, for a menu item.
    await create(editor, "New menu item", "Temporary", /^\/api\/menu-items$/, 'Menu item "Temporary" created successfully');
    await editor.getByRole("button", { name: "Delete Temporary" }).click();
    const confirm = dialog("Delete menu item?");
    await confirm.waitFor();
    await expect.poll(() => confirm.textContent()).toContain("“Temporary” will be removed from the header and the footer.");
    expect(await axeViolations(page, await selectorOf(confirm))).toEqual([]);
    const [deleted] = await Promise.all([waitApi("DELETE", /^\/api\/menu-items\/\d+$/), confirm.getByRole("button", { name: "Delete" }).click()]);
    expect(deleted.status()).toBe(200);
    await toast('Menu item "Temporary" deleted successfully').waitFor();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => rows(editor).count()).toBe(2);

    // Menu items: About Us to the top with the keyboard; nothing is sent until Save.
    const itemsRegion = editor.locator('[data-live-region="menu-items"]');
    const puts: string[] = [];
    page.on("request", (r) => r.method() === "PUT" && puts.push(new URL(r.url()).pathname));
    await editor.getByRole("button", { name: "Reorder About Us" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(itemsRegion)).toMatch(/^(Picked up About Us, position 2 of 2\.|About Us is over position 2 of 2\.)$/);
    await moveUntil(page, itemsRegion, "ArrowUp", "About Us is over position 1 of 2.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(itemsRegion)).toBe("About Us dropped at position 1 of 2.");
    await expect.poll(() => itemNames(editor)).toEqual(["Edit name: About Us", "Edit name: Services"]);
    expect(puts).toEqual([]);

    // Submenu items: Hosting above Web design, sent at once as multiples of 10.
    const services = row(editor, "Services");
    const subRegion = services.locator('[data-live-region^="submenu-"]');
    await services.getByRole("button", { name: "Reorder Hosting in Services" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(subRegion)).toMatch(/^(Picked up Hosting, position 2 of 2\.|Hosting is over position 2 of 2\.)$/);
    await moveUntil(page, subRegion, "ArrowUp", "Hosting is over position 1 of 2.");
    const orderPuts = Promise.all([
      waitApi("PUT", /^\/api\/menu-items\/\d+$/),
      page.waitForResponse((r) => isApi(r, "PUT", /^\/api\/menu-items\/\d+$/) && r.request().postDataJSON().order === 10),
    ]);
    await page.keyboard.press("Space");
    const sent = (await orderPuts).map((r) => r.request().postDataJSON());
    expect(sent).toEqual([
      { order: 0, kind: "submenu" },
      { order: 10, kind: "submenu" },
    ]);
    await toast("Submenu order updated successfully").waitFor();
    await expect
      .poll(() => services.locator("li[data-submenu-item]").allTextContents())
      .toEqual([expect.stringContaining("Hosting"), expect.stringContaining("Web design")]);

    // Hide Services in the header: one field, saved at once.
    const [hidden] = await Promise.all([
      waitApi("PUT", /^\/api\/menu-items\/\d+$/),
      services.getByRole("switch", { name: "Show Services in the header" }).click(),
    ]);
    expect(hidden.request().postDataJSON()).toEqual({ is_displayed: false, kind: "menu_item" });
    expect(hidden.status()).toBe(200);
    await expect.poll(() => services.getByRole("switch", { name: "Show Services in the header" }).getAttribute("aria-checked")).toBe("false");
    await services.getByText("Hidden", { exact: true }).waitFor();

    // Inline rename: Escape cancels (nothing sent), Enter commits.
    const before = puts.length;
    await editor.getByRole("button", { name: "Edit name: About Us", exact: true }).click();
    const nameField = editor.getByLabel("Name of About Us");
    await nameField.fill("About them");
    await page.keyboard.press("Escape");
    await editor.getByRole("button", { name: "Edit name: About Us", exact: true }).waitFor();
    await expect.poll(() => focused()).toBe("Edit name: About Us");
    await expect.poll(() => editor.isVisible()).toBe(true);
    expect(puts.length).toBe(before);
    await editor.getByRole("button", { name: "Edit name: About Us", exact: true }).click();
    await nameField.fill("Company");
    const [renamed] = await Promise.all([waitApi("PUT", /^\/api\/menu-items\/\d+$/), page.keyboard.press("Enter")]);
    expect(renamed.request().postDataJSON()).toEqual({ display_name: "Company", kind: "menu_item" });
    await editor.getByRole("button", { name: "Edit name: Company", exact: true }).waitFor();

    // Transparent header, and the Style Settings panel open for the accessibility check.
    await editor.getByRole("radio", { name: "Transparent" }).check();
    await editor.getByRole("button", { name: "Style Settings" }).click();
    await editor.getByRole("button", { name: /^Hover colour/ }).click();
    await editor.getByRole("group", { name: "Hover colour palette" }).waitFor();
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    await page.keyboard.press("Escape"); // closes the palette only
    await editor.getByRole("button", { name: /^Hover colour/ }).waitFor();
    await expect.poll(() => editor.getByRole("group", { name: "Hover colour palette" }).count()).toBe(0);

    await markToastsSeen(page);
    const saving = Promise.all([
      waitApi("PUT", new RegExp(`^/api/organizations/${org.id}$`)),
      page.waitForResponse((r) => isApi(r, "PUT", /^\/api\/menu-items\/\d+$/) && r.request().postDataJSON().order === 10),
    ]);
    await editor.getByRole("button", { name: "Save" }).click();
    const [styleSave, orderSave] = await saving;
    expect(styleSave.status()).toBe(200);
    expect(styleSave.request().postDataJSON().settings.header_style).toMatchObject({
      type: "transparent",
      background: "white",
      color: "gray-700",
      color_hover: "gray-900",
      menu_width: "7xl",
      menu_items_are_text: true,
    });
    expect(orderSave.status()).toBe(200);
    await toast("Header style updated successfully").waitFor();
    await editor.waitFor({ state: "detached" });
    // Stored exactly as saved (the journeys after this one start from this menu, made through the API).
    const items = await menu();
    expect(items.map(storedItem)).toEqual(SAVED_MENU);
    expect((await settings()).header_style).toMatchObject(HEADER);
  });

  it("switches the footer to the grid layout and saves", async () => {
    await openAs(await buildMenu(await createOrg()));
    const editor = await open("Footer");
    await expect.poll(() => editor.getByRole("radio", { name: "Default" }).isChecked()).toBe(true);
    // The footer's visibility is its own: Services is hidden in the header only.
    await expect.poll(() => row(editor, "Services").getByRole("switch", { name: "Show Services in the footer" }).getAttribute("aria-checked")).toBe("true");
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    await editor.getByRole("radio", { name: "Grid" }).check();
    await markToastsSeen(page);
    const [saved] = await Promise.all([waitApi("PUT", new RegExp(`^/api/organizations/${org.id}$`)), editor.getByRole("button", { name: "Save" }).click()]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON().settings.footer_style).toMatchObject({
      type: "grid",
      background: "gray-900",
      color: "gray-400",
      color_hover: "white",
    });
    await toast("Footer style updated successfully").waitFor();
    await editor.waitFor({ state: "detached" });
    expect((await settings()).footer_style).toMatchObject(GRID_FOOTER);
  });

  it("stores exactly what was saved", async () => {
    await openAs(built);
    const items = await menu();
    expect(items.map(storedItem)).toEqual(SAVED_MENU);
    const stored = await settings();
    expect(stored.header_style).toMatchObject({ type: "transparent", menu_width: "7xl" });
    expect(stored.footer_style).toMatchObject({ type: "grid" });

    // Opened again, the editors show the stored state.
    const editor = await open("Header");
    await expect.poll(() => editor.getByRole("radio", { name: "Transparent" }).isChecked()).toBe(true);
    await expect.poll(() => itemNames(editor)).toEqual(["Edit name: Company", "Edit name: Services"]);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
  });

  it("shows a signed-out visitor what the owner saved: the transparent header with its menu, the grid footer", async () => {
    org = built;
    const visitor = await newPage(browser, { width: 1280, height: 900 });
    await visitor.page.goto(pageUrl(org.host, "/"));
    const header = visitor.page.locator('header[data-site-header][data-header-style="transparent"]');
    await header.waitFor();
    // Services is hidden in the header; Company keeps its one submenu item as a small dropdown.
    const nav = visitor.page.getByRole("navigation", { name: "Main menu" });
    await expect.poll(() => nav.locator(":scope > ul > li").allInnerTexts()).toEqual(["Company"]);
    await nav.getByRole("button", { name: "Company" }).hover();
    const dropdown = visitor.page.locator('[data-panel="dropdown"]');
    await dropdown.getByRole("link", { name: "Our team" }).waitFor();
    expect(await axeViolations(visitor.page, "header[data-site-header]")).toEqual([]);
    // The footer shows every item shown there, Services' submenu in its new order.
    const footer = visitor.page.locator('footer[data-site-footer][data-footer-layout="grid"]');
    await expect.poll(() => footer.getByRole("link").allInnerTexts()).toEqual(expect.arrayContaining(["Our team", "Hosting", "Web design"]));
    const links = await footer.getByRole("link").allInnerTexts();
    expect(links.indexOf("Hosting")).toBeLessThan(links.indexOf("Web design"));
    await visitor.context.close();
  });

  it("undoes the style choice and the menu order with Ctrl+Z, redoes with Ctrl+Shift+Z, and closes without asking once all is undone (issue 19 §6)", async () => {
    await openAs(built);
    const editor = await open("Header");
    const checked = (name: string) => editor.getByRole("radio", { name }).isChecked();
    await expect.poll(() => checked("Transparent")).toBe(true);

    // A style choice: focus stays on the radio, which has no text undo of its own.
    await editor.getByRole("radio", { name: "Fixed" }).check();
    await expect.poll(() => checked("Fixed")).toBe(true);
    await page.keyboard.press("Control+z");
    await expect.poll(() => checked("Transparent")).toBe(true);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => checked("Fixed")).toBe(true);
    await expect.poll(() => editor.getByRole("button", { name: "Undo", exact: true }).isEnabled()).toBe(true);

    // A drag of the menu order, from the keyboard, is one step too.
    const itemsRegion = editor.locator('[data-live-region="menu-items"]');
    await editor.getByRole("button", { name: "Reorder Services" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(itemsRegion)).toMatch(/^(Picked up Services, position 2 of 2\.|Services is over position 2 of 2\.)$/);
    await moveUntil(page, itemsRegion, "ArrowUp", "Services is over position 1 of 2.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(itemsRegion)).toBe("Services dropped at position 1 of 2.");
    await expect.poll(() => itemNames(editor)).toEqual(["Edit name: Services", "Edit name: Company"]);
    await page.keyboard.press("Control+z");
    await expect.poll(() => itemNames(editor)).toEqual(["Edit name: Company", "Edit name: Services"]);
    await expect.poll(() => checked("Fixed")).toBe(true);
    await page.keyboard.press("Control+z");
    await expect.poll(() => checked("Transparent")).toBe(true);
    await expect.poll(() => editor.getByRole("button", { name: "Undo", exact: true }).isDisabled()).toBe(true);

    // Nothing is left to save: Cancel closes at once, and nothing was stored.
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => dialog("Discard changes?").count()).toBe(0);
    expect((await settings()).header_style).toMatchObject({ type: "transparent" });
    expect((await menu()).map((item) => item.display_name)).toEqual(["Company", "Services"]);
  });

  it("shows the spec's messages when something fails, and asks before dropping unsaved changes", async () => {
    await openAs(built);
    const editor = await open("Header");
    const services = row(editor, "Services");

    // A refused visibility change: the banner, and the switch goes back.
    await page.route("**/api/menu-items/*", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, json: { error: "Failed to update menu item" } }) : route.fallback(),
    );
    await services.getByRole("switch", { name: "Show Services in the header" }).click();
    await editor.getByRole("alert").filter({ hasText: "Failed to update menu item visibility." }).waitFor();
    await expect.poll(() => services.getByRole("switch", { name: "Show Services in the header" }).getAttribute("aria-checked")).toBe("false");

    // A refused submenu order: the toast, and the list as stored again.
    await markToastsSeen(page);
    const subRegion = services.locator('[data-live-region^="submenu-"]');
    await services.getByRole("button", { name: "Reorder Web design in Services" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(subRegion)).toMatch(/^(Picked up Web design, position 2 of 2\.|Web design is over position 2 of 2\.)$/);
    await moveUntil(page, subRegion, "ArrowUp", "Web design is over position 1 of 2.");
    const refetched = page.waitForResponse((r) => isApi(r, "GET", /^\/api\/menu-items$/));
    await page.keyboard.press("Space");
    await toast("Failed to update submenu order").waitFor();
    await refetched;
    await expect
      .poll(() => services.locator("li[data-submenu-item]").allTextContents())
      .toEqual([expect.stringContaining("Hosting"), expect.stringContaining("Web design")]);
    await page.unroute("**/api/menu-items/*");

    // An inline edit refused by the server: 'Failed to update submenu {field}.'
    await page.route("**/api/submenu-items/*", (route) => route.fulfill({ status: 500, json: {} }));
    await services.getByRole("button", { name: "Edit slug of Hosting: /hosting" }).click();
    await editor.getByLabel("Slug of Hosting").fill("Web Hosting!");
    await page.keyboard.press("Enter");
    await editor.getByRole("alert").filter({ hasText: "Failed to update submenu slug." }).waitFor();
    await services.getByRole("button", { name: "Edit slug of Hosting: /hosting" }).waitFor();
    await page.unroute("**/api/submenu-items/*");

    // The session is gone: Save says so and keeps the editor open.
    await editor.getByRole("radio", { name: "Fixed" }).check();
    await context.clearCookies();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByRole("alert").filter({ hasText: "No active session found. Please log in again." }).waitFor();

    // Unsaved changes ask before closing.
    await editor.getByRole("button", { name: "Cancel" }).click();
    const discard = dialog("Discard changes?");
    await discard.waitFor();
    await discard.getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    expect((await settings()).header_style).toMatchObject({ type: "transparent" });
  });
});
