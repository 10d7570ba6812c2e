import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";
import { variantServer } from "../../support/variants";
import { openTranslationView } from "./support";

/**
 * Issue 42, items 3 and 4: on a site in English and German, the owner opens "Translate this page" from the command
 * palette, translates a title by hand (Ctrl+Enter saves it), has the missing texts drafted by the translation server
 * (the test hub's fake: "[de] " before each text) and approves one draft; a visitor then reads both in German.
 */
describe("the translation view", () => {
  let org: TestOrg;
  let sectionId: number;

  beforeAll(async () => {
    org = await createOrg(unique("Bäckerei "), await variantServer("translate"), { language: "en", supportedLocales: ["en", "de"] });
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      port: org.port,
      body: { url_page: "/", section_title: "Welcome to the bakery", section_description: "<p>Fresh bread every morning.</p>" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sectionId = created.body.id;
  }, 200_000);

  it("translates a field by hand, drafts the missing ones by machine, approves one, and a visitor reads them on /de", async () => {
    const { page } = await ownerPage(org);
    const view = await openTranslationView(page);
    const row = (field: string) => view.locator(`li[data-field="section:${sectionId}:${field}:de"]`);
    const title = row("section_title");
    const description = row("section_description");
    await title.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await description.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // By hand: the German title, saved with Ctrl+Enter; Alt+Down goes on to the next field.
    const titleField = title.getByRole("textbox");
    await titleField.fill("Willkommen in der Bäckerei");
    await titleField.press("Control+Enter");
    await title.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    await view
      .getByRole("list", { name: "Translation" })
      .getByText(/^German: 1 of \d+ translated/)
      .waitFor();
    await titleField.focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li[data-field]")?.getAttribute("data-field")))
      .toBe(`section:${sectionId}:section_description:de`);

    // Only what is missing: the translated title leaves the list.
    await view.getByRole("radio", { name: "Missing" }).check();
    await expect.poll(() => title.count()).toBe(0);
    await description.waitFor();

    // Machine drafts of the missing texts, waiting for approval.
    await view.getByRole("button", { name: "Draft missing" }).click();
    await description.getByText("Machine draft", { exact: true }).waitFor();
    await expect.poll(() => description.getByRole("textbox").textContent()).toBe("[de] Fresh bread every morning.");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await description.getByRole("button", { name: "Approve", exact: true }).click();
    // Approved: translated, so no longer under Missing.
    await expect.poll(() => description.count()).toBe(0);
    await view.getByRole("radio", { name: "All" }).check();
    await description.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    expect(await description.getByText("Machine draft", { exact: true }).count()).toBe(0);
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    const visitor = await visitorPage();
    expect((await visitor.page.goto(pageUrl(org.host, "/de", org.port)))?.status()).toBe(200);
    await visitor.page.getByText("Willkommen in der Bäckerei").first().waitFor();
    await visitor.page.getByText("[de] Fresh bread every morning.").first().waitFor();
  });

  it("opens from Manage Page Layout on a site with more than one language", async () => {
    const { page } = await ownerPage(org, { path: "/#open=page-layout" });
    const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
    await layout.waitFor();
    await layout.getByRole("button", { name: "Translate this page" }).click();
    const view = page.getByRole("dialog", { name: "Translate this page" });
    await view.waitFor();
    await view.locator(`li[data-field="section:${sectionId}:section_title:de"] [data-badge]`, { hasText: "Translated" }).waitFor();
    await page.keyboard.press("Escape");
    await view.waitFor({ state: "detached" });
  });
});

/**
 * Issue 42 (branch i42p): on a post's own page, "Translate this page" lists the post's texts; the owner translates its
 * title (saved through the posts API with the post's version), and a visitor reads it at /de/{slug}.
 */
describe("the translation view on a post", () => {
  let org: TestOrg;
  let postId: number;

  beforeAll(async () => {
    org = await createOrg(unique("Rösterei "), await variantServer("translate"), { language: "en", supportedLocales: ["en", "de"] });
    const created = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      port: org.port,
      body: { title: "Our new roast", slug: "new-roast", content: "<p>Dark and <strong>smooth</strong>.</p>" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    postId = created.body.id;
  }, 200_000);

  it("translates the post's title, axe clean, and a visitor reads it in German", async () => {
    const { page } = await ownerPage(org, { path: "/new-roast" });
    const view = await openTranslationView(page);
    const title = view.locator(`li[data-field="post:${postId}:title:de"]`);
    const content = view.locator(`li[data-field="post:${postId}:content:de"]`);
    await title.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await content.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await title.getByText("Post: Our new roast · Title").waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    const titleField = title.getByRole("textbox");
    await titleField.fill("Unsere neue Röstung");
    await titleField.press("Control+Enter");
    await title.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    const saved = await api(org.host, "/api/posts/new-roast", { token: org.owner.token, port: org.port });
    expect(saved.body.title_translation).toEqual({ de: "Unsere neue Röstung" });
    const visitor = await visitorPage();
    expect((await visitor.page.goto(pageUrl(org.host, "/de/new-roast", org.port)))?.status()).toBe(200);
    await visitor.page.getByRole("heading", { level: 1, name: "Unsere neue Röstung" }).waitFor();
    await visitor.page.getByText("Dark and smooth.").waitFor();
  });
});

/**
 * Issue 42: a page's own title and meta description count in its status and are listed first in "Translate this
 * page"; the owner translates both (saved through the pages API with the page's version), the page's status is
 * complete, and a visitor reads the German title and description at /de/{slug}.
 */
describe("the translation view on a page's own texts", () => {
  let org: TestOrg;
  let pageId: number;

  beforeAll(async () => {
    org = await createOrg(unique("Konditorei "), await variantServer("translate"), { siteTitle: "Konditorei", language: "en", supportedLocales: ["en", "de"] });
    const created = await api(org.host, "/api/pages", {
      method: "POST",
      token: org.owner.token,
      port: org.port,
      body: { title: "Opening hours", slug: "opening-hours", description: "When our shop is open." },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    pageId = created.body.id;
    const section = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      port: org.port,
      body: { url_page: "/opening-hours", section_title: "Every day", section_title_translation: { de: "Jeden Tag" } },
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
  }, 200_000);

  it("translates the page's title and meta description, axe clean, and a visitor reads them in German", async () => {
    const { page } = await ownerPage(org, { path: "/opening-hours" });
    const view = await openTranslationView(page);
    const title = view.locator(`li[data-field="page:${pageId}:title:de"]`);
    const description = view.locator(`li[data-field="page:${pageId}:description:de"]`);
    await title.getByText("Page: Opening hours · Title").waitFor();
    await description.getByText("Page: Opening hours · Meta description").waitFor();
    await title.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    await description.locator("[data-badge]", { hasText: "Missing" }).waitFor();
    const status = view.getByRole("list", { name: "Translation" });
    await status.getByText(/^German: 1 of 3 translated/).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    for (const [row, text] of [
      [title, "Öffnungszeiten"],
      [description, "Wann unser Laden geöffnet ist."],
    ] as const) {
      const field = row.getByRole("textbox");
      await field.fill(text);
      await field.press("Control+Enter");
      await row.locator("[data-badge]", { hasText: "Translated" }).waitFor();
    }
    await status.getByText(/^German: 3 of 3 translated/).waitFor();
    await view.getByRole("button", { name: "Close" }).last().click();
    await view.waitFor({ state: "detached" });

    const visitor = await visitorPage();
    expect((await visitor.page.goto(pageUrl(org.host, "/de/opening-hours", org.port)))?.status()).toBe(200);
    await expect.poll(() => visitor.page.title()).toBe("Öffnungszeiten – Konditorei");
    expect(await visitor.page.locator('meta[name="description"]').getAttribute("content")).toBe("Wann unser Laden geöffnet ist.");
    // Complete in German: indexed there.
    expect(await visitor.page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
  });
});
