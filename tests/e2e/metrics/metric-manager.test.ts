import { afterEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { pageUrl, recordWrites, requestsSettled } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";
import { announced as announcedIn, moveUntil } from "../../support/sortable";
import { png, upload } from "../../api/media-library-support";

/** A small solid-colour SVG as a data URL (external hosts do not resolve in tests). */
const swatch = (color: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/></svg>`).toString("base64")}`;

const SECTION_TITLE = "Our numbers";

async function seed(org: TestOrg, libraryMetrics: { title: string; description: string; image?: string }[]) {
  const section = await api(org.host, "/api/template-sections", {
    method: "POST",
    token: org.owner.token,
    body: { url_page: "/", section_title: SECTION_TITLE },
  });
  expect(section.status, JSON.stringify(section.body)).toBe(201);
  return { sectionId: section.body.id as number, metrics: await seedLibrary(org, libraryMetrics) };
}

/** Metrics already in the organization's library (for "Add existing"). */
async function seedLibrary(org: TestOrg, libraryMetrics: { title: string; description: string; image?: string }[]) {
  const metrics = [];
  for (const body of libraryMetrics) {
    const created = await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    metrics.push(created.body);
  }
  return metrics;
}

const library = async (org: TestOrg) => {
  const result = await api<any[]>(org.host, "/api/metrics", { token: org.owner.token });
  expect(result.status).toBe(200);
  return result.body;
};

const storedOrder = async (org: TestOrg, sectionId: number) => {
  const result = await api<any[]>(org.host, "/api/template-sections?url_page=/", { token: org.owner.token });
  return (result.body.find((s: any) => s.id === sectionId)?.website_metric ?? []).map((m: any) => m.title);
};

/** The owner (on the home page, signed in) creates the section with the New section editor, on the Sunset Glow gradient. */
async function createSectionThroughEditor(page: Page, org: TestOrg): Promise<number> {
  await page.getByRole("button", { name: "New section" }).click();
  const editor = page.getByRole("dialog", { name: "Create Template Section" });
  await editor.getByLabel("Section title").fill(SECTION_TITLE);
  await editor.getByRole("button", { name: /^Background/ }).click();
  await editor.getByRole("button", { name: "Gradient", exact: true }).click();
  await editor.getByRole("radio", { name: "Sunset Glow", exact: true }).click();
  await editor.getByRole("button", { name: "Create", exact: true }).click();
  await toast(page, "Section created");
  await editor.waitFor({ state: "detached" });
  const sections = await api<any[]>(org.host, "/api/template-sections?url_page=/");
  return sections.body.find((s: any) => s.section_title === SECTION_TITLE).id;
}

/** Opens the section's editor the way a user does, on the owner's page (ownerPage). */
async function openEditor(page: Page): Promise<Locator> {
  const edit = page.getByRole("button", { name: `Edit section: ${SECTION_TITLE}` });
  await edit.waitFor();
  await expect.poll(() => edit.isEnabled()).toBe(true);
  await edit.click();
  const editor = page.getByRole("dialog", { name: /Edit Template Section/ });
  await editor.getByTestId("metric-manager").waitFor();
  return editor;
}

/** The titles of the section's metrics, in the manager's order. */
const managerOrder = (editor: Locator) =>
  editor
    .locator('[data-section-metric-id] button[aria-label^="Reorder "]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")!.slice("Reorder ".length)));

/** With ONSITE_SCREENSHOTS=<folder>, saves a screenshot of each step for review. */
const shot = async (page: Page, name: string) => {
  if (process.env.ONSITE_SCREENSHOTS) await page.screenshot({ path: `${process.env.ONSITE_SCREENSHOTS}/metric-manager-${name}.png` });
};

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

async function createMetric(page: Page, editor: Locator, title: string, description: string, chooseMedia: (form: Locator) => Promise<void>, slow = false) {
  await editor.getByRole("button", { name: "Create metric" }).click();
  const form = page.getByRole("dialog", { name: /^Create metric/ });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Description", { exact: true }).fill(description);
  await chooseMedia(form);
  // Hold the create request until the busy state has been seen.
  let release = () => {};
  if (slow) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/metrics", async (route) => {
      await held;
      await route.continue();
    });
  }
  await form.getByRole("button", { name: "Create", exact: true }).click();
  if (slow) {
    const busy = form.getByRole("button", { name: "Saving..." });
    await busy.waitFor();
    await expect.poll(() => busy.isDisabled()).toBe(true);
    release();
  }
  // A new metric is saved to the library at once and staged into the section's list.
  await toast(page, "Metric saved to your library");
  if (slow) await page.unroute("**/api/metrics");
  await form.waitFor({ state: "detached" });
  await editor.getByRole("button", { name: `Reorder ${title}` }).waitFor();
}

/**
 * Presses an arrow key until the drag announcement says `expected`. dnd-kit
 * listens for the arrows only from a timer after the pick-up, so on a busy
 * machine a key pressed at once can go unheard; pressing again is harmless
 * (at the edge of the grid the item stays where it is).
 */
describe("the metric manager in the Template Section editor", () => {
  let current: Page | undefined; // the member's page, shot on failure when ONSITE_SCREENSHOTS is set
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === "fail" && current && !current.isClosed()) await shot(current, "failure").catch(() => undefined);
    current = undefined;
  });

  it("the owner builds a section: gradient, two new metrics, one from the library, reorder by keyboard and mouse; Update saves it and a visitor sees it", async () => {
    const org = await createOrg();
    const blue = swatch("#2563eb");
    const green = swatch("#059669");
    await seedLibrary(org, [
      { title: "Years of service", description: "<p>Since 1999</p>", image: blue },
      { title: "Awards won", description: "<p>Industry awards</p>" },
    ]);
    const { context, page } = await ownerPage(org, { context: { viewport: { width: 1280, height: 1000 } } });
    page.setDefaultTimeout(15_000);
    current = page;
    const sectionId = await createSectionThroughEditor(page, org);
    let editor = await openEditor(page);

    // 1. A metric with a media URL: an empty URL is refused first.
    await createMetric(
      page,
      editor,
      "Happy clients",
      "Across 30 countries",
      async (form) => {
        await form.getByRole("button", { name: "Media URL" }).click();
        const dialog = page.getByRole("dialog", { name: "Media URL" });
        await dialog.getByRole("button", { name: "Use URL" }).click();
        await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Please enter a valid URL");
        await dialog.getByLabel("Image or video URL").fill(green);
        await shot(page, "media-url");
        await dialog.getByRole("button", { name: "Use URL" }).click();
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => form.getByTestId("metric-media-url").textContent()).toBe(green);
        await shot(page, "create-form");
      },
      true,
    );

    // 2. A metric whose image comes from the media library (the one place to pick an image: no gallery any more).
    const globe = await upload(org, { bytes: await png(), name: "globe.png", type: "image/png" }, { alt: "A globe on a desk" });
    expect(globe.status, JSON.stringify(globe.body)).toBe(201);
    await createMetric(page, editor, "Countries", "Offices worldwide", async (form) => {
      await expect.poll(() => form.getByRole("button", { name: "Gallery" }).count()).toBe(0);
      await form.getByRole("button", { name: "Choose from library" }).click();
      const media = page.getByRole("dialog", { name: "Media library" });
      await media.getByRole("button", { name: "A globe on a desk" }).click();
      await shot(page, "library");
      await media.getByRole("region", { name: "Details of globe.png" }).getByRole("button", { name: "Use this file" }).click();
      await media.waitFor({ state: "detached" });
      await expect.poll(() => form.getByTestId("metric-media-url").textContent()).toBe(globe.body.url);
    });
    const created = await library(org);
    expect(created.find((m) => m.title === "Happy clients")).toMatchObject({ description: "<p>Across 30 countries</p>", image: green });
    expect(created.find((m) => m.title === "Countries")).toMatchObject({ image: globe.body.url });

    // 3. Both library metrics through "Add existing", using the search box.
    await editor.getByRole("button", { name: "Add existing" }).click();
    const add = page.getByRole("dialog", { name: "Add existing metric" });
    await add.getByRole("button", { name: "Add Years of service" }).waitFor();
    await shot(page, "add-existing");
    await expect.poll(() => add.getByRole("button", { name: /^Add / }).count()).toBe(2); // the section's own metrics are not offered
    await add.getByLabel("Search metrics").fill("award");
    await expect.poll(() => add.getByRole("button", { name: /^Add / }).count()).toBe(1);
    await add.getByRole("button", { name: "Add Awards won" }).click();
    await add.getByLabel("Search metrics").fill("");
    await add.getByRole("button", { name: "Add Years of service" }).click();
    // The list follows the staged section: nothing is left to add.
    await add.getByText("Every metric in your library is already in this section.").waitFor();
    await page.keyboard.press("Escape");
    await add.waitFor({ state: "detached" });
    await editor.getByRole("button", { name: "Reorder Years of service" }).waitFor();
    expect(await managerOrder(editor)).toEqual(["Happy clients", "Countries", "Awards won", "Years of service"]);

    // Nothing about the section's list is saved before Update (docs/decisions.md, "One save model").
    expect(await storedOrder(org, sectionId)).toEqual([]);

    // 4. Reorder with the keyboard (two columns: Up moves "Years of service" above "Countries").
    const announced = () => announcedIn(editor);
    // Pick it up; the list may re-render once more after the last add (the handle is then
    // a new element without focus), so press again until the pick-up is announced.
    await expect
      .poll(async () => {
        const text = await announced();
        if (!text || /dropped|cancelled/.test(text)) {
          await editor.getByRole("button", { name: "Reorder Years of service" }).focus();
          await page.keyboard.press("Space");
        }
        return announced();
      })
      .toMatch(/^(Picked up Years of service, position 4 of 4\.|Years of service is over position 4 of 4\.)$/);
    await moveUntil(page, editor, "ArrowUp", "Years of service is over position 2 of 4.");
    await shot(page, "keyboard-drag");
    await page.keyboard.press("Space");
    await expect.poll(() => managerOrder(editor)).toEqual(["Happy clients", "Years of service", "Countries", "Awards won"]);
    await expect.poll(() => page.getByRole("dialog", { name: /Edit Template Section/ }).isVisible()).toBe(true);

    // ... and with the mouse: drag "Awards won" onto "Happy clients".
    // The list sits below the fold of the dialog: bring it into view as a user scrolls to it.
    await editor.getByRole("button", { name: "Reorder Awards won" }).scrollIntoViewIfNeeded();
    const handle = await editor.getByRole("button", { name: "Reorder Awards won" }).boundingBox();
    const target = await editor.locator("[data-section-metric-id]").first().boundingBox();
    const start = { x: handle!.x + handle!.width / 2, y: handle!.y + handle!.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // Past the 4 px activation distance, then wait until the drag has really started.
    await page.mouse.move(start.x, start.y - 10, { steps: 3 });
    await expect.poll(announced).toMatch(/^Picked up Awards won|^Awards won is over/);
    const end = { x: target!.x + 30, y: target!.y + target!.height / 2 };
    await expect
      .poll(async () => {
        await page.mouse.move(end.x, end.y + 1, { steps: 6 });
        await page.mouse.move(end.x, end.y, { steps: 2 });
        return announced();
      })
      .toBe("Awards won is over position 1 of 4.");
    await page.mouse.up();
    const order = ["Awards won", "Happy clients", "Years of service", "Countries"];
    await expect.poll(() => managerOrder(editor)).toEqual(order);

    // Update saves the staged list with the section, in one request.
    const [put] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/template-sections/${sectionId}`) && r.request().method() === "PUT"),
      editor.getByRole("button", { name: "Update", exact: true }).click(),
    ]);
    expect(put.status()).toBe(200);
    expect(put.request().postDataJSON().metric_ids).toHaveLength(4);
    await toast(page, "Section updated");
    await editor.waitFor({ state: "detached" });
    expect(await storedOrder(org, sectionId)).toEqual(order);
    editor = await openEditor(page);
    await expect.poll(() => managerOrder(editor)).toEqual(order);
    await context.close();

    // A signed-out visitor sees the section on its gradient with the four metrics in that order.
    const visitor = await visitorPage();
    const byTitle = new Map((await library(org)).map((m) => [m.title, String(m.id)]));
    const shown = async () => {
      await visitor.page.goto(pageUrl(org.host, "/"));
      return visitor.page.locator(`[data-section-id="${sectionId}"] [data-metric-id]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-metric-id")));
    };
    await expect.poll(shown).toEqual(order.map((title) => byTitle.get(title)));
    const background = await visitor.page.locator(`[data-section-id="${sectionId}"]`).evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain("linear-gradient");
    await visitor.context.close();
  }, 240_000); // four steps and a visitor: the seven-step journey it was part of took 108 s at load 12 (5 December)

  it("removes a metric from the section (it stays in the library) and deletes one permanently; a visitor sees exactly the rest", async () => {
    const org = await createOrg();
    // The section as the journey above leaves it.
    const { sectionId, metrics } = await seed(org, [
      { title: "Awards won", description: "<p>Industry awards</p>" },
      { title: "Happy clients", description: "<p>Across 30 countries</p>" },
      { title: "Years of service", description: "<p>Since 1999</p>", image: swatch("#2563eb") },
      { title: "Countries", description: "<p>Offices worldwide</p>" },
    ]);
    const order = metrics.map((m) => m.title as string);
    const staged = await api(org.host, `/api/template-sections/${sectionId}`, {
      method: "PUT",
      token: org.owner.token,
      body: { metric_ids: metrics.map((m) => m.id) },
    });
    expect(staged.status, JSON.stringify(staged.body)).toBe(200);
    expect(await storedOrder(org, sectionId)).toEqual(order);
    const { context, page } = await ownerPage(org, { context: { viewport: { width: 1280, height: 1000 } } });
    page.setDefaultTimeout(15_000);
    current = page;
    const editor = await openEditor(page);
    await expect.poll(() => managerOrder(editor)).toEqual(order);

    // 5. Remove from Section: no confirmation, and it stays in the library.
    await editor.getByRole("button", { name: "Remove Happy clients" }).click();
    const remove = page.getByRole("dialog", { name: "Remove metric" });
    await remove.waitFor();
    await shot(page, "remove-dialog");
    await remove.getByRole("button", { name: "Remove from Section" }).click();
    await toast(page, "Metric removed from section");
    await remove.waitFor({ state: "detached" });
    await editor.getByRole("button", { name: "Reorder Happy clients" }).waitFor({ state: "detached" });
    // Focus moves to the card now in its place, not to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Reorder Years of service");
    expect((await library(org)).map((m) => m.title)).toContain("Happy clients");
    expect(await storedOrder(org, sectionId)).toEqual(order); // staged until Update

    // 6. Delete Permanently needs the exact title.
    await editor.getByRole("button", { name: "Remove Countries" }).click();
    await remove.getByRole("button", { name: "Delete Permanently" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete metric permanently" });
    const confirmButton = confirm.getByRole("button", { name: "Delete Permanently" });
    await confirm.getByRole("textbox").fill("countries");
    await expect.poll(() => confirmButton.isDisabled()).toBe(true);
    await shot(page, "typed-confirm");
    await confirm.getByRole("textbox").fill("Countries");
    await expect.poll(() => confirmButton.isEnabled()).toBe(true);
    // From the delete to the save, no request for the deleted metric (its "Used in" list) and no failed answer.
    const failed: string[] = [];
    const watchFailures = (response: { status(): number; url(): string; request(): { method(): string } }) =>
      void (response.status() >= 400 && failed.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`));
    page.on("response", watchFailures);
    await confirmButton.click();
    await toast(page, "Metric deleted");
    await confirm.waitFor({ state: "detached" });
    await remove.waitFor({ state: "detached" });
    await editor.getByRole("button", { name: "Reorder Countries" }).waitFor({ state: "detached" });
    expect((await library(org)).map((m) => m.title)).not.toContain("Countries");
    expect(await managerOrder(editor)).toEqual(["Awards won", "Years of service"]);
    await shot(page, "after");
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, "Section updated");
    await editor.waitFor({ state: "detached" });
    page.off("response", watchFailures);
    expect(failed).toEqual([]);
    expect(await storedOrder(org, sectionId)).toEqual(["Awards won", "Years of service"]);
    await context.close();

    // 7. A signed-out visitor sees exactly the remaining metrics, in the new order.
    const visitor = await visitorPage();
    const expected = [metrics[0].id, metrics[2].id].map(String);
    const shown = async () => {
      await visitor.page.goto(pageUrl(org.host, "/"));
      return visitor.page.locator(`[data-section-id="${sectionId}"] [data-metric-id]`).evaluateAll((els) => els.map((el) => el.getAttribute("data-metric-id")));
    };
    await expect.poll(shown).toEqual(expected);
    await visitor.page.locator(`[data-section-id="${sectionId}"]`).scrollIntoViewIfNeeded();
    await shot(visitor.page, "visitor");
    await expect.poll(() => visitor.page.getByRole("button", { name: /Edit section/ }).count()).toBe(0);
    await visitor.context.close();
  }, 240_000); // two dialogs, a save and a visitor

  it("refuses a metric without a description, shows the server's errors, edits a metric and removes its media", async () => {
    const org = await createOrg();
    const { sectionId } = await seed(org, [
      { title: "Founded", description: "<p>In 2004</p>" },
      { title: "Team size", description: "<p>People</p>", image: swatch("#e11d48") },
    ]);
    const { context, page } = await ownerPage(org);
    page.setDefaultTimeout(15_000);
    current = page;
    const editor = await openEditor(page);
    const posts = recordWrites(page);

    await editor.getByRole("button", { name: "Create metric" }).click();
    const form = page.getByRole("dialog", { name: /^Create metric/ });
    await form.getByLabel("Title", { exact: true }).fill("No description");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Title and description are required");
    await shot(page, "create-invalid");
    await form.getByLabel("Description", { exact: true }).fill("   ");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Title and description are required");
    await requestsSettled(page);
    expect(posts).toEqual([]);
    expect((await library(org)).map((m) => m.title).sort()).toEqual(["Founded", "Team size"]);
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("dialog", { name: /Edit Template Section/ }).isVisible()).toBe(true);

    // Adding is staged: nothing is sent until Update.
    await editor.getByRole("button", { name: "Add existing" }).click();
    const add = page.getByRole("dialog", { name: "Add existing metric" });
    await add.getByRole("button", { name: "Add Team size" }).click();
    await add.getByRole("button", { name: "Add Founded" }).click();
    await add.getByText("Every metric in your library is already in this section.").waitFor();
    await page.keyboard.press("Escape");
    await add.waitFor({ state: "detached" });
    expect(await managerOrder(editor)).toEqual(["Team size", "Founded"]);
    expect(posts).toEqual([]);
    expect(await storedOrder(org, sectionId)).toEqual([]);

    // Edit: the description is rich text (Enter starts a paragraph); only changed fields are sent.
    await editor.getByRole("button", { name: "Edit Team size" }).click();
    const edit = page.getByRole("dialog", { name: /^Edit metric/ });
    const description = edit.getByLabel("Description", { exact: true });
    await expect.poll(() => description.textContent()).toBe("People");
    await description.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" on staff");
    await page.keyboard.press("Enter");
    await page.keyboard.type("And growing");
    await edit.getByRole("switch", { name: "Card style" }).check();
    await shot(page, "edit-form");
    const [patch] = await Promise.all([page.waitForRequest((r) => r.method() === "PATCH"), edit.getByRole("button", { name: "Update" }).click()]);
    expect(Object.keys(patch.postDataJSON()).sort()).toEqual(["description", "is_card_type", "version"]);
    // A library edit is saved at once, and says so.
    await toast(page, "Saved to your library");
    await edit.waitFor({ state: "detached" });
    const teamSize = async () => (await library(org)).find((m) => m.title === "Team size");
    expect(await teamSize()).toMatchObject({ description: "<p>People on staff</p><p>And growing</p>", is_card_type: true });

    await editor.getByRole("button", { name: "Remove media of Team size" }).click();
    await toast(page, "Media removed");
    await editor.getByRole("button", { name: "Remove media of Team size" }).waitFor({ state: "detached" });
    expect((await teamSize()).image).toBeNull();
    // Undo in the toast saves the media back.
    await page.locator("[data-sonner-toast]").filter({ hasText: "Media removed" }).getByRole("button", { name: "Undo" }).click();
    await toast(page, "Media restored");
    await editor.getByRole("button", { name: "Remove media of Team size" }).waitFor();
    expect((await teamSize()).image).toBe(swatch("#e11d48"));
    await context.close();
  }, 240_000); // four dialogs and a save each: 20 s on a quiet machine, 60 s seen at load 16

  it("a metric created and then the editor cancelled: Discard changes? says it stays in the library, and Add existing offers it on reopening", async () => {
    const org = await createOrg();
    const { sectionId } = await seed(org, []);
    const { context, page } = await ownerPage(org);
    page.setDefaultTimeout(15_000);
    current = page;
    let editor = await openEditor(page);
    await createMetric(page, editor, "Projects delivered", "Since 2010", async () => undefined);
    const [stored] = await library(org);
    expect(stored).toMatchObject({ title: "Projects delivered", description: "<p>Since 2010</p>" });

    // Cancel: the question says the metric is already in the library and is not added to this section.
    const discard = page.getByRole("dialog", { name: "Discard changes?" });
    const note =
      "The metric “Projects delivered” you created is already in your library and stays there, but it is not added to this section. Add it later with Add existing.";
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.waitFor();
    await expect.poll(() => discard.locator("p").allTextContents()).toEqual(["The changes you made to this section are not saved yet.", note]);
    expect(await axeViolations(page, `[role="dialog"][aria-labelledby="${await discard.getAttribute("aria-labelledby")}"]`)).toEqual([]);
    // Keep editing: the metric is still staged in the section.
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "detached" });
    expect(await managerOrder(editor)).toEqual(["Projects delivered"]);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await editor.waitFor({ state: "detached" });

    // Nothing half-done in the API: the metric is in the library once, the section holds none.
    expect((await library(org)).map((m) => [m.id, m.title])).toEqual([[stored.id, "Projects delivered"]]);
    expect(await storedOrder(org, sectionId)).toEqual([]);

    // Reopened: the section is as it was, and Add existing offers the metric.
    editor = await openEditor(page);
    await editor.getByText("No metrics in this section yet").waitFor();
    await editor.getByRole("button", { name: "Add existing" }).click();
    const add = page.getByRole("dialog", { name: "Add existing metric" });
    await add.getByRole("button", { name: "Add Projects delivered" }).click();
    await add.getByText("Every metric in your library is already in this section.").waitFor();
    await page.keyboard.press("Escape");
    await add.waitFor({ state: "detached" });
    expect(await managerOrder(editor)).toEqual(["Projects delivered"]);
    // A metric added from the library was not created here: the question is the plain one.
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.waitFor();
    await expect.poll(() => discard.locator("p").allTextContents()).toEqual(["The changes you made to this section are not saved yet."]);
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "detached" });
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, "Section updated");
    await editor.waitFor({ state: "detached" });
    expect(await storedOrder(org, sectionId)).toEqual(["Projects delivered"]);
    expect(await library(org)).toHaveLength(1);
    await context.close();
  }, 240_000);
});
