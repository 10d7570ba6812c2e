import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { pageUrl, createNew } from "../../support/browser";
import { api, createOrg, member, signIn, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

const box = async (page: Page) => (await page.getByTestId("post-editor").boundingBox())!;

/** Drags with the mouse from a point by (dx, dy). */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 3 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 3 });
  await page.mouse.up();
}

/**
 * The browser's "Leave site?" questions (beforeunload dialogs) the page asks from now on.
 * Each is accepted, so a navigation it would hold goes on and the test sees the list.
 */
function leaveQuestionsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") return void dialog.dismiss();
    asked.push(`${dialog.type()} at ${page.url()}`);
    void dialog.accept();
  });
  return asked;
}

/** The post editor (spec/editors.md §2 item 6, §3, §4, §8, §9), as an owner uses it. */
describe("the post editor", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg();
  });

  it("writes a post with headings, a list and a link, moves and resizes, keeps a local draft through a closed tab, and publishes it", async () => {
    // The owner's context of this journey: a second tab of it comes back to the local draft.
    const { context, page: first } = await ownerPage(org, { prepare: (page) => page.clock.install() });
    let page = first;
    const clock = () => page.evaluate(() => Date.now());
    // The editor's draft check counts from its opening, somewhere between these two times on the page's clock.
    const opening = await clock();
    await createNew(page, "New post");
    let editor = page.getByRole("dialog", { name: /New Post/ });
    await editor.waitFor();
    const opened = await clock();
    // Focus starts in the title.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("post-title");
    await page.keyboard.type("Baking at home");
    await expect.poll(() => editor.getByTestId("draft-status").textContent()).toBe("Unsaved changes");
    // The address is made from the title as it is typed, before any save (spec/editors.md §5).
    await expect.poll(() => editor.getByTestId("post-address").innerText()).toContain("Address: /baking-at-home");

    const content = editor.getByRole("textbox", { name: "Content" });
    await content.click();
    await editor.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Starters");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Flour and water, nothing else.");
    await page.keyboard.press("Enter");
    await editor.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Rye flour");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Warm water");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await editor.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Loaves");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read ");
    await editor.getByRole("button", { name: "Link" }).click();
    await page.getByLabel("Link URL").fill("/blog");
    await page.keyboard.press("Enter");
    // The link is in the text and the cursor back in it before typing goes on.
    await content.getByRole("link", { name: "/blog" }).waitFor();
    await expect.poll(() => content.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press("Enter");
    await page.keyboard.type("The end.");
    await content.locator("p", { hasText: "The end." }).waitFor();
    await page.keyboard.press("Enter");
    // An image: its address is checked, and it gets a text for those who cannot see it.
    await editor.getByRole("button", { name: "Image" }).click();
    const imageDialog = editor.getByRole("dialog", { name: "Image" });
    await imageDialog.getByLabel("Image address").fill("javascript:alert(1)");
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await expect.poll(() => imageDialog.getByRole("alert").textContent()).toBe("Please enter a valid image URL");
    await imageDialog.getByLabel("Image address").fill("https://images.example.com/loaf.jpg");
    await imageDialog.getByLabel("Description for people who cannot see it").fill("A round loaf");
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    await content.locator('img[alt="A round loaf"]').waitFor();
    // A table: a header row and two rows of cells.
    await content.locator("p", { hasText: "The end." }).click();
    await page.keyboard.press("End");
    await editor.getByRole("button", { name: "Table" }).click();
    const table = content.locator("table");
    await expect.poll(() => table.locator("tr").count()).toBe(3);
    await table.locator("th").first().click();
    await page.keyboard.type("Flour");
    await table.locator("td").first().click();
    await page.keyboard.type("500 g");
    expect(await axeViolations(page)).toEqual([]);

    // From here the page's clock moves only when the test says so.
    await page.clock.pauseAt((await clock()) + 1_000);

    // The table of contents lists the headings; choosing one brings it into view, highlighted for 2 s.
    const toc = editor.getByRole("navigation", { name: "Table of contents" });
    await expect.poll(() => toc.getByRole("button").allTextContents()).toEqual(["Starters", "Loaves"]);
    await toc.getByRole("button", { name: "Starters" }).click();
    const starters = content.locator("h2", { hasText: "Starters" });
    await expect.poll(() => starters.getAttribute("data-toc-highlight")).toBe("true");
    await expect.poll(() => starters.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
    await page.clock.runFor(1_900);
    await expect.poll(() => starters.getAttribute("data-toc-highlight")).toBe("true");
    await page.clock.runFor(200);
    await expect.poll(() => starters.getAttribute("data-toc-highlight")).toBe(null);

    // Moved by its header, resized by its right edge and its corner, and never out of the window.
    const start = await box(page);
    await drag(page, { x: start.x + 200, y: start.y + 20 }, -60, -20);
    const moved = await box(page);
    expect([moved.x, moved.y, moved.width]).toEqual([start.x - 60, start.y - 20, start.width]);
    await drag(page, { x: moved.x + moved.width - 2, y: moved.y + moved.height / 2 }, -200, 0);
    expect((await box(page)).width).toBe(moved.width - 200);
    const resized = await box(page);
    await drag(page, { x: resized.x + resized.width - 4, y: resized.y + resized.height - 4 }, 2000, 2000);
    const clamped = await box(page);
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(1280);
    expect(clamped.y + clamped.height).toBeLessThanOrEqual(900);
    await drag(page, { x: clamped.x + 100, y: clamped.y + 20 }, -3000, -3000);
    expect([(await box(page)).x, (await box(page)).y]).toEqual([0, 0]);

    // The draft is checked every 30 s and kept once 120 s have passed since the last save (here the opening):
    // not yet a second before 120 s from the earliest the editor opened, kept a second after 120 s from the latest.
    // (The steps above ran on real time, as long as the machine took.)
    await page.clock.runFor(opening + 119_000 - (await clock()));
    await expect.poll(() => editor.getByTestId("draft-status").textContent()).toBe("Unsaved changes");
    await page.clock.runFor(opened + 121_000 - (await clock()));
    await expect.poll(() => editor.getByTestId("draft-status").textContent()).toBe("Draft saved locally");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("postEditModal_draft")!).form.title)).toBe("Baking at home");

    await page.clock.resume();

    // More text, then the tab is closed: the browser asks first (unsaved changes), and the newest text is what comes back.
    await editor.getByLabel("Title").fill("Baking at home, slowly");
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await page.waitForEvent("close");
    expect(asked).toEqual(["beforeunload"]);

    page = await context.newPage();
    await page.goto(pageUrl(org.host, "/"));
    await createNew(page, "New post");
    editor = page.getByRole("dialog", { name: /New Post/ });
    await editor.getByRole("region", { name: "Local draft" }).getByRole("button", { name: "Restore draft" }).click();
    await expect.poll(() => editor.getByLabel("Title").inputValue()).toBe("Baking at home, slowly");
    await editor.getByRole("textbox", { name: "Content" }).locator("h2", { hasText: "Loaves" }).waitFor();

    // Advanced Settings by More, Back returns.
    await editor.getByRole("button", { name: "More" }).click();
    await expect.poll(() => editor.getByLabel("Slug").inputValue()).toBe("baking-at-home-slowly");
    await editor.getByLabel("Meta description").fill("x".repeat(141));
    await expect.poll(() => editor.getByText("141/160").getAttribute("data-warning")).toBe("true");
    await editor.getByLabel("Meta description").fill("How we bake bread at home.");
    expect(await axeViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Back" }).click();

    // Publish: Saving..., then the post's own page, without the browser's "Leave site?" question.
    const leaveQuestions = leaveQuestionsOf(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/posts", async (route) => {
      await held;
      await route.continue();
    });
    await editor.getByRole("button", { name: "Publish" }).click();
    await editor.getByRole("button", { name: "Saving..." }).waitFor();
    release();
    await page.waitForURL(pageUrl(org.host, "/baking-at-home-slowly"));
    await page.getByRole("heading", { level: 1, name: "Baking at home, slowly" }).waitFor();
    expect(leaveQuestions).toEqual([]);
    const article = page.locator("article");
    // Its table of contents ("Contents") and its two headings.
    await expect.poll(() => article.locator("h2").allTextContents()).toEqual(["Contents", "Starters", "Loaves"]);
    await expect.poll(() => article.locator("li").allTextContents()).toEqual(expect.arrayContaining(["Rye flour", "Warm water"]));
    await expect.poll(() => article.getByRole("link", { name: "/blog" }).getAttribute("href")).toBe("/blog");
    await expect.poll(() => article.locator('img[alt="A round loaf"]').getAttribute("src")).toBe("https://images.example.com/loaf.jpg");
    await expect.poll(() => article.locator("table th").first().textContent()).toBe("Flour");
    await expect.poll(() => article.locator("table td").first().textContent()).toBe("500 g");
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute("content")).toBe("How we bake bread at home.");
    expect(await page.evaluate(() => localStorage.getItem("postEditModal_draft"))).toBe(null);
    await page.close();
  });

  it("shows the conflict view when another owner saved meanwhile, restores a revision, and keeps a landing post's HTML free of scripts", async () => {
    const created = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      body: { title: "Opening hours", content: "<p>Open at eight.</p>" },
    });
    expect(created.status).toBe(201);
    // A context of its own: nothing of the first journey (its fake clock, the dialog's saved place, drafts) carries over.
    const { context: own, page } = await ownerPage(org, { path: "/opening-hours" });
    await page.getByRole("button", { name: "Edit post" }).click();
    const editor = page.getByRole("dialog", { name: /Edit Post/ });
    await editor.waitFor();
    await editor.getByRole("textbox", { name: "Content" }).locator("p").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Closed on Sundays.");

    // A second owner saves first.
    const other = await member(org, "owner");
    const token = await signIn(org.host, other.email, other.password);
    const theirs = await api(org.host, "/api/posts/opening-hours", {
      method: "PATCH",
      token,
      body: { content: "<p>Open at nine.</p>", version: created.body.version },
    });
    expect(theirs.status).toBe(200);

    // Their save reaches the open editor at once (presence, issue 43 §4): the review opens without saving first.
    const review = editor.getByTestId("conflict-review");
    await review.waitFor();
    await expect
      .poll(() => review.getByRole("alert").textContent())
      .toBe("This post was changed by someone else after you opened it. Review both versions before saving again.");
    await expect.poll(() => review.getByTestId("conflict-theirs").textContent()).toContain("Open at nine.");
    await expect.poll(() => review.getByTestId("conflict-mine").textContent()).toContain("Open at eight. Closed on Sundays.");
    expect(await axeViolations(page)).toEqual([]);
    await review.getByRole("button", { name: "Keep my version" }).click();
    await page.getByText("Open at eight. Closed on Sundays.").waitFor();

    // The first text comes back from the revision history.
    await page.getByRole("button", { name: "Edit post" }).click();
    const again = page.getByRole("dialog", { name: /Edit Post/ });
    await again.getByRole("button", { name: "Revisions" }).click();
    const panel = again.getByTestId("revisions-panel");
    await panel.getByRole("button", { name: /^Version 1/ }).click();
    await expect.poll(() => panel.getByTestId("revision-text").textContent()).toBe("Open at eight.");
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: "Restore this version" }).click();
    // Restoring saves it as the newest version; the page shows it again.
    await page.waitForEvent("load");
    await page.locator("article p", { hasText: "Open at eight." }).waitFor();
    await expect.poll(() => page.getByText("Closed on Sundays.").count()).toBe(0);

    // Landing: choosing it opens the code view; a script and a handler never reach the page.
    await page.getByRole("button", { name: "Edit post" }).click();
    const landing = page.getByRole("dialog", { name: /Edit Post/ });
    await landing.getByRole("button", { name: "More" }).click();
    await landing.getByLabel("Post type").selectOption("landing");
    const code = landing.getByLabel("Page HTML");
    await code.fill('<section class="p-8"><h1>Visit us</h1><p onclick="alert(1)">We bake daily.</p><script>window.__hacked = true</script></section>');
    const preview = page.frameLocator('[data-testid="landing-preview"]');
    await preview.getByRole("heading", { name: "Visit us" }).waitFor();
    // Nothing in the preview runs: neither the script nor the handler on a click.
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      if (dialog.type() !== "alert") return;
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await preview.getByText("We bake daily.").click();
    const ranInPreview = await page
      .getByTestId("landing-preview")
      .evaluate((frame) => (frame as HTMLIFrameElement).contentWindow && "__hacked" in (frame as HTMLIFrameElement).contentWindow!);
    expect(ranInPreview).toBe(false);
    expect(alerts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const leaveQuestions = leaveQuestionsOf(page);
    await landing.getByRole("button", { name: "Update" }).click();
    await page.waitForURL(pageUrl(org.host, "/opening-hours"));
    await page.getByRole("heading", { level: 1, name: "Visit us" }).waitFor();
    expect(leaveQuestions).toEqual([]);
    const body = page.locator('article[data-post-type="landing"]');
    await expect.poll(() => body.locator("script").count()).toBe(0);
    await expect.poll(() => body.locator("[onclick]").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await own.close();
  });
});

describe("the post editor on a phone and when saving fails", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg();
  });

  it("opens full screen under 768 px, asks for a title, and says when the server could not save", async () => {
    const { context, page } = await ownerPage(org, { context: { viewport: { width: 390, height: 800 } } });
    await createNew(page, "New post");
    const editor = page.getByTestId("post-editor");
    await editor.waitFor();
    await expect.poll(() => editor.getAttribute("data-fullscreen")).toBe("true");
    await expect.poll(() => editor.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
    await expect.poll(() => editor.getByRole("button", { name: "Full screen" }).getAttribute("aria-pressed")).toBe("true");

    await editor.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => editor.getByRole("alert").textContent()).toBe("Title is required");

    await editor.getByLabel("Title").fill("Power cut");
    // Ctrl+Z undoes a choice in Advanced Settings (the editors' shared undo), Ctrl+Shift+Z redoes it.
    await editor.getByRole("button", { name: "More" }).click();
    const helpCenter = editor.getByLabel("Help center article");
    await helpCenter.check();
    await editor.getByLabel("Help center order").waitFor();
    await page.keyboard.press("Control+z");
    await expect.poll(() => helpCenter.isChecked()).toBe(false);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => helpCenter.isChecked()).toBe(true);
    await editor.getByRole("button", { name: "Back" }).click();
    await page.route("**/api/posts", (route) => route.fulfill({ status: 503, body: "" }));
    await editor.getByRole("button", { name: "Publish" }).click();
    await editor.getByRole("alert").filter({ hasText: "Failed to save post. Please try again." }).waitFor();
    // Nothing is lost: the dialog stays open with the text.
    await expect.poll(() => editor.getByLabel("Title").inputValue()).toBe("Power cut");
    await context.close();
  });

  it("shows the new post's address while the title is typed; an address the owner changed stays", async () => {
    const { context, page } = await ownerPage(org);
    await createNew(page, "New post");
    const editor = page.getByRole("dialog", { name: /New Post/ });
    await editor.getByLabel("Title").fill("Spring menu: what's new");
    const address = editor.getByTestId("post-address");
    await expect.poll(() => address.innerText()).toContain("Address: /spring-menu-what-s-new");
    expect(await axeViolations(page)).toEqual([]);
    await address.getByRole("button", { name: "Change address" }).click();
    const slug = editor.getByLabel("Slug");
    await expect.poll(() => slug.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(() => slug.inputValue()).toBe("spring-menu-what-s-new");
    await slug.fill("spring-menu");
    await editor.getByRole("button", { name: "Back" }).click();
    await editor.getByLabel("Title").fill("Spring menu: all of it");
    await expect.poll(() => address.innerText()).toContain("Address: /spring-menu");
    await expect.poll(() => address.innerText()).not.toContain("all-of-it");
    await editor.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(pageUrl(org.host, "/spring-menu"));
    await page.getByRole("heading", { level: 1, name: "Spring menu: all of it" }).waitFor();
    await context.close();
  });
});
