import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, createNew } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { announced as announcedIn, moveUntil as moveIn } from "../../support/sortable";

const announced = (page: Page) => announcedIn(page.getByRole("dialog"));
const moveUntil = (page: Page, key: string, expected: string) => moveIn(page, page.getByRole("dialog"), key, expected);

/** Manage Page Layout as an owner uses it (spec/site-admin.md §2.7; issue 8). */
describe("Manage Page Layout", () => {
  /** The test's page: a page of its own (a new organization's home page already has starter blocks). */
  let path = "";
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const titles = [unique("Alpha "), unique("Bravo "), unique("Charlie ")];
  let ids: number[] = [];

  const layout = () => page.getByRole("dialog", { name: "Manage Page Layout" });
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
  const blockTitles = (p: Page) => p.locator("[data-block-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-block-title")));
  const openLayout = async () => {
    await createNew(page, "Page layout");
    await layout().waitFor();
  };

  /** Adds the template sections `titles` (ids in the same order) to the test's page, each at `order` if given. */
  const addSections = async (orders: (number | undefined)[] = []) => {
    for (const [i, title] of titles.entries()) {
      const created = await api(org.host, "/api/template-sections", {
        method: "POST",
        token: org.owner.token,
        body: { url_page: path, section_title: title, order: orders[i] },
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  beforeEach(async () => {
    path = `/${unique("layout-").toLowerCase()}`;
    ids = [];
    const created = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Layout test", slug: path.slice(1) } });
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("says 'No page sections found' on a page without blocks", async () => {
    ({ page } = await ownerPage(org, { path }));
    await openLayout();
    await layout().getByText("No page sections found").waitFor();
    await expect.poll(() => layout().getByRole("button", { name: "Save Layout" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    await layout().waitFor({ state: "detached" });
  });

  it("reorders with the keyboard, announces each step, saves in one request, and a visitor sees the new order", async () => {
    await addSections();
    ({ page } = await ownerPage(org, { path }));
    await expect.poll(() => blockTitles(page)).toEqual(titles);
    await openLayout();
    const dialog = layout();
    await dialog.getByRole("listitem").nth(2).waitFor();
    await expect.poll(() => dialog.getByText("3 template sections", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole("listitem").allTextContents()).toEqual(titles.map((t, i) => `${i + 1}.${t}Template section`));
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Charlie to the top: pick up, two places up, drop.
    await dialog.getByRole("button", { name: `Reorder ${titles[2]}` }).focus();
    await page.keyboard.press("Space");
    // The live region holds the latest announcement: the pick-up, at once followed by where it is.
    await expect.poll(() => announced(page)).toMatch(new RegExp(`^(Picked up ${titles[2]}, position 3 of 3\\.|${titles[2]} is over position 3 of 3\\.)$`));
    await moveUntil(page, "ArrowUp", `${titles[2]} is over position 2 of 3.`);
    await moveUntil(page, "ArrowUp", `${titles[2]} is over position 1 of 3.`);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe(`${titles[2]} dropped at position 1 of 3.`);
    const expected = [titles[2], titles[0], titles[1]];
    await expect.poll(() => dialog.locator("li p.font-medium").allTextContents()).toEqual(expected);

    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      dialog.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toEqual({
      organization_id: org.id,
      url_page: path,
      // The layout's version as loaded (none saved yet): a newer save since would answer 409.
      version: 0,
      sections: [ids[2], ids[0], ids[1]].map((id, i) => ({ id, type: "template_section", order: (i + 1) * 10 })),
    });
    await toast("Page layout saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    // The page under the modal is rendered again in the new order.
    await expect.poll(() => blockTitles(page)).toEqual(expected);

    const visitor = await newPage(browser);
    expect((await visitor.page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
    await expect.poll(() => blockTitles(visitor.page)).toEqual(expected);
    await expect.poll(() => visitor.page.getByRole("button", { name: "Create New" }).count()).toBe(0);
    await visitor.context.close();
  });

  it("undoes moves with Ctrl+Z, redoes them with Ctrl+Shift+Z and Ctrl+Y, and Save Layout stores the redone order", async () => {
    await addSections();
    ({ page } = await ownerPage(org, { path }));
    await openLayout();
    const dialog = layout();
    await dialog.getByRole("listitem").nth(2).waitFor();
    const order = () => dialog.locator("li p.font-medium").allTextContents();
    const undo = dialog.getByRole("button", { name: "Undo", exact: true });
    const redo = dialog.getByRole("button", { name: "Redo", exact: true });
    await expect.poll(() => Promise.all([undo.isDisabled(), redo.isDisabled()])).toEqual([true, true]);
    /** Picks `title` up with the keyboard, moves it `steps` places up, drops it. */
    const moveUp = async (title: string, from: number, steps: number) => {
      await dialog.getByRole("button", { name: `Reorder ${title}` }).focus();
      await page.keyboard.press("Space");
      await expect
        .poll(() => announced(page))
        .toMatch(new RegExp(`^(Picked up ${title}, position ${from} of 3\\.|${title} is over position ${from} of 3\\.)$`));
      for (let to = from - 1; to >= from - steps; to--) await moveUntil(page, "ArrowUp", `${title} is over position ${to} of 3.`);
      await page.keyboard.press("Space");
      await expect.poll(() => announced(page)).toBe(`${title} dropped at position ${from - steps} of 3.`);
    };
    const [alpha, bravo, charlie] = titles;

    // Two moves: Charlie to the top, then Bravo above Alpha.
    await moveUp(charlie!, 3, 2);
    await expect.poll(order).toEqual([charlie, alpha, bravo]);
    await moveUp(bravo!, 3, 1);
    await expect.poll(order).toEqual([charlie, bravo, alpha]);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // Each Ctrl+Z undoes one move (focus is on the dropped row's handle, inside the dialog).
    await page.keyboard.press("Control+z");
    await expect.poll(order).toEqual([charlie, alpha, bravo]);
    await page.keyboard.press("Control+z");
    await expect.poll(order).toEqual(titles);
    await expect.poll(() => Promise.all([undo.isDisabled(), redo.isDisabled()])).toEqual([true, false]);
    // Ctrl+Shift+Z and Ctrl+Y redo them.
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(order).toEqual([charlie, alpha, bravo]);
    await page.keyboard.press("Control+y");
    await expect.poll(order).toEqual([charlie, bravo, alpha]);
    await expect.poll(() => Promise.all([undo.isDisabled(), redo.isDisabled()])).toEqual([false, true]);
    // The header's buttons do the same.
    await undo.click();
    await expect.poll(order).toEqual([charlie, alpha, bravo]);
    await redo.click();
    await expect.poll(order).toEqual([charlie, bravo, alpha]);

    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      dialog.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON().sections).toEqual([ids[2], ids[1], ids[0]].map((id, i) => ({ id, type: "template_section", order: (i + 1) * 10 })));
    await toast("Page layout saved").waitFor();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => blockTitles(page)).toEqual([charlie, bravo, alpha]);
    const stored = await api(org.host, `/api/page-layout?organization_id=${org.id}&url_page=${path}`, { token: org.owner.token });
    expect(stored.body.map((b: { title: string }) => b.title)).toEqual([charlie, bravo, alpha]);
  });

  it("undoing every move leaves nothing to discard", async () => {
    await addSections();
    ({ page } = await ownerPage(org, { path }));
    await openLayout();
    const dialog = layout();
    await dialog.getByRole("listitem").nth(2).waitFor();
    await dialog.getByRole("button", { name: `Reorder ${titles[0]}` }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toMatch(new RegExp(`^(Picked up ${titles[0]}, position 1 of 3\\.|${titles[0]} is over position 1 of 3\\.)$`));
    await moveUntil(page, "ArrowDown", `${titles[0]} is over position 2 of 3.`);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe(`${titles[0]} dropped at position 2 of 3.`);
    await expect.poll(() => dialog.locator("li p.font-medium").allTextContents()).toEqual([titles[1], titles[0], titles[2]]);
    await page.keyboard.press("Meta+z");
    await expect.poll(() => dialog.locator("li p.font-medium").allTextContents()).toEqual(titles);
    // Back to the order as loaded: Cancel closes without asking.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("dialog", { name: "Discard changes?" }).count()).toBe(0);
  });

  it("shows 'Failed to save page layout. Please try again.' when a block went away meanwhile, and asks before discarding the new order", async () => {
    // The order the journey before saves: Charlie, Alpha, Bravo.
    await addSections([20, 30, 10]);
    ({ page } = await ownerPage(org, { path }));
    await openLayout();
    const dialog = layout();
    await dialog.getByRole("listitem").nth(2).waitFor();
    await dialog.getByRole("button", { name: `Reorder ${titles[1]}` }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toMatch(new RegExp(`^(Picked up ${titles[1]}, position 3 of 3\\.|${titles[1]} is over position 3 of 3\\.)$`));
    await moveUntil(page, "ArrowUp", `${titles[1]} is over position 2 of 3.`);
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toBe(`${titles[1]} dropped at position 2 of 3.`);
    // Someone deletes Alpha while the modal is open.
    expect((await api(org.host, `/api/template-sections/${ids[0]}`, { method: "DELETE", token: org.owner.token })).status).toBe(200);
    const [failed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      dialog.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(failed.status()).toBe(404);
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    await expect
      .poll(() => alert.textContent())
      .toBe(`Failed to save page layout. Please try again.There is no template section ${ids[0]} on the page ${path}.`);
    // Nothing of the list was saved.
    const stored = await api(org.host, `/api/page-layout?organization_id=${org.id}&url_page=${path}`, { token: org.owner.token });
    expect(stored.body.map((b: { title: string }) => b.title)).toEqual([titles[2], titles[1]]);
    expect(stored.body.map((b: { order: number }) => b.order)).toEqual([10, 30]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    const discard = page.getByRole("dialog", { name: "Discard changes?" });
    await discard.waitFor();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the button that opened the modal.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Create New");
  });
});
