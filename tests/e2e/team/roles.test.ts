import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { member, createOrg, type TestOrg } from "../../support/client";
import { memberPage } from "../../support/owner-page";

/**
 * Members see what their role can do: an editor (content only) gets no header,
 * footer or settings controls whose saves would be refused with 403; an admin
 * gets them, and no team (owners only).
 */
describe("what each role is offered", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg();
  });

  /** Signs `account` in and waits until the editing shell has put its controls on the page. */
  async function signedIn(account: { email: string; password: string }): Promise<Page> {
    const { page } = await memberPage(org, account);
    const edit = page.getByRole("button", { name: "Edit section: What we offer" });
    await edit.waitFor();
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await edit.elementHandle());
    return page;
  }

  const createNewEntries = async (page: Page) => {
    await page.getByRole("button", { name: "Create New" }).click();
    const menu = page.getByRole("menu", { name: "Create New" });
    await menu.waitFor();
    const entries = await menu.getByRole("menuitem").allTextContents();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    return entries.map((text) => text.trim());
  };

  it("an editor edits content but is offered no header, footer or settings", async () => {
    const editor = await member(org, "editor");
    const page = await signedIn(editor);
    // Content: the blocks' Edit buttons and "Add section here".
    await expect.poll(() => page.getByRole("button", { name: `Edit hero: ${org.name}` }).count()).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: "Add section here" }).count()).toBeGreaterThan(0);
    // Not content: no "Edit header" / "Edit footer", which would end in "403" toasts.
    await expect.poll(() => page.getByRole("button", { name: "Edit header" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Edit footer" }).count()).toBe(0);
    const entries = await createNewEntries(page);
    expect(entries.some((e) => /^(Header|Footer|Global settings|Settings:)/.test(e))).toBe(false);
    expect(entries.some((e) => e.startsWith("New section"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("an admin gets the header, footer and settings, without the team", async () => {
    const admin = await member(org, "admin");
    const page = await signedIn(admin);
    await page.getByRole("button", { name: "Edit header" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Edit footer" }).count()).toBe(1);
    const entries = await createNewEntries(page);
    expect(entries.some((e) => e.startsWith("Header"))).toBe(true);
    expect(entries.some((e) => e.startsWith("Global settings"))).toBe(true);

    await page.getByRole("button", { name: "Edit header" }).click();
    const header = page.getByRole("dialog", { name: "Edit header" });
    await header.waitFor();
    await header.getByRole("button", { name: "Cancel" }).first().click();
    await header.waitFor({ state: "detached" });

    // Global Settings without the Team tab (owners only)...
    await createNew(page, "Global settings");
    const settings = page.getByRole("dialog", { name: /^Global Settings/ });
    await settings.getByRole("tab", { name: "General", exact: true }).waitFor();
    const tabs = (await settings.getByRole("tab").allTextContents()).map((t) => t.trim());
    expect(tabs).toContain("FAQs");
    expect(tabs).not.toContain("Team");
    await page.keyboard.press("Escape");
    await settings.waitFor({ state: "detached" });

    // ...and a dashboard without the Team group.
    await page.goto(pageUrl(org.host, "/admin"));
    await page.getByRole("heading", { level: 2, name: "Settings" }).waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: "Team" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Members, roles and invitations" }).count()).toBe(0);
    await page.context().close();
  });
});
