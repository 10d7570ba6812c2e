import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { api, createOrg, member, unique, type TestOrg } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";
import { variantServer } from "../../support/variants";

/**
 * Issue 42, item 2: the owner opens "Translate site-wide texts" from the command palette, switches to the page's
 * texts and back, translates a menu item (Ctrl+Enter saves it): its badge turns Translated, and the site-wide
 * status counts it; Global Settings → General shows the status beside German. An editor (the role: owners and admins
 * save the site-wide texts) gets no scope switch, and a link to the site-wide texts opens the page's with a note.
 */
describe("the translation view's site-wide texts", () => {
  let org: TestOrg;
  let menuItemId: number;

  beforeAll(async () => {
    org = await createOrg(unique("Konditorei "), await variantServer("translate"), { language: "en", supportedLocales: ["en", "de"] });
    const created = await api(org.host, "/api/menu-items", {
      method: "POST",
      token: org.owner.token,
      port: org.port,
      body: { display_name: "Our cakes", url_name: "cakes" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    menuItemId = created.body.menu_item.id;
  }, 200_000);

  it("opens on the site-wide texts, translates a menu item, and its badge and the status change", async () => {
    const { page } = await ownerPage(org);
    await page.getByRole("button", { name: "Create New" }).waitFor();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("translate");
    await palette.getByRole("option", { name: /Translate site-wide texts/ }).click();
    await page.getByRole("dialog", { name: "Translate site-wide texts" }).waitFor();
    // The same dialog either scope (its title names the scope).
    const view = page.getByRole("dialog", { name: /^Translate (site-wide texts|this page)$/ });
    const row = view.locator(`li[data-field="menu_item:${menuItemId}:display_name:de"]`);
    await row.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await view.getByText(/Menus, FAQs and banners appear on every page/).waitFor();
    const status = view.getByRole("list", { name: "Translation" });
    await status.getByText(/^German: 0 of 1 translated/).waitFor();
    expect(await axeViolations(page, '[role="dialog"]'), "the site-wide texts").toEqual([]);

    // The scope switch: this page's texts (none here), then the site-wide texts again.
    await view.getByRole("radio", { name: "This page" }).check();
    await page.getByRole("dialog", { name: "Translate this page" }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await view.getByRole("radio", { name: "Site-wide texts" }).check();
    await row.locator("[data-badge]", { hasText: "Missing" }).waitFor();

    const field = row.getByRole("textbox");
    await field.fill("Unsere Torten");
    await field.press("Control+Enter");
    await row.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    await status.getByText(/^German: 1 of 1 translated/).waitFor();
    expect(await axeViolations(page, '[role="dialog"]'), "a translated menu item").toEqual([]);
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    const stored = await api(org.host, "/api/translation-view/site-texts", { token: org.owner.token, port: org.port });
    expect(stored.body.translation.de).toEqual({ translated: 1, outdated: 0, missing: 0, total: 1 });
  });

  it("shows the site-wide texts' status beside each language in Global Settings → General", async () => {
    const { page } = await ownerPage(org, { path: "/#open=settings" });
    const settings = page.getByRole("dialog", { name: /^Global Settings/ });
    await settings.waitFor();
    await settings.locator('li[data-language="de"] [data-site-texts="de"]', { hasText: "Site-wide texts: 1 of 1 translated" }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]'), "General with the site-wide status").toEqual([]);
  });

  it("offers an editor this page's texts only: a link to the site-wide texts opens the page's with a note, the palette has no site-wide entry", async () => {
    // On the test server (its members are made through its outbox): an organization of its own.
    const shop = await createOrg(unique("Bäckerei "), undefined, { language: "en", supportedLocales: ["en", "de"] });
    const { page } = await memberPage(shop, await member(shop, "editor"), { path: "/#open=translate-site" });
    const view = page.getByRole("dialog", { name: "Translate this page" });
    await view.waitFor();
    await view.getByText("Only owners and admins translate site-wide texts (menus, FAQs and banners). These are this page's texts.").waitFor();
    expect(await view.getByRole("radio", { name: "Site-wide texts" }).count()).toBe(0);
    expect(await view.getByRole("radio", { name: "This page" }).count()).toBe(0);
    expect(await axeViolations(page, '[role="dialog"]'), "an editor's translation view with the note").toEqual([]);
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("translate");
    const translatePage = palette.getByRole("option", { name: /Translate this page/ });
    await translatePage.waitFor();
    expect(await palette.getByRole("option", { name: /Translate site-wide texts/ }).count()).toBe(0);
    await translatePage.click();
    await view.waitFor();
    await view.getByRole("combobox", { name: /Translate into/ }).waitFor();
    // From the palette: the page's texts, without the note or the switch.
    expect(await view.locator("[data-site-scope-refused]").count()).toBe(0);
    expect(await view.getByRole("radio", { name: "Site-wide texts" }).count()).toBe(0);
  });
});
