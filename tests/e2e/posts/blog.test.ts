import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { pageUrl } from "../../support/browser";
import { createOrg, unique, type TestOrg } from "../../support/client";
import { createPost } from "../../support/fixtures";
import { visitorPage } from "../../support/owner-page";

/** A visitor reads the blog and the help center (issue 12, "Public pages"). */
describe("the blog and the help center, as a visitor", () => {
  let org: TestOrg;
  let page: Page;
  const slug = unique("guide-").toLowerCase();

  beforeAll(async () => {
    org = await createOrg("Trail Co", undefined, { siteTitle: "Trail Co", language: "en" });
    const long = Array.from({ length: 12 }, (_, n) => `<p>Paragraph ${n + 1} of the trail notes, long enough to need scrolling down the page.</p>`).join("");
    await createPost(org, {
      title: "A guide to the high trails",
      slug,
      description: "Where to walk this summer.",
      content: `<h2>Getting there</h2>${long}<h2>Where to sleep</h2>${long}<h3>Huts</h3>${long}`,
      author_name: "Ann Lee",
      author_config: { is_with_author: true },
      display_config: { display_as_blog_post: true },
    });
    await createPost(org, {
      title: "Resetting your password",
      content: "<p>Use the link in the email we send.</p>",
      display_config: { is_help_center: true, help_center_order: 1 },
    });
    await createPost(org, {
      title: "Changing a booking",
      content: "<p>Bookings can be moved until the day before departure.</p>",
      display_config: { is_help_center: true, help_center_order: 2 },
    });
  });

  beforeEach(async () => {
    ({ page } = await visitorPage());
  });

  it("opens /blog, follows a post and jumps through its table of contents", async () => {
    await page.goto(pageUrl(org.host, "/blog"));
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "A guide to the high trails" }).click();
    await page.waitForURL(pageUrl(org.host, `/${slug}`));
    await page.getByRole("heading", { level: 1, name: "A guide to the high trails" }).waitFor();
    await expect.poll(() => page.getByText("By Ann Lee").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect.poll(() => contents.getByRole("link").allTextContents()).toEqual(["Getting there", "Where to sleep", "Huts"]);
    const target = page.getByRole("heading", { level: 2, name: "Where to sleep" });
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await contents.getByRole("link", { name: "Where to sleep" }).click();
    await page.waitForURL(/#toc-where-to-sleep$/);
    await page.waitForFunction(() => {
      const top = document.getElementById("toc-where-to-sleep")!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
  });

  it("finds a help-center article by a word of its content, loading the search when the visitor types", async () => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(pageUrl(org.host, "/help-center"));
    await page.getByRole("heading", { level: 1, name: "Help center" }).waitFor();
    const list = page.getByRole("listitem");
    await expect.poll(() => list.getByRole("heading").allTextContents()).toEqual(["Resetting your password", "Changing a booking"]);
    expect(await axeViolations(page)).toEqual([]);

    await page.waitForLoadState("networkidle");
    const loadedBefore = scripts.length;
    await page.getByLabel("Search the help center").fill("departure");
    await page.getByRole("status").filter({ hasText: "Articles found: 1" }).waitFor();
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    await expect.poll(() => list.getByRole("heading").allTextContents()).toEqual(["Changing a booking"]);

    await page.getByLabel("Search the help center").fill("zzzqqq");
    await page.getByRole("status").filter({ hasText: "No articles match “zzzqqq”." }).waitFor();
    await expect.poll(() => list.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Search the help center").fill("");
    await page.getByRole("link", { name: "Resetting your password" }).click();
    await page.getByRole("heading", { level: 1, name: "Resetting your password" }).waitFor();
  });
});
