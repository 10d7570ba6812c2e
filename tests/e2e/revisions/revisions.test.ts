import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page, Response } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, markToastsSeen, newToast, openEditorFrom } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";
import { ownerPage } from "../../support/owner-page";

/** Revisions for every editor (issue 25): the owner restores an earlier section and header menu from their revision lists. */
describe("revisions in the editors", () => {
  let org: TestOrg;
  let page: Page;
  let sectionId: number;
  let itemId: number;

  const isRestore = (r: Response) => r.request().method() === "POST" && /\/revisions\/\d+\/restore$/.test(new URL(r.url()).pathname);
  /** A toast shown since the last markToastsSeen(page) (toasts stay a few seconds). */
  const toast = (text: string) => newToast(page, text);

  /** Opens the editor's Revisions, chooses the oldest saved version and answers the dialog. */
  async function openOldest(editor: Locator): Promise<Locator> {
    await editor.getByRole("button", { name: "Revisions" }).click();
    const revisions = page.getByRole("dialog", { name: "Revisions" });
    await revisions.getByRole("button", { name: /^Version 1\b/ }).click();
    await revisions.getByTestId("revision-differences").waitFor();
    return revisions;
  }

  const row = (revisions: Locator, field: string) => revisions.getByRole("row").filter({ has: page.getByRole("rowheader", { name: field, exact: true }) });

  beforeAll(async () => {
    org = await createOrg();
    const section = await createSection(org, { url_page: "/", section_title: "Opening hours" });
    sectionId = section.id;
    await api(org.host, `/api/template-sections/${section.id}`, {
      method: "PUT",
      body: { section_title: "Our hours", version: section.version },
      token: org.owner.token,
    });
    const created = await api(org.host, "/api/menu-items", {
      method: "POST",
      body: { organization_id: org.id, display_name: "Services", url_name: "services", order: 0 },
      token: org.owner.token,
    });
    itemId = created.body.menu_item.id;
    await api(org.host, `/api/menu-items/${itemId}`, { method: "PUT", body: { kind: "menu_item", display_name: "What we do" }, token: org.owner.token });
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  it("restores an earlier version of a section from its revision list", async () => {
    const editor = await openEditorFrom(page, "Edit section: Our hours", "Edit Template Section");
    const revisions = await openOldest(editor);
    // Who and what changed, in the list; the changed field side by side.
    await revisions.getByRole("button", { name: /^Version 2 \(current\).*Changed: Section title/ }).waitFor();
    const title = row(revisions, "Section title");
    await expect.poll(() => title.getByRole("cell").allTextContents()).toEqual(["Opening hours", "Our hours"]);
    await expect.poll(() => revisions.getByRole("columnheader").allTextContents()).toEqual(["Field", "Version 1", "Current (version 2)"]);
    expect(await axeViolations(page)).toEqual([]);

    await markToastsSeen(page);
    const [restored] = await Promise.all([page.waitForResponse(isRestore), revisions.getByRole("button", { name: "Restore this version" }).click()]);
    expect(restored.status()).toBe(200);
    await toast("Version 1 restored").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: "Opening hours" }).waitFor();
    const stored = await api(org.host, `/api/template-sections/${sectionId}`);
    expect(stored.body).toMatchObject({ section_title: "Opening hours", version: 3 });
  });

  it("restores an earlier version of the header menu from its revision list", async () => {
    await createNew(page, "Header");
    const editor = page.getByRole("dialog", { name: "Edit header" });
    await editor.waitFor();
    const revisions = await openOldest(editor);
    const items = row(revisions, "Menu items");
    await expect.poll(() => items.getByRole("cell").allTextContents()).toEqual(["Services (/services)", "What we do (/services)"]);
    expect(await axeViolations(page)).toEqual([]);

    await markToastsSeen(page);
    const [restored] = await Promise.all([page.waitForResponse(isRestore), revisions.getByRole("button", { name: "Restore this version" }).click()]);
    expect(restored.status()).toBe(200);
    await toast("Version 1 restored").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.locator("header[data-site-header]").getByRole("link", { name: "Services" }).first().waitFor();
    const menu = await api(org.host, `/api/menu-items?organization_id=${org.id}`, { token: org.owner.token });
    expect(menu.body.menu_items).toEqual([expect.objectContaining({ id: itemId, display_name: "Services" })]);
  });
});
