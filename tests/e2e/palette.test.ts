import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { launchBrowser, newPage, pageUrl, signInThroughForm } from "../support/browser";
import { createOrg, member, type TestOrg } from "../support/client";

/** The Create New menu and the command palette (spec/site-admin.md §2.10), as an owner and as an editor use them. */
describe("Create New and the command palette", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;

  const palette = () => page.getByRole("dialog", { name: "Command palette" });
  const options = () => palette().getByRole("option");

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    ({ page } = await newPage(browser));
    await signInThroughForm(page, org.host, org.owner.email, org.owner.password);
    await page.waitForURL(pageUrl(org.host, "/"));
    await page.getByRole("button", { name: "Create New" }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("finds and runs a command with Ctrl+K, keeps it among the recent ones after a reload, and says when nothing matches", async () => {
    await page.keyboard.press("Control+k");
    await palette().waitFor();
    const search = palette().getByRole("combobox");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    expect(await axeViolations(page)).toEqual([]);
    await search.fill("page");
    expect(await options().allTextContents()).toEqual(["New page", "Page layout"]);
    await page.keyboard.press("Enter");
    const create = page.getByRole("dialog", { name: /^Create Page/ });
    await create.waitFor();
    expect(await palette().count()).toBe(0);
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("button", { name: "Create New" }).waitFor();
    await page.keyboard.press("Control+k");
    const recent = palette().getByRole("group", { name: "Recent" });
    expect(await recent.getByRole("option").allTextContents()).toEqual(["New page"]);
    await palette().getByRole("combobox").fill("zzzz");
    await palette().getByText("No commands found").waitFor();
    expect(await options().count()).toBe(0);
    await page.keyboard.press("Escape");
    await palette().waitFor({ state: "detached" });
  });

  it("opens the heading editor with Ctrl+Shift+H", async () => {
    await page.keyboard.press("Control+Shift+h");
    const heading = page.getByRole("dialog", { name: "Create Heading Section" });
    await heading.waitFor();
    await page.keyboard.press("Escape");
    await heading.waitFor({ state: "detached" });
  });

  it("lists every entry in Create New for the owner, the pricing plan disabled; an editor gets the content entries only", async () => {
    const button = page.getByRole("button", { name: "Create New" });
    await button.click();
    const menu = page.getByRole("menu", { name: "Create New" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    const items = menu.getByRole("menuitem");
    expect((await items.allTextContents()).map((text) => text.replace("Coming soon", "").trim())).toEqual([
      "New section", "New heading", "New page", "New post", "Site map", "Global settings", "Page layout", "Header", "Footer",
      "Settings: Hero section", "Settings: FAQs", "Settings: Features", "Settings: Banners", "Settings: Menu", "Settings: Products", "New pricing plan",
    ]);
    const pricing = menu.getByRole("menuitem", { name: /New pricing plan/ });
    expect(await pricing.getAttribute("aria-disabled")).toBe("true");
    expect(await pricing.textContent()).toContain("Coming soon");
    expect(await axeViolations(page)).toEqual([]);
    // Arrow keys move, Escape closes and gives focus back to the button.
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("New heading");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Create New");

    const account = await member(org, "editor");
    const editor = await newPage(browser);
    await signInThroughForm(editor.page, org.host, account.email, account.password);
    await editor.page.waitForURL(pageUrl(org.host, "/"));
    await editor.page.getByRole("button", { name: "Create New" }).click();
    expect(await editor.page.getByRole("menu", { name: "Create New" }).getByRole("menuitem").allTextContents()).toEqual(["New section", "New heading", "New page", "New post"]);
    await editor.context.close();
  });
});
