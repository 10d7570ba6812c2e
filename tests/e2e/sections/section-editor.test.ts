import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageUrl, nextFrames, headerLogin, headerProfile } from "../../support/browser";
import { api, createOrg, signUp, unique, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";
import { memberPage, ownerPage, visitorPage } from "../../support/owner-page";

/** The Template Section editor as the owner of a fresh organization uses it (spec/editors.md §2.1, §4, §5). */
describe("the template section editor", () => {
  let org: TestOrg;
  let page: Page;
  let sectionId = 0;
  const firstTitle = unique("Why teams pick us ");
  let newTitle = unique("Loved by teams ");

  const dialog = (name: string) => page.getByRole("dialog", { name });
  // The newest one: an earlier save's toast may still be showing.
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
  /** The sections this test made on its page (a new organization's starter section left out). */
  let starterIds: number[] = [];
  /** The test's page: a page of the test's own, or the home page (with its starter section). */
  let at = "/";
  const sectionsOnPage = async () => ((await api(org.host, `/api/template-sections?url_page=${at}`)).body as any[]).filter((s) => !starterIds.includes(s.id));
  /** The section as the creating journey leaves it (4 columns, Sunset Glow, two paragraphs), made through the API on `path` (by default a page of the test's own), and the owner's page there. */
  const existingSection = async (title: string, path = `/${unique("section-").toLowerCase()}`) => {
    at = path;
    const made = await createSection(org, {
      url_page: at,
      section_title: title,
      section_description: "<p>Fast to set up.</p><p>Easy to keep up to date.</p>",
      grid_columns: 4,
      is_gradient: true,
      gradient: { from: "orange-400", via: "rose-500", to: "purple-500" },
    });
    sectionId = made.id;
  };
  const editButton = (title: string) => page.getByRole("button", { name: `Edit section: ${title}` });
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

  beforeAll(async () => {
    org = await createOrg();
    // A new organization's home page starts with a hero and one example section.
    const starter = (await api(org.host, "/api/template-sections?url_page=/")).body as any[];
    expect(starter.map((s) => s.section_title)).toEqual(["What we offer"]);
    starterIds = starter.map((s) => s.id);
  });

  it("creates a section: validation, gradient preset, grid columns, shown without a reload", async () => {
    // On a page of its own, without blocks (the home page is the delete journey's).
    const slug = unique("new-section-").toLowerCase();
    expect((await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Sections", slug } })).status).toBe(201);
    at = `/${slug}`;
    ({ page } = await ownerPage(org, { path: at }));
    await page.evaluate(() => ((window as any).__sameDocument = true));
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/template-sections") && posts.push(r.url()));

    await page.getByRole("button", { name: "New section" }).click();
    const editor = dialog("Create Template Section");
    await editor.waitFor();
    await expect.poll(() => editor.getByText("New", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => editor.getByText("Save Section to Add Metrics").isVisible()).toBe(true);
    const createMetric = editor.getByRole("button", { name: "Create metric" });
    await expect.poll(() => createMetric.isDisabled()).toBe(true);
    await expect.poll(() => createMetric.getAttribute("title")).toBe("Save the section first to add metrics");

    // Empty title: an inline error and no request.
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    await expect.poll(() => editor.getByRole("alert").textContent()).toBe("Please enter a section title");
    await expect.poll(() => editor.getByLabel("Section title").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toHaveLength(0);
    expect(await sectionsOnPage()).toHaveLength(0);

    await editor.getByLabel("Section title").fill(firstTitle);
    await expect.poll(() => editor.getByRole("alert").count()).toBe(0);
    await editor.getByLabel("Section description").click();
    await page.keyboard.type("Fast to set up.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Easy to keep up to date.");

    // Background: the Sunset Glow preset.
    const background = editor.getByRole("button", { name: /^Background/ });
    await background.click();
    await expect.poll(() => background.getAttribute("aria-expanded")).toBe("true");
    await editor.getByRole("button", { name: "Gradient", exact: true }).click();
    await editor.getByRole("radio", { name: "Sunset Glow", exact: true }).click();
    await expect.poll(() => editor.getByRole("radio", { name: "Sunset Glow", exact: true }).getAttribute("aria-checked")).toBe("true");
    const preview = editor.getByTestId("section-preview");
    await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");

    // Opening Layout closes Background: one dropdown at a time.
    const layout = editor.getByRole("button", { name: /^Layout/ });
    await layout.click();
    await expect.poll(() => layout.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => background.getAttribute("aria-expanded")).toBe("false");
    await editor.locator("label", { has: page.getByRole("radio", { name: "4 columns" }) }).click();
    await expect.poll(() => editor.getByRole("radio", { name: "4 columns" }).isChecked()).toBe(true);
    // A click outside closes it.
    await editor.getByText("Save Section to Add Metrics").click();
    await expect.poll(() => layout.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => editor.getByRole("dialog", { name: "Layout" }).count()).toBe(0);

    // Create: "Saving..." while the request runs, then a toast, the editor closes and the page shows it.
    // The request is held until "Saving..." has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/template-sections", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await editor.getByRole("button", { name: "Create", exact: true }).click();
    const saving = editor.getByRole("button", { name: "Saving..." });
    await saving.waitFor();
    await expect.poll(() => saving.isDisabled()).toBe(true);
    release();
    await toast("Section created").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.unroute("**/api/template-sections");
    await page.getByRole("heading", { level: 2, name: firstTitle }).waitFor();
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
    // The page brings the new section into view and its Edit button takes focus.
    await expect.poll(focusedLabel).toBe(`Edit section: ${firstTitle}`);
    await expect.poll(() => page.locator("[data-block-highlight]").count()).toBe(1);

    const [saved] = await sectionsOnPage();
    sectionId = saved.id;
    expect(saved).toMatchObject({
      section_title: firstTitle,
      grid_columns: 4,
      is_gradient: true,
      gradient: { from: "orange-400", via: "rose-500", to: "purple-500" },
    });
    expect(saved.section_description).toBe("<p>Fast to set up.</p><p>Easy to keep up to date.</p>");
  });

  it("edits the section: the title changes on the page", async () => {
    await existingSection(firstTitle);
    ({ page } = await ownerPage(org, { path: at }));
    await editButton(firstTitle).click();
    const editor = dialog("Edit Template Section");
    await editor.waitFor();
    await expect.poll(() => editor.getByText("Edit", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe(firstTitle);
    await expect.poll(() => editor.getByRole("button", { name: /^Background/ }).textContent()).toContain("Sunset Glow");
    await editor.getByLabel("Section title").fill(newTitle);
    await editor.getByRole("button", { name: "Update" }).click();
    await toast("Section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: newTitle }).waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: firstTitle }).count()).toBe(0);
  });

  it("is keyboard operable: Escape closes a dropdown first, then the editor, and focus returns", async () => {
    await existingSection(newTitle);
    ({ page } = await ownerPage(org, { path: at }));
    const button = editButton(newTitle);
    await button.focus();
    await page.keyboard.press("Enter");
    const editor = dialog("Edit Template Section");
    await editor.waitFor();
    const fullscreen = editor.getByRole("button", { name: "Fullscreen" });
    await fullscreen.click();
    await expect.poll(() => editor.getByRole("button", { name: "Exit fullscreen" }).getAttribute("aria-pressed")).toBe("true");

    const type = editor.getByRole("button", { name: /^Type/ });
    await type.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => type.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => type.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => editor.isVisible()).toBe(true);
    await expect.poll(focusedLabel).toContain("Type");

    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect.poll(focusedLabel).toBe(`Edit section: ${newTitle}`);
  });

  it("asks before discarding unsaved changes; Escape closes only the topmost dialog", async () => {
    await existingSection(newTitle);
    ({ page } = await ownerPage(org, { path: at }));
    await editButton(newTitle).click();
    const editor = dialog("Edit Template Section");
    await editor.waitFor();
    await editor.getByLabel("Section description").fill("Something I have not saved");
    await page.keyboard.press("Escape");
    const discard = dialog("Discard changes?");
    await discard.waitFor();
    // As a person would: once focus is inside the confirmation (Radix registers its layer as it mounts).
    await expect.poll(() => discard.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await nextFrames(page);
    await page.keyboard.press("Escape");
    await discard.waitFor({ state: "detached" });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await expect.poll(focusedLabel).toBe("Section description");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(focusedLabel).toBe(`Edit section: ${newTitle}`);
    expect((await sectionsOnPage())[0].section_description).toBe("<p>Fast to set up.</p><p>Easy to keep up to date.</p>");
  });

  it("keeps the user's changes aside when someone else saved first (409)", async () => {
    await existingSection(newTitle);
    ({ page } = await ownerPage(org, { path: at }));
    await editButton(newTitle).click();
    const editor = dialog("Edit Template Section");
    await editor.waitFor();
    const elsewhere = await api(org.host, `/api/template-sections/${sectionId}`, { method: "PUT", token: org.owner.token, body: { grid_columns: 5 } });
    expect(elsewhere.status).toBe(200);
    await editor.getByLabel("Section title").fill(`${newTitle} (mine)`);
    await editor.getByRole("button", { name: "Update" }).click();
    await toast("This section was changed by someone else").waitFor();
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe(newTitle);
    await editor.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe(`${newTitle} (mine)`);
    newTitle = `${newTitle} (mine)`;
    await editor.getByRole("button", { name: "Update" }).click();
    await toast("Section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    // Only the user's own change was written: the other save (5 columns) stays.
    expect((await sectionsOnPage())[0]).toMatchObject({ section_title: newTitle, grid_columns: 5 });
    await page.getByRole("heading", { level: 2, name: newTitle }).waitFor();
  });

  it("shows a signed-out visitor exactly the saved section and no edit controls or editor code", async () => {
    await existingSection(newTitle);
    const visitor = await visitorPage();
    const scripts: Promise<string>[] = [];
    visitor.page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.text().catch(() => "")));
    await visitor.page.goto(pageUrl(org.host, at));
    await headerLogin(visitor.page).waitFor();
    const heading = visitor.page.getByRole("heading", { level: 2, name: newTitle });
    await heading.waitFor();
    const section = visitor.page.locator(`section[data-section-id="${sectionId}"]`);
    await expect.poll(() => section.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("linear-gradient");
    await expect.poll(() => section.getByText("Easy to keep up to date.").isVisible()).toBe(true);
    // The session check has answered (the header's Login shows it): the editing layer has decided, once and for all.
    await expect.poll(() => visitor.page.getByRole("button", { name: /Edit section|New section/ }).count()).toBe(0);
    const code = await Promise.all(scripts);
    expect(code.some((text) => text.includes("Create Template Section"))).toBe(false);
    await visitor.context.close();

    // A signed-in customer (no membership) sees no edit controls either.
    const customer = await signUp(org.host);
    const shopper = await memberPage(org, customer, { path: at });
    await headerProfile(shopper.page).waitFor();
    await shopper.page.getByRole("heading", { level: 2, name: newTitle }).waitFor();
    await expect.poll(() => shopper.page.getByRole("button", { name: /Edit section|New section/ }).count()).toBe(0);
    await shopper.context.close();
  });

  it("deletes only after the exact title is typed", async () => {
    // On the home page, beside its starter section.
    await existingSection(newTitle, "/");
    ({ page } = await ownerPage(org));
    await editButton(newTitle).click();
    const editor = dialog("Edit Template Section");
    await editor.waitFor();
    await editor.getByRole("button", { name: "Delete" }).click();
    const confirm = dialog("Delete section");
    await confirm.waitFor();
    const input = confirm.getByRole("textbox");
    const remove = confirm.getByRole("button", { name: "Delete", exact: true });
    await input.fill(newTitle.toUpperCase());
    await expect.poll(() => remove.isDisabled()).toBe(true);
    await input.fill(newTitle);
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await remove.click();
    await toast("Section deleted").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: newTitle }).waitFor({ state: "detached" });
    expect(await sectionsOnPage()).toHaveLength(0);
    await expect.poll(focusedLabel).toBe("New section");

    const visitor = await visitorPage();
    await visitor.page.goto(pageUrl(org.host, "/"));
    await expect.poll(() => visitor.page.locator(`section[data-section-id="${sectionId}"]`).count()).toBe(0);
    await expect.poll(() => visitor.page.locator("section[data-section-id]").count()).toBe(starterIds.length);
    await visitor.context.close();
  });
});
