import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl, headerLogin } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { createSection } from "../../support/fixtures";
import { ownerPage } from "../../support/owner-page";

/** A picture the browser can show without the network. */
const PICTURE =
  "data:image/svg+xml," +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#0ea5e9"/></svg>');

/** Drags the centre of `target` by (dx, dy) with the mouse, in small steps as a hand would. */
async function drag(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 10 });
  await page.mouse.up();
}

/** The Hero Section editor as the owner of a fresh organization uses it (spec/editors.md §2.5, §4, §5, §8, §9). */
describe("the hero editor", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  let starterId = 0;
  let heroId = 0;
  const newTitle = unique("Bread baked at dawn ");

  const hero = async () => (await api(org.host, `/api/hero-sections/${heroId}`)).body;
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
  const editor = () => page.getByRole("dialog", { name: /^(Edit|Create) Hero Section/ });
  const badge = () => editor().getByTestId("image-size-badge");
  /** Picks a choice of a toolbar panel: its label is what a user clicks (the radio itself is visually hidden). */
  const choose = async (name: string) => {
    await editor()
      .locator("label", { has: page.getByRole("radio", { name, exact: true }) })
      .click();
    await expect.poll(() => editor().getByRole("radio", { name, exact: true }).isChecked()).toBe(true);
  };
  /** A page of the test's own (with a template section, so a member can add blocks there). */
  const pageOfItsOwn = async () => {
    const path = `/${unique("hero-").toLowerCase()}`;
    await createSection(org, { url_page: path, order: 50 });
    return path;
  };
  /** A hero as the first journey leaves the home one (its title, the picture beside the text at 480 x 340, DotGrid), on a page of the test's own. */
  const heroOfItsOwn = async (fields: Record<string, unknown> = {}) => {
    const path = await pageOfItsOwn();
    const made = await api(org.host, "/api/hero-sections", {
      method: "POST",
      token: org.owner.token,
      body: {
        url_page: path,
        order: 0,
        title: newTitle,
        image: PICTURE,
        background_style: { column: 2 },
        title_style: { blockWidth: "6xl" },
        image_style: { width: 480, height: 340 },
        animation_element: "DotGrid",
        ...fields,
      },
    });
    expect(made.status).toBe(201);
    heroId = made.body.id;
    return path;
  };
  /** Save Changes: the PUT answers 200, the toast says so and the editor closes. */
  const saveChanges = async () => {
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/hero-sections/${heroId}`) && r.request().method() === "PUT");
    await editor().getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);
    await toast("Hero section saved").waitFor();
    await editor().waitFor({ state: "detached" });
  };
  const openEditor = async (title: string) => {
    await page.getByRole("button", { name: `Edit hero: ${title}` }).click();
    await editor().waitFor();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    // The starter hero, with a picture beside the text and its button above the description.
    const [starter] = (await api(org.host, "/api/hero-sections?url_page=/")).body;
    starterId = starter.id;
    const set = await api(org.host, `/api/hero-sections/${starterId}`, {
      method: "PUT",
      token: org.owner.token,
      body: { image: PICTURE, background_style: { column: 2 }, title_style: { blockWidth: "6xl" }, button_style: { aboveDescription: true } },
    });
    expect(set.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Two toolbar panels and a save: the five-panel journey this was part of passed 120 s on a loaded CI machine (5 December), so it is two journeys.
  it("edits the home hero in place: title, image size by drag and keyboard with undo, title size; the save stores them", { timeout: 240_000 }, async () => {
    heroId = starterId;
    ({ page } = await ownerPage(org));
    await openEditor(org.name);
    await expect
      .poll(() =>
        editor()
          .getByRole("heading", { name: /Edit Hero Section/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The title, typed in place.
    const title = editor().getByRole("textbox", { name: "Hero title" });
    await title.fill(newTitle);
    await expect.poll(() => title.textContent()).toBe(newTitle);

    // The 50 px minimum holds, and Ctrl+Z undoes the drag.
    const corner = editor().getByRole("button", { name: "Resize image from the bottom-right corner" });
    await expect.poll(() => badge().textContent()).toBe("400 x 300 px");
    await drag(page, corner, -500, -400);
    await expect.poll(() => badge().textContent()).toBe("50 x 50 px");
    await page.keyboard.press("Control+z");
    await expect.poll(() => badge().textContent()).toBe("400 x 300 px");
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => badge().textContent()).toBe("50 x 50 px");
    await page.keyboard.press("Control+z");

    // A corner drag changes both sides; the badge follows.
    await drag(page, corner, 60, 30);
    await expect.poll(() => badge().textContent()).toBe("460 x 330 px");
    // From the keyboard on the focused handle: 10 px a press.
    await corner.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => badge().textContent()).toBe("480 x 340 px");
    // The typing in the title was not undone by any of this.
    await expect.poll(() => title.textContent()).toBe(newTitle);

    // The title's size by dragging: clamped to 12 px, undone, then rounded to a multiple of 4.
    const size = editor().getByRole("slider", { name: "Title size" });
    await expect.poll(() => size.getAttribute("aria-valuenow")).toBe("72");
    await drag(page, size, -300, 0);
    await expect.poll(() => size.getAttribute("aria-valuenow")).toBe("12");
    await page.keyboard.press("Control+z");
    await expect.poll(() => size.getAttribute("aria-valuenow")).toBe("72");
    await drag(page, size, 30, 0);
    await expect.poll(async () => Number(await size.getAttribute("aria-valuenow"))).toBe(88);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => size.getAttribute("aria-valuenow")).toBe("92");
    const heading = editor().locator("[data-hero-title]");
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe("92px");

    await saveChanges();

    const stored = await hero();
    expect(stored.title).toBe(newTitle);
    expect({ width: stored.image_style.width, height: stored.image_style.height }).toEqual({ width: 480, height: 340 });
    expect(stored.title_style.size.desktop).toBe(92);
    expect(stored.title_style.size.desktop % 4).toBe(0);
  });

  it("moves the button below the description as a video link and picks an animation; a visitor sees the whole hero", { timeout: 240_000 }, async () => {
    // A hero as the journey above leaves one: its title at 92 px, the picture at 480 x 340, with a description and the button above it.
    const path = await heroOfItsOwn({
      title_style: { blockWidth: "6xl", size: { desktop: 92 } },
      description: "Sourdough and rye from the stone oven, every morning.",
      button_style: { aboveDescription: true },
      animation_element: "",
    });
    ({ page } = await ownerPage(org, { path }));
    await openEditor(newTitle);

    // The button moves below the description and becomes a video-play link.
    await editor()
      .getByRole("button", { name: /^Button/ })
      .click();
    await choose("Below the description");
    await choose("Video play link");
    const preview = editor().locator("[data-hero-preview]");
    await expect.poll(() => preview.locator("[data-hero-button]").getAttribute("data-hero-button")).toBe("video");
    // Opening Layout closes Button: one dropdown at a time.
    const layout = editor().getByRole("button", { name: /^Layout/ });
    await layout.click();
    await expect
      .poll(() =>
        editor()
          .getByRole("button", { name: /^Button/ })
          .getAttribute("aria-expanded"),
      )
      .toBe("false");
    await choose("DotGrid");
    await preview.locator('canvas[data-hero-animation="DotGrid"]').waitFor();
    // A click outside closes it.
    await editor()
      .getByRole("heading", { name: /Edit Hero Section/ })
      .click();
    await expect.poll(() => layout.getAttribute("aria-expanded")).toBe("false");

    await saveChanges();

    const stored = await hero();
    expect(stored.button_style).toMatchObject({ aboveDescription: false, isVideo: true, url: "/products" });
    expect(stored.animation_element).toBe("DotGrid");

    // A signed-out visitor sees all of it.
    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, path));
    const section = visitor.page.locator(`[data-hero-id="${heroId}"]`);
    await expect.poll(() => section.getByTestId("site-title").textContent()).toBe(newTitle);
    await expect.poll(() => section.getByTestId("site-title").evaluate((el) => getComputedStyle(el).fontSize)).toBe("92px");
    const link = section.getByRole("link", { name: "Get Started" });
    await expect.poll(() => link.getAttribute("href")).toBe("/products");
    await expect.poll(() => link.getAttribute("data-hero-button")).toBe("video");
    const below = () =>
      section.evaluate((el) => {
        const description = el.querySelector("[data-hero-description]")!;
        const button = el.querySelector("[data-hero-button]")!;
        return !!(description.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    await expect.poll(below).toBe(true);
    const media = section.locator("[data-hero-media]");
    await expect.poll(() => media.evaluate((el) => [el.style.width, el.style.aspectRatio])).toEqual(["min(480px, 100%)", "480 / 340"]);
    const canvas = section.locator('canvas[data-hero-animation="DotGrid"]');
    await canvas.waitFor();
    await expect.poll(() => canvas.getAttribute("data-motion")).toBe("running");
    expect(await axeViolations(visitor.page, `[data-hero-id="${heroId}"]`)).toEqual([]);
    await visitor.context.close();

    // Under prefers-reduced-motion the background stands still.
    const still = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    const stillPage = await still.newPage();
    await stillPage.goto(pageUrl(org.host, path));
    await expect.poll(() => stillPage.locator("canvas[data-hero-animation]").getAttribute("data-motion")).toBe("paused");
    await still.close();
  });

  it("loads an animated background's code only on pages whose hero uses it", async () => {
    const plain = await createOrg();
    /** The text of every script chunk the page loaded once `ready` says it has done its work. */
    const animated = await heroOfItsOwn();
    const scriptsOf = async (host: string, ready: (p: Page) => Promise<void>, path = "/") => {
      const { context: c, page: p } = await newPage(browser);
      const bodies: Promise<string>[] = [];
      // The islands' chunks (the widgets' and editors' too), and Next's where a page is the App Router's.
      p.on(
        "response",
        (r) => /\/(_next\/static\/chunks|_onsite\/islands)\//.test(new URL(r.url()).pathname) && r.url().endsWith(".js") && bodies.push(r.text()),
      );
      await p.goto(pageUrl(host, path));
      await ready(p);
      await p.waitForLoadState("networkidle");
      const texts = await Promise.all(bodies);
      await c.close();
      return texts;
    };
    // Hydrated (the session check answered and the header shows "Login"): no background was asked for.
    const plainScripts = await scriptsOf(plain.host, (p) => headerLogin(p).waitFor());
    expect(plainScripts.some((text) => text.includes("data-hero-animation"))).toBe(false);
    // The DotGrid canvas is on the page: its code came in a chunk of its own.
    const animatedScripts = await scriptsOf(org.host, (p) => p.locator('canvas[data-hero-animation="DotGrid"]').waitFor(), animated);
    expect(animatedScripts.some((text) => text.includes("data-hero-animation"))).toBe(true);
  });

  it("merges the fields of a hero-section-updated event into the open editor", async () => {
    ({ page } = await ownerPage(org, { path: await heroOfItsOwn() }));
    await openEditor(newTitle);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("hero-section-updated", {
          detail: { description: "Sent by another part of the page", title_style: { alignment: "left" }, image_style: { width: 10 } },
        }),
      ),
    );
    await expect.poll(() => editor().getByRole("textbox", { name: "Hero description" }).textContent()).toBe("Sent by another part of the page");
    await expect
      .poll(() =>
        editor()
          .locator("[data-hero-title]")
          .evaluate((el) => el.parentElement!.style.textAlign),
      )
      .toBe("left");
    // An invalid value is not taken: the image keeps its size.
    await expect.poll(() => badge().textContent()).toBe("480 x 340 px");
    await editor().getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await editor().waitFor({ state: "detached" });
  });

  it("sets the hero image by URL with the mouse: Use URL takes it, the Image Style panel stays open, Save stores it", async () => {
    const byUrl =
      "data:image/svg+xml," +
      encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#f97316"/></svg>');
    ({ page } = await ownerPage(org, { path: await heroOfItsOwn() }));
    await openEditor(newTitle);
    const imageStyle = editor().getByRole("button", { name: /^Image Style/ });
    await imageStyle.click();
    const panel = editor().getByRole("dialog", { name: "Image Style" });
    await panel.getByRole("button", { name: "Media URL" }).click();
    const dialog = page.getByRole("dialog", { name: "Media URL" });
    await dialog.getByLabel("Image or video URL").fill(byUrl);
    expect(await axeViolations(page)).toEqual([]);
    // A mouse click on the button, as a mouse user does (Enter always worked).
    const button = dialog.getByRole("button", { name: "Use URL" });
    const box = (await button.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.waitFor({ state: "detached" });
    // The panel is still open and shows the new address; the preview shows the picture.
    await expect.poll(() => imageStyle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => panel.getByTestId("metric-media-url").textContent()).toBe(byUrl);
    await expect.poll(() => editor().locator("[data-hero-preview] img").getAttribute("src")).toBe(byUrl);

    await saveChanges();
    expect((await hero()).image).toBe(byUrl);
  });

  it("does not offer a second hero on a page that has one", async () => {
    ({ page } = await ownerPage(org, { path: await heroOfItsOwn() }));
    await page.getByRole("button", { name: "Add section here" }).first().click();
    const menu = page.getByRole("menu", { name: "Add section here" });
    await menu.waitFor();
    await menu.getByRole("menuitem", { name: "Template section" }).waitFor();
    const offered = await menu.getByRole("menuitem").allTextContents();
    expect(offered).toContain("Template section");
    expect(offered).not.toContain("Hero section");
    await page.keyboard.press("Escape");
  });

  it("asks in a dialog titled Delete Hero Section before deleting", async () => {
    ({ page } = await ownerPage(org, { path: await heroOfItsOwn() }));
    await openEditor(newTitle);
    await editor().getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Hero Section" });
    await confirm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await api(org.host, `/api/hero-sections/${heroId}`)).status).toBe(200);

    await editor().getByRole("button", { name: "Delete" }).click();
    const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/hero-sections/${heroId}`) && r.request().method() === "DELETE");
    await confirm.getByRole("button", { name: "Delete" }).click();
    expect((await deleted).status()).toBe(200);
    await toast("Hero section deleted").waitFor();
    await page.locator(`[data-block-type="hero"]`).waitFor({ state: "detached" });
    expect((await api(org.host, `/api/hero-sections/${heroId}`)).status).toBe(404);
  });

  it("creates a hero from Add section here: title focused, required, and a clear refusal when the page got one meanwhile", async () => {
    const path = await pageOfItsOwn();
    ({ page } = await ownerPage(org, { path }));
    await page.getByRole("button", { name: "Add section here" }).first().click();
    await page.getByRole("menuitem", { name: "Hero section" }).click();
    const create = page.getByRole("dialog", { name: /Create Hero Section/ });
    await create.waitFor();
    const title = create.getByRole("textbox", { name: "Hero title" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Hero title");

    // An empty title blocks the save without a request; the form shows it is required.
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/hero-sections") && posts.push(r.url()));
    await create.getByRole("button", { name: "Create Hero Section" }).click();
    await expect.poll(() => title.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => create.getByText("Please enter a hero title").isVisible()).toBe(true);
    expect(posts).toHaveLength(0);

    // Someone else gives the page a hero meanwhile: the refusal says so in the editor.
    const elsewhere = await api(org.host, "/api/hero-sections", { method: "POST", token: org.owner.token, body: { url_page: path, title: "Made elsewhere" } });
    expect(elsewhere.status).toBe(201);
    await title.fill("Second hero");
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/hero-sections") && r.request().method() === "POST");
    await create.getByRole("button", { name: "Create Hero Section" }).click();
    expect((await refused).status()).toBe(409);
    await expect
      .poll(() => create.getByRole("alert").textContent())
      .toBe("This page already has a hero section. Edit the one on the page instead; a page can have only one hero.");
    await expect.poll(() => create.getByRole("button", { name: "Create Hero Section" }).isEnabled()).toBe(true);

    // Without the other one, the create goes through, placed where it was asked for.
    expect((await api(org.host, `/api/hero-sections/${elsewhere.body.id}`, { method: "DELETE", token: org.owner.token })).status).toBe(200);
    const created = page.waitForResponse((r) => r.url().endsWith("/api/hero-sections") && r.request().method() === "POST");
    await create.getByRole("button", { name: "Create Hero Section" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData()!).order).toBeTypeOf("number");
    await toast("Hero section created").waitFor();
    await page.getByRole("button", { name: "Edit hero: Second hero" }).waitFor();
  });
});
