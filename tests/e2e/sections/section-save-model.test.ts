// Issue 9, "One save model" and "Undo": every change in the Template Section
// editor waits for Update (docs/decisions.md); Ctrl/Cmd+Z undoes, the toasts of
// one-click removals offer Undo, and unsaved changes guard a reload.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { pageUrl, openEditorFrom, recordWrites } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { axeViolations } from "../../support/axe";

type Seeded = { org: TestOrg; sectionId: number; title: string; metrics: { id: number; title: string }[] };

/** A section on the home page showing two library metrics, plus a third only in the library. */
async function seed(): Promise<Seeded> {
  const org = await createOrg();
  const title = unique("Numbers ");
  const section = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
  const metrics = [];
  for (const name of ["Founded", "Team size", "Offices"]) {
    const created = await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: name, description: "<p>About</p>" } });
    metrics.push(created.body as { id: number; title: string });
  }
  for (const metric of metrics.slice(0, 2)) {
    await api(org.host, `/api/template-sections/${section.body.id}/metrics`, { method: "POST", token: org.owner.token, body: { metric_id: metric.id } });
  }
  return { org, sectionId: section.body.id, title, metrics };
}

const stored = async ({ org, sectionId }: Seeded) => (await api<any>(org.host, `/api/template-sections/${sectionId}`)).body;
const storedTitles = async (seeded: Seeded) => (await stored(seeded)).website_metric.map((m: any) => m.title);
/** What the page under the editor shows of the section's metrics. */
const pageTitles = (page: Page, sectionId: number) =>
  page.locator(`[data-section-id="${sectionId}"] [data-metric-id]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-metric-id")));
const managerOrder = (editor: Locator) =>
  editor
    .locator('[data-section-metric-id] button[aria-label^="Reorder "]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")!.slice("Reorder ".length)));
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

async function openEditor(page: Page, { title }: Seeded): Promise<Locator> {
  const editor = await openEditorFrom(page, `Edit section: ${title}`, /Edit Template Section/);
  await editor.getByTestId("metric-manager").waitFor();
  return editor;
}

async function removeFromSection(page: Page, editor: Locator, title: string) {
  await editor.getByRole("button", { name: `Remove ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove metric" });
  await dialog.getByRole("button", { name: "Remove from Section" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("the section editor's save model and undo", () => {
  it("Discard after metric changes leaves the stored section and the page as they were", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    const editor = await openEditor(page, seeded);
    const before = await stored(seeded);
    const pageBefore = await pageTitles(page, seeded.sectionId);
    const writes = recordWrites(page);

    await removeFromSection(page, editor, "Founded");
    await editor.getByRole("button", { name: "Add existing" }).click();
    const add = page.getByRole("dialog", { name: "Add existing metric" });
    await add.getByRole("button", { name: "Add Offices" }).click();
    await page.keyboard.press("Escape");
    await add.waitFor({ state: "detached" });
    await expect.poll(() => managerOrder(editor)).toEqual(["Team size", "Offices"]);

    await editor.getByRole("button", { name: "Cancel" }).click();
    const discard = page.getByRole("alertdialog", { name: "Discard changes?" }).or(page.getByRole("dialog", { name: "Discard changes?" }));
    await discard.getByText("The changes you made to this section are not saved yet.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await editor.waitFor({ state: "detached" });

    expect(writes).toEqual([]);
    expect(await stored(seeded)).toEqual(before);
    await expect.poll(() => pageTitles(page, seeded.sectionId)).toEqual(pageBefore);
    await context.close();
  });

  it("Update saves the field and metric changes together in one PUT", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    const editor = await openEditor(page, seeded);
    const writes = recordWrites(page);

    await editor.getByLabel("Section title").fill("Staged together");
    await removeFromSection(page, editor, "Founded");
    // The save is held until the busy state has been checked by axe.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/template-sections/${seeded.sectionId}`, async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.fallback();
    });
    const putDone = page.waitForResponse((r) => r.url().endsWith(`/api/template-sections/${seeded.sectionId}`) && r.request().method() === "PUT");
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await editor.getByRole("button", { name: "Saving..." }).waitFor();
    expect(await axeViolations(page), "while saving").toEqual([]);
    release();
    const put = await putDone;
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON()).toMatchObject({ section_title: "Staged together", metric_ids: [seeded.metrics[1]!.id] });
    await toast(page, "Section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    expect(writes).toEqual([`PUT /api/template-sections/${seeded.sectionId}`]);
    const after = await stored(seeded);
    expect(after.section_title).toBe("Staged together");
    expect(await storedTitles(seeded)).toEqual(["Team size"]);
    await expect.poll(() => pageTitles(page, seeded.sectionId)).toEqual([String(seeded.metrics[1]!.id)]);
    await context.close();
  });

  it("Ctrl+Z undoes a title edit and Ctrl+Shift+Z redoes it; Undo in the toast brings a removed metric back", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    const editor = await openEditor(page, seeded);
    const title = editor.getByLabel("Section title");
    await title.fill("A new title");
    // Out of the field (a text field keeps the keys for its own text undo).
    await editor.getByRole("heading", { name: /Edit Template Section/ }).click();
    await page.keyboard.press("Control+z");
    await expect.poll(() => title.inputValue()).toBe(seeded.title);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => title.inputValue()).toBe("A new title");

    await removeFromSection(page, editor, "Founded");
    await expect.poll(() => managerOrder(editor)).toEqual(["Team size"]);
    const removed = toast(page, "Metric removed from section");
    await removed.getByRole("button", { name: "Undo" }).waitFor();
    expect(await axeViolations(page), "with the Undo toast").toEqual([]);
    await removed.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => managerOrder(editor)).toEqual(["Founded", "Team size"]);
    // The keyboard undoes a staged removal too.
    await removeFromSection(page, editor, "Team size");
    await editor.getByRole("heading", { name: /Edit Template Section/ }).click();
    await page.keyboard.press("Control+z");
    await expect.poll(() => managerOrder(editor)).toEqual(["Founded", "Team size"]);
    expect(await storedTitles(seeded)).toEqual(["Founded", "Team size"]);
    await context.close();
  });

  it("asks before a reload with unsaved changes, and not without", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await openEditor(page, seeded);
    // Untouched: no question.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual([]);

    const second = await context.newPage();
    second.setDefaultTimeout(15_000);
    second.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss(); // stay on the page
    });
    await second.goto(pageUrl(seeded.org.host, "/"));
    const edit = second.getByRole("button", { name: `Edit section: ${seeded.title}` });
    await edit.waitFor();
    await expect.poll(() => edit.isEnabled()).toBe(true);
    await edit.click();
    const reopened = second.getByRole("dialog", { name: /Edit Template Section/ });
    await reopened.getByLabel("Section title").fill("");
    await reopened.getByLabel("Section title").pressSequentially("Unsaved");
    // Chromium asks only after a user gesture on the page (the typing); let React commit the change first.
    await second.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
    await second.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(["beforeunload"]);
    expect(second.isClosed()).toBe(false);
    await expect.poll(() => reopened.getByLabel("Section title").inputValue()).toBe("Unsaved");
    await context.close();
  });
});
