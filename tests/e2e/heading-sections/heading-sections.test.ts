import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { headerLogin, launchBrowser, markToastsSeen, newPage, newToast, pageUrl } from "../../support/browser";
import { api, createOrg, server as testServer, unique, type Target, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { startServer, type RunningServer } from "../../support/server";
import { copyOfTemplate } from "../../support/template";

const STALE = "This heading section was changed by someone else";

/** The Heading Section editor as the owner uses it on the home page (spec/editors.md §2.4, §4, §5, §7, §8). */
describe("the heading section editor", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  let name = "";
  let headingId = 0;
  /** The page the test's heading is on: the home page for the journey that creates one, a page of its own for the others. */
  let at = "/";

  const dialog = (title: string) => page.getByRole("dialog", { name: title });
  /** A toast shown since the last markToastsSeen(page) (toasts stay a few seconds). */
  const toast = (text: string) => newToast(page, text);
  const headings = async () => (await api(org.host, `/api/template-heading-sections?url_page=${at}`)).body as any[];
  const editButton = () => page.getByRole("button", { name: `Edit heading: ${name}` });
  const block = () => page.locator(`[data-block-type="heading_section"][data-block-id="${headingId}"]`);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? "");
  const events = () => page.evaluate(() => (window as any).__headingEvents as { id: number; action: string }[]);

  /** The owner's page of the test's own on `path`, recording the heading events it hears. */
  async function open(path: string) {
    ({ page } = await ownerPage(org, { path }));
    await page.evaluate(() => {
      (window as any).__sameDocument = true;
      (window as any).__headingEvents = [];
      window.addEventListener("template-heading-section-updated", (e) => (window as any).__headingEvents.push((e as CustomEvent).detail));
    });
  }

  /** The heading as the creating journey leaves it (`fields` on top), made through the API on a page of the test's own. */
  async function existingHeading(fields: Record<string, unknown> = {}) {
    at = `/${unique("heading-").toLowerCase()}`;
    const created = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: {
        url_page: at,
        name,
        name_part_2: "behind",
        name_part_3: "the product",
        description_text: "<p>Designers, engineers and <strong>friends</strong></p>",
        button_text: "Read our story",
        url: "/story",
        image: "/team.png",
        is_gradient: true,
        gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" },
        order: 0,
        ...fields,
      },
    });
    expect(created.status).toBe(201);
    headingId = created.body.id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  beforeEach(() => {
    name = unique("Meet the team ");
    at = "/";
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates a heading through Add section here: validation, parts, gradient, image, shown without a reload", async () => {
    await open("/");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/template-heading-sections") && posts.push(r.url()));
    await page.getByRole("button", { name: "Add section here" }).first().click();
    await page.getByRole("menuitem", { name: "Heading section" }).click();
    const editor = dialog("Create Heading Section");
    await editor.waitFor();
    await expect.poll(focusedLabel).toBe("heading-editor-name");

    // Empty name and description: the spec's messages, the name field focused, no request.
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect.poll(() => editor.getByRole("alert").allTextContents()).toEqual(["Please enter a heading name", "Please enter a description text"]);
    await expect.poll(() => editor.getByLabel("Heading name").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(focusedLabel).toBe("heading-editor-name");
    expect(posts).toEqual([]);

    await editor.getByLabel("Heading name").fill(name);
    await editor.getByLabel("Name part 2").fill("behind");
    await editor.getByLabel("Name part 3").fill("the product");
    await editor.getByRole("textbox", { name: "Description", exact: true }).click();
    await page.keyboard.type("Designers, engineers and ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("friends");
    await expect.poll(() => editor.getByRole("alert").count()).toBe(0);
    await editor.getByLabel("Button text", { exact: true }).fill("Read our story");
    await editor.getByLabel("URL", { exact: true }).fill("/story");

    // Background: the Deep Ocean preset; the preview follows.
    await editor.getByRole("button", { name: /^Background/ }).click();
    await editor.getByRole("button", { name: "Gradient", exact: true }).click();
    await editor.getByRole("radio", { name: "Deep Ocean", exact: true }).click();
    await page.keyboard.press("Escape");
    const preview = editor.getByTestId("heading-preview");
    await expect.poll(() => preview.locator("section").evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
    await expect.poll(() => preview.getByRole("heading", { level: 2 }).textContent()).toBe(`${name} behind the product`);

    // Image through the Image URL dialog.
    await editor.getByRole("button", { name: "Image URL" }).click();
    const imageDialog = dialog("Image URL");
    await imageDialog.getByLabel("Image URL").fill("/team.png");
    await imageDialog.getByRole("button", { name: "Use URL" }).click();
    await imageDialog.waitFor({ state: "detached" });
    await expect.poll(() => preview.locator("img").getAttribute("src")).toBe("/team.png");

    await expect.poll(() => editor.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Create: "Saving..." while the request runs (held until the test has seen it), a toast, the editor closes, the page shows the heading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/template-heading-sections", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await editor.getByRole("button", { name: "Saving..." }).waitFor();
    release();
    await toast("Heading section created").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.unroute("**/api/template-heading-sections");
    await page.getByRole("heading", { level: 2, name: `${name} behind the product` }).waitFor();
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    const [saved] = await headings();
    headingId = saved.id;
    expect(saved).toMatchObject({
      name,
      name_part_2: "behind",
      name_part_3: "the product",
      button_text: "Read our story",
      url: "/story",
      image: "/team.png",
      is_gradient: true,
      gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" },
    });
    expect(saved.description_text).toBe("<p>Designers, engineers and <strong>friends</strong></p>");
    await expect.poll(events).toEqual([{ id: headingId, action: "created" }]);
    await block().and(page.locator("[data-block-highlight]")).waitFor();
    await expect.poll(() => block().getByRole("link", { name: "Read our story" }).getAttribute("href")).toBe("/story");
    await expect.poll(() => block().locator("strong").textContent()).toBe("friends");
    expect(await axeViolations(page, `[data-block-type="heading_section"][data-block-id="${headingId}"]`)).toEqual([]);
  });

  it("edits the heading: the page shows the new name and a text link", async () => {
    await existingHeading();
    await open(at);
    await editButton().click();
    const editor = dialog("Edit Heading Section");
    await editor.waitFor();
    await expect.poll(() => editor.getByLabel("Heading name").inputValue()).toBe(name);
    await expect.poll(() => editor.getByRole("button", { name: /^Background/ }).textContent()).toContain("Deep Ocean");
    name = `${name} (edited)`;
    await editor.getByLabel("Heading name").fill(name);
    await editor.getByRole("switch", { name: "Text link instead of button" }).click();
    // Text colour: a palette colour instead of the automatic one; the preview follows.
    await editor.getByRole("button", { name: /^Text colour/ }).click();
    await editor.getByRole("button", { name: /^Amber 200\b/ }).click();
    await page.keyboard.press("Escape");
    await expect
      .poll(() =>
        editor
          .getByTestId("heading-preview")
          .locator("h2")
          .evaluate((el) => getComputedStyle(el).color),
      )
      .not.toBe("rgb(255, 255, 255)");
    await editor.getByRole("button", { name: "Update" }).click();
    await toast("Heading section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: `${name} behind the product` }).waitFor();
    await expect
      .poll(() =>
        block()
          .getByRole("link", { name: /Read our story/ })
          .getAttribute("class"),
      )
      .toContain("underline");
    expect((await headings())[0]).toMatchObject({
      name,
      is_text_link: true,
      text_color: "amber-200",
      description_text: "<p>Designers, engineers and <strong>friends</strong></p>",
    });
    await expect.poll(async () => (await events()).at(-1)).toEqual({ id: headingId, action: "updated" });
  });

  it("asks before discarding unsaved changes", async () => {
    await existingHeading();
    await open(at);
    await editButton().click();
    const editor = dialog("Edit Heading Section");
    await editor.waitFor();
    await editor.getByLabel("Name part 2").fill("not saved");
    await editor.getByRole("button", { name: "Cancel" }).click();
    const discard = dialog("Discard changes?");
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "detached" });
    await expect.poll(() => editor.getByLabel("Name part 2").inputValue()).toBe("not saved");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(focusedLabel).toBe(`Edit heading: ${name}`);
    expect((await headings())[0].name_part_2).toBe("behind");
  });

  it("keeps the user's changes aside when someone else saved first (409)", async () => {
    await existingHeading();
    await open(at);
    await editButton().click();
    const editor = dialog("Edit Heading Section");
    await editor.waitFor();
    const elsewhere = await api(org.host, `/api/template-heading-sections/${headingId}`, {
      method: "PUT",
      token: org.owner.token,
      body: { style_variant: "clean" },
    });
    expect(elsewhere.status).toBe(200);
    await editor.getByLabel("Name part 3").fill("the whole product");
    await editor.getByRole("button", { name: "Update" }).click();
    await toast(STALE).waitFor();
    await expect.poll(() => editor.getByLabel("Name part 3").inputValue()).toBe("the product");
    await editor.getByRole("button", { name: "Reapply my changes" }).click();
    await markToastsSeen(page);
    await expect.poll(() => editor.getByLabel("Name part 3").inputValue()).toBe("the whole product");
    await editor.getByRole("button", { name: "Update" }).click();
    await toast("Heading section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    expect((await headings())[0]).toMatchObject({ name_part_3: "the whole product", style_variant: "clean" });
    await page.getByRole("heading", { level: 2, name: `${name} behind the whole product` }).waitFor();
  });

  it("shows a signed-out visitor the heading and no edit controls or editor code", async () => {
    await existingHeading({ name_part_3: "the whole product" });
    const visitor = await newPage(browser);
    const scripts: Promise<string>[] = [];
    visitor.page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.text().catch(() => "")));
    await visitor.page.goto(pageUrl(org.host, at));
    await visitor.page.getByRole("heading", { level: 2, name: `${name} behind the whole product` }).waitFor();
    await headerLogin(visitor.page).waitFor();
    await expect.poll(() => visitor.page.getByRole("button", { name: /Edit heading|Add section here/ }).count()).toBe(0);
    expect((await Promise.all(scripts)).some((code) => code.includes("Create Heading Section"))).toBe(false);
    await visitor.context.close();
  });

  it("deletes the heading after a confirmation", async () => {
    await existingHeading({ name_part_3: "the whole product" });
    await open(at);
    await editButton().click();
    const editor = dialog("Edit Heading Section");
    await editor.waitFor();
    await editor.getByRole("button", { name: "Delete" }).click();
    const confirm = dialog("Delete heading section?");
    await confirm.waitFor();
    await expect.poll(() => confirm.textContent()).toContain(name);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await headings()).toHaveLength(1);
    await editor.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toast("Heading section deleted").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: `${name} behind the whole product` }).waitFor({ state: "detached" });
    expect(await headings()).toEqual([]);
    await expect.poll(async () => (await events()).at(-1)).toEqual({ id: headingId, action: "deleted" });
  });
});

/**
 * A heading whose stored data cannot render (written straight into the database,
 * as an old or damaged record would be) shows "Error rendering section: {name}"
 * for itself only; the page's other blocks render (spec/visitor.md §8).
 */
describe("a heading that cannot render", () => {
  // With PostgreSQL the test writes next to the running server. The embedded database has
  // one owner: there the rows are written into a copy of the template (its demo site, on
  // localhost) before a server of the test's own starts on it, once.
  const embedded = !process.env.DATABASE_URL;
  let own: RunningServer | undefined;
  let target: Target;
  let browser: Browser;
  let host: string;
  const ids = { broken: 0, fine: 0 };
  const BREAK = (id: number) => `UPDATE template_heading_sections SET is_gradient = true, gradient = '"garbage"'::jsonb WHERE id = ${id}`;

  /** On PostgreSQL: a new organization's blocks through the API, then the damage straight into the shared database. */
  async function onPostgres() {
    target = testServer();
    const org = await createOrg(undefined, target);
    host = org.host;
    const call = (path: string, method: string, body?: unknown) => api(org.host, path, { method, body, token: org.owner.token, port: target.port });
    // On a page of their own (a new organization's home page has starter blocks).
    const section = await call("/api/template-sections", "POST", { url_page: "/our-work", section_title: "Still here", order: 0 });
    const fine = await call("/api/template-heading-sections", "POST", {
      url_page: "/our-work",
      name: "Fine heading",
      description_text: "<p>I render.</p>",
      order: 10,
    });
    const broken = await call("/api/template-heading-sections", "POST", {
      url_page: "/our-work",
      name: "Broken heading",
      description_text: "<p>I do not.</p>",
      order: 20,
    });
    expect([section.status, fine.status, broken.status]).toEqual([201, 201, 201]);
    [ids.fine, ids.broken] = [fine.body.id, broken.body.id];
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(BREAK(ids.broken)).finally(() => client.end());
    // Any save drops the organization's cached pages and reads; this one changes nothing.
    expect((await call(`/api/template-heading-sections/${ids.fine}`, "PUT", {})).status).toBe(200);
  }

  /** Embedded: the same blocks, the broken one already damaged, on the demo site of a template copy; then the server starts. */
  async function onEmbedded() {
    const dataDir = copyOfTemplate();
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const site = await db.query<{ id: number; base_url: string }>("SELECT id, base_url FROM organizations ORDER BY id LIMIT 1");
      const { id: organization, base_url } = site.rows[0]!;
      host = base_url;
      const insert = async (table: string, values: Record<string, unknown>) => {
        const columns = Object.keys(values);
        const placeholders = columns.map((_, i) => `$${i + 1}`);
        const row = await db.query<{ id: number }>(
          `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${placeholders.join(", ")}) RETURNING id`,
          Object.values(values),
        );
        return row.rows[0]!.id;
      };
      const blocks = { organization_id: organization, url_page: "/our-work" };
      await insert("template_sections", { ...blocks, section_title: "Still here", order: 0 });
      ids.fine = await insert("template_heading_sections", { ...blocks, name: "Fine heading", description_text: "<p>I render.</p>", order: 10 });
      ids.broken = await insert("template_heading_sections", { ...blocks, name: "Broken heading", description_text: "<p>I do not.</p>", order: 20 });
      await db.exec(BREAK(ids.broken));
    } finally {
      await db.close();
    }
    own = await startServer({ dataDir });
    target = { port: own.port, adminToken: own.adminToken };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    await (embedded ? onEmbedded() : onPostgres());
  });

  afterAll(async () => {
    await browser?.close();
    if (own) {
      await own.stop();
      fs.rmSync(own.dataDir, { recursive: true, force: true });
    }
  });

  it("shows its error in its place while the rest of the page renders", async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`http://${host}:${target.port}/our-work`);
    expect(response?.status()).toBe(200);
    const broken = page.locator(`[data-block-type="heading_section"][data-block-id="${ids.broken}"]`);
    // On a cold render the blocks stream in: wait until React has put them in place (no hidden segment left).
    await page.waitForFunction(() => document.querySelectorAll('div[hidden][id^="S:"]').length === 0);
    await expect.poll(() => broken.textContent()).toBe("Error rendering section: Broken heading");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Fine heading" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("I render.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Still here" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("I do not.").count()).toBe(0);
    await expect
      .poll(() => page.locator("[data-block-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-block-title"))))
      .toEqual(["Still here", "Fine heading", "Broken heading"]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

/** is_included_templatesection: the template section right below continues the heading, without the gap between them. */
describe("a heading that includes the template section below", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("takes away the section's top padding (and only after a heading that asks for it), for visitors and members alike", async () => {
    const org = await createOrg();
    const post = (path: string, body: Record<string, unknown>) =>
      api(org.host, path, { method: "POST", token: org.owner.token, body: { url_page: "/joined", ...body } });
    const joined = await post("/api/template-heading-sections", {
      name: "Our plans",
      description_text: "<p>Pick one.</p>",
      is_included_templatesection: true,
      order: 0,
    });
    const below = await post("/api/template-sections", { section_title: "Plans", order: 10 });
    const apart = await post("/api/template-heading-sections", { name: "Our team", description_text: "<p>Meet us.</p>", order: 20 });
    const after = await post("/api/template-sections", { section_title: "People", order: 30 });
    expect([joined.status, below.status, apart.status, after.status]).toEqual([201, 201, 201, 201]);
    const paddingTop = (p: Page, id: number) =>
      p.locator(`[data-block-type="template_section"][data-block-id="${id}"] > section`).evaluate((el) => getComputedStyle(el).paddingTop);

    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/joined"));
    await expect.poll(() => paddingTop(visitor.page, below.body.id)).toBe("0px");
    await expect.poll(() => paddingTop(visitor.page, after.body.id)).not.toBe("0px");
    await visitor.context.close();

    // A member's page has "Add section here" between the two blocks: they still join.
    const member = await ownerPage(org, { path: "/joined" });
    await member.page.getByRole("button", { name: "Add section here" }).first().waitFor();
    await expect.poll(() => paddingTop(member.page, below.body.id)).toBe("0px");
  });
});
