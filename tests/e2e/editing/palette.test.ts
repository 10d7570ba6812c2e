import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { api, createOrg, member, type TestOrg } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";

/** The Create New menu and the command palette (spec/site-admin.md §2.10), as an owner and as an editor use them. */
describe("Create New and the command palette", () => {
  let org: TestOrg;
  let page: Page;

  const palette = () => page.getByRole("dialog", { name: "Command palette" });
  const options = () => palette().getByRole("option");

  beforeAll(async () => {
    org = await createOrg();
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    await page.getByRole("button", { name: "Create New" }).waitFor();
  });

  it("finds and runs a command with Ctrl+K, keeps it among the recent ones after a reload, and says when nothing matches", async () => {
    await page.keyboard.press("Control+k");
    await palette().waitFor();
    const search = palette().getByRole("combobox");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    expect(await axeViolations(page)).toEqual([]);
    await search.fill("page");
    await expect.poll(() => options().allTextContents()).toEqual(["New page", "Page layout", "Check this page", "Translate this page"]);
    await page.keyboard.press("Enter");
    const create = page.getByRole("dialog", { name: /^Create Page/ });
    await create.waitFor();
    await expect.poll(() => palette().count()).toBe(0);
    await page.keyboard.press("Escape");
    await create.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("button", { name: "Create New" }).waitFor();
    await page.keyboard.press("Control+k");
    const recent = palette().getByRole("group", { name: "Recent" });
    // The palette's code may still be on its way after the reload: wait for the list before reading it.
    await recent.getByRole("option").first().waitFor();
    await expect.poll(() => recent.getByRole("option").allTextContents()).toEqual(["New page"]);
    await palette().getByRole("combobox").fill("zzzz");
    await palette().getByText("No commands found").waitFor();
    await expect.poll(() => options().count()).toBe(0);
    await page.keyboard.press("Escape");
    await palette().waitFor({ state: "detached" });
  });

  it('goes to this page\'s check before publishing with "Check this page"', async () => {
    await page.keyboard.press("Control+k");
    await palette().getByRole("combobox").fill("check");
    await expect.poll(() => options().allTextContents()).toEqual(["Check this page"]);
    await page.keyboard.press("Enter");
    await page.waitForURL(pageUrl(org.host, "/admin/check?page=%2F"));
    await page.getByRole("heading", { level: 1, name: "Check before publishing" }).waitFor();
  });

  it("opens the heading editor with Ctrl+Shift+H", async () => {
    await page.keyboard.press("Control+Shift+h");
    const heading = page.getByRole("dialog", { name: "Create Heading Section" });
    await heading.waitFor();
    await page.keyboard.press("Escape");
    await heading.waitFor({ state: "detached" });
  });

  it("lists every entry in Create New for the owner, the pricing plan disabled; an editor gets the content entries, the media library and the chat inbox", async () => {
    const button = page.getByRole("button", { name: "Create New" });
    await button.click();
    const menu = page.getByRole("menu", { name: "Create New" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    const items = menu.getByRole("menuitem");
    await expect
      .poll(async () => (await items.allTextContents()).map((text) => text.replace("Coming soon", "").trim()))
      .toEqual([
        "New section",
        "New heading",
        "New page",
        "New post",
        "Site map",
        "Media library",
        "Global settings",
        "Page layout",
        "Header",
        "Footer",
        "Messages",
        "Inbox",
        "Bookings",
        "Settings: Hero section",
        "Settings: FAQs",
        "Settings: Features",
        "Settings: Banners",
        "Settings: Menu",
        "Settings: Products",
        "Settings: Reviews",
        "Settings: Listings",
        "Settings: Redirects",
        "New pricing plan",
      ]);
    const pricing = menu.getByRole("menuitem", { name: /New pricing plan/ });
    await expect.poll(() => pricing.getAttribute("aria-disabled")).toBe("true");
    await expect.poll(() => pricing.textContent()).toContain("Coming soon");
    expect(await axeViolations(page)).toEqual([]);
    // Arrow keys move, Escape closes and gives focus back to the button.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("New heading");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Create New");

    const account = await member(org, "editor");
    const editor = await memberPage(org, account);
    await editor.page.getByRole("button", { name: "Create New" }).click();
    await expect
      .poll(() => editor.page.getByRole("menu", { name: "Create New" }).getByRole("menuitem").allTextContents())
      .toEqual(["New section", "New heading", "New page", "New post", "Media library", "Inbox"]);
    await editor.context.close();
  });

  it("shows the site map from Create New: 'Failed to Load' with Retry, then the pages, posts and menu as links", async () => {
    expect(
      (await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Opening times", slug: "opening-times" } })).status,
    ).toBe(201);
    expect(
      (
        await api(org.host, "/api/posts", {
          method: "POST",
          token: org.owner.token,
          body: { title: "We moved", content: "<p>New street.</p>", display_config: { display_as_blog_post: true } },
        })
      ).status,
    ).toBe(201);
    await page.route("**/site-map", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
    await createNew(page, "Site map");
    const modal = page.getByRole("dialog", { name: "Site Map" });
    await modal.waitFor();
    await expect.poll(() => modal.getByText("Browse your site's page structure").isVisible()).toBe(true);
    await modal.getByText("Failed to Load").waitFor();
    await modal.getByRole("button", { name: "Retry" }).click();
    const map = modal.getByTestId("site-map");
    await map.waitFor();
    await expect.poll(() => map.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    await expect.poll(() => map.getByRole("link", { name: "Opening times" }).getAttribute("href")).toBe("/opening-times");
    await expect.poll(() => map.getByRole("region", { name: "Blog" }).getByRole("link", { name: "We moved" }).getAttribute("href")).toBe("/we-moved");
    await expect.poll(() => map.getByRole("link", { name: "What we offer" }).getAttribute("href")).toMatch(/^\/#block-template_section-\d+$/);
    expect(await axeViolations(page)).toEqual([]);
    await map.getByRole("link", { name: "Opening times" }).click();
    await page.waitForURL(pageUrl(org.host, "/opening-times"));
  });
});
