import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { axeViolations } from "../../support/axe";
import { api, createOrg, unique, type TestOrg } from "../../support/client";

const UNSAFE_LINK_MESSAGE = "Links can only go to web pages (https://...), email (mailto:...), phone numbers (tel:...) or pages of this site (/about)";

/** Stored markup the editor never wrote: a span with class and style, a link, a list. */
const SECTION_HTML =
  '<p>We build <strong>fast sites</strong> for <a href="https://example.com/teams">teams</a> and <span class="note" style="color:#1e3a8a">friends</span>.</p>' +
  "<ul><li>Design</li><li>Hosting</li></ul>";
const METRIC_HTML = '<p>Since <strong>1999</strong>, see <a href="https://example.com/history">our history</a></p><ul><li>Offices in 3 countries</li></ul>';

/** With ONSITE_SCREENSHOTS=<folder>, saves a screenshot of each step for review. */
const shot = async (page: Page, name: string) => {
  if (process.env.ONSITE_SCREENSHOTS) await page.screenshot({ path: `${process.env.ONSITE_SCREENSHOTS}/rich-text-${name}.png` });
};

/** Descriptions keep their bold text, links and lists through title edits and description edits (issue 8, "Rich text"). */
describe("rich text descriptions", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  let sectionId = 0;
  let metricId = 0;
  let title = unique("Rich section ");

  const section = async () => (await api(org.host, `/api/template-sections/${sectionId}`)).body;
  const metric = async () => (await api<any[]>(org.host, "/api/metrics", { token: org.owner.token })).body.find((m) => m.id === metricId);
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

  async function openSectionEditor(): Promise<Locator> {
    const edit = page.getByRole("button", { name: `Edit section: ${title}` });
    await edit.waitFor();
    await expect.poll(() => edit.isEnabled()).toBe(true);
    await edit.click();
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    await editor.getByTestId("metric-manager").waitFor();
    return editor;
  }

  /**
   * Arrow keys, Home and Ctrl+End move the caret natively; the editor reads the new
   * selection on the browser's next selectionchange. Two frames later it has.
   */
  const caretMoved = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  /** Clicks Update, waits for the save's answer and its toast, and returns the JSON body of the PUT or PATCH it sent. */
  async function update(dialog: Locator, method: "PUT" | "PATCH", done: string): Promise<Record<string, unknown>> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith("/api/")),
      dialog.getByRole("button", { name: "Update" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await toast(done);
    return response.request().postDataJSON();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", section_title: title, section_description: SECTION_HTML },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sectionId = created.body.id;
    const made = await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: "Years", description: METRIC_HTML } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    metricId = made.body.id;
    const added = await api(org.host, `/api/template-sections/${sectionId}/metrics`, { method: "POST", token: org.owner.token, body: { metric_id: metricId } });
    expect(added.status).toBeLessThan(300);
    expect((await section()).section_description).toBe(SECTION_HTML);
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("editing only the section title leaves the description's markup as it was", async () => {
    const editor = await openSectionEditor();
    const description = editor.getByRole("textbox", { name: "Section description" });
    await expect.poll(() => description.locator("strong").textContent()).toBe("fast sites");
    await expect.poll(() => description.locator('a[href="https://example.com/teams"]').textContent()).toBe("teams");
    await expect.poll(() => description.locator("li").allTextContents()).toEqual(["Design", "Hosting"]);

    title = unique("Renamed section ");
    await editor.getByLabel("Section title").fill(title);
    const body = await update(editor, "PUT", "Section updated");
    expect(Object.keys(body).sort()).toEqual(["section_title", "version"]);
    await editor.waitFor({ state: "detached" });
    expect(await section()).toMatchObject({ section_title: title, section_description: SECTION_HTML });
  });

  it("applies Enter where the caret is when the browser reports the caret late, as on a busy device", async () => {
    const editor = await openSectionEditor();
    const description = editor.getByRole("textbox", { name: "Section description" });
    // A busy main thread runs input before the queued selectionchange events (Chrome's scheduler
    // favours input): hold them back, so only the keys themselves can tell the editor where the caret went.
    await page.evaluate(() => {
      const w = window as unknown as { holdSelection?: boolean };
      w.holdSelection = true;
      window.addEventListener("selectionchange", (event) => w.holdSelection && event.stopImmediatePropagation(), true);
    });
    await description.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Last line");
    await page.evaluate(() => ((window as unknown as { holdSelection?: boolean }).holdSelection = false));
    // After the list, as typed; the stored text before it untouched.
    await expect.poll(() => description.evaluate((el) => el.lastElementChild?.outerHTML)).toBe("<p>Last line</p>");
    await expect.poll(() => description.locator("p").first().textContent()).toBe("We build fast sites for teams and friends.");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("alertdialog", { name: "Discard changes?" })
      .or(page.getByRole("dialog", { name: "Discard changes?" }))
      .getByRole("button", { name: "Discard", exact: true })
      .click();
    await editor.waitFor({ state: "detached" });
    expect((await section()).section_description).toBe(SECTION_HTML);
  });

  it("edits the description with the toolbar: bold, a checked link, a line break; the old markup stays", async () => {
    const editor = await openSectionEditor();
    const description = editor.getByRole("textbox", { name: "Section description" });
    await description.click();
    const toolbar = editor.getByRole("toolbar", { name: "Text formatting" });
    await toolbar.waitFor();

    // After the list: Enter twice leaves it; Shift+Enter is a line break.
    await page.keyboard.press("Control+End");
    await caretMoved();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Call us");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("today, read our story");

    // "story" becomes a link; javascript: is refused next to the field.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
    await caretMoved();
    const linkButton = toolbar.getByRole("button", { name: "Link" });
    await expect.poll(() => linkButton.getAttribute("aria-pressed")).toBe("false");
    await linkButton.click();
    const linkDialog = editor.getByRole("dialog", { name: "Link" });
    const url = linkDialog.getByLabel("Link URL");
    await expect.poll(() => url.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => linkButton.getAttribute("aria-expanded")).toBe("true");
    // Escape closes only the URL field; focus goes back to the Link button.
    await page.keyboard.press("Escape");
    await linkDialog.waitFor({ state: "detached" });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await expect.poll(() => linkButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => url.evaluate((el) => el === document.activeElement)).toBe(true);
    await url.fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => linkDialog.getByRole("alert").textContent()).toBe(UNSAFE_LINK_MESSAGE);
    await expect.poll(() => url.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => description.locator("a").count()).toBe(1);
    await shot(page, "link-refused");
    expect(await axeViolations(page)).toEqual([]);

    await url.fill("data:text/html,<b>x</b>");
    await url.press("Enter");
    await expect.poll(() => linkDialog.getByRole("alert").textContent()).toBe(UNSAFE_LINK_MESSAGE);
    await url.fill("/about");
    await url.press("Enter");
    await linkDialog.waitFor({ state: "detached" });
    await expect.poll(() => description.locator('a[href="/about"]').textContent()).toBe("story");
    await expect.poll(() => linkButton.getAttribute("aria-pressed")).toBe("true");

    // "today" becomes bold with the toolbar button.
    await page.keyboard.press("Home");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowRight");
    await caretMoved();
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await expect.poll(() => bold.getAttribute("aria-pressed")).toBe("false");
    await bold.click();
    await expect.poll(() => bold.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => toolbar.getByRole("button", { name: "Bulleted list" }).getAttribute("aria-pressed")).toBe("false");
    await shot(page, "edited");

    const body = await update(editor, "PUT", "Section updated");
    expect(Object.keys(body).sort()).toEqual(["section_description", "version"]);
    await editor.waitFor({ state: "detached" });
    const expected = `${SECTION_HTML}<p>Call us<br /><strong>today</strong>, read our <a href="/about">story</a></p>`;
    expect((await section()).section_description).toBe(expected);

    // A signed-out visitor sees the old and the new formatting.
    const visitor = await newPage(browser);
    const scripts: Promise<string>[] = [];
    visitor.page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.text().catch(() => "")));
    await visitor.page.goto(pageUrl(org.host, "/"), { waitUntil: "networkidle" });
    const shown = visitor.page.locator(`[data-section-id="${sectionId}"] header`);
    await shown.waitFor();
    await expect.poll(() => shown.locator("strong").allTextContents()).toEqual(["fast sites", "today"]);
    await expect.poll(() => shown.locator('a[href="https://example.com/teams"]').textContent()).toBe("teams");
    await expect.poll(() => shown.locator('a[href="/about"]').textContent()).toBe("story");
    await expect.poll(() => shown.locator("span.note").getAttribute("style")).toBe("color:#1e3a8a");
    await expect.poll(() => shown.locator("li").allTextContents()).toEqual(["Design", "Hosting"]);
    await expect.poll(() => shown.locator("br").count()).toBe(1);
    // Styled as rich text: links underlined, a bulleted list indented, bold text bold.
    const style = (selector: string, property: string) =>
      shown
        .locator(selector)
        .first()
        .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
    await expect.poll(() => style('a[href="/about"]', "text-decoration-line")).toBe("underline");
    await expect.poll(() => style("ul", "list-style-type")).toBe("disc");
    await expect.poll(async () => parseFloat(await style("ul", "padding-left"))).toBeGreaterThan(0);
    await expect.poll(async () => Number(await style("strong", "font-weight"))).toBeGreaterThanOrEqual(600);
    // The editor (TipTap, ProseMirror) and the editors' translation fields are members-only code.
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.some((text) => text.includes("ProseMirror") || text.includes("Text formatting"))).toBe(false);
    expect(code.some((text) => text.includes("This site publishes only"))).toBe(false);
    await visitor.context.close();
  });

  it("keeps a metric's description markup when only its title is edited, and when the description is edited", async () => {
    const editor = await openSectionEditor();
    await editor.getByRole("button", { name: "Edit Years" }).click();
    const form = page.getByRole("dialog", { name: /^Edit metric/ });
    const description = form.getByRole("textbox", { name: "Description" });
    await expect.poll(() => description.locator("strong").textContent()).toBe("1999");
    await form.getByLabel("Title", { exact: true }).fill("Years of service");
    const body = await update(form, "PATCH", "Saved to your library");
    expect(Object.keys(body).sort()).toEqual(["title", "version"]);
    await form.waitFor({ state: "detached" });
    expect(await metric()).toMatchObject({ title: "Years of service", description: METRIC_HTML });

    // Edit the description: add words to the list item and make one italic with the keyboard.
    await editor.getByRole("button", { name: "Edit Years of service" }).click();
    await description.click();
    await page.keyboard.press("Control+End");
    await caretMoved();
    await page.keyboard.type(" and growing");
    for (let i = 0; i < 7; i++) await page.keyboard.press("Shift+ArrowLeft");
    await caretMoved();
    await page.keyboard.press("Control+i");
    await shot(page, "metric-form");
    await expect.poll(() => form.getByRole("button", { name: "Italic" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => form.getByRole("button", { name: "Bulleted list" }).getAttribute("aria-pressed")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    const edited = await update(form, "PATCH", "Saved to your library");
    expect(Object.keys(edited).sort(), JSON.stringify(edited)).toEqual(["description", "version"]);
    expect((await metric()).description).toBe(METRIC_HTML.replace("countries</li>", "countries and <em>growing</em></li>"));
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
  });
});
