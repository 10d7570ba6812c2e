import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * axe's landmark rules are "best practice", outside the WCAG tags axeViolations
 * runs: the dialog's header as a second banner, content outside any landmark.
 */
async function landmarkViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const rules = ["region", "landmark-unique", "landmark-no-duplicate-banner", "landmark-no-duplicate-contentinfo", "landmark-complementary-is-top-level"];
    const result = await axe.run(document, { runOnly: { type: "rule", values: rules } });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(" ")).join(", ")}`);
  });
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The editors and the slider as a keyboard, screen reader and reduced-motion user meets them (issue 9, Accessibility). */
describe("editor accessibility", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const sectionTitle = unique("Stories ");

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    const section = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/stories", section_title: sectionTitle, grid_columns: 3, is_slider: true },
    });
    expect(section.status).toBe(201);
    for (const title of ["One", "Two", "Three", "Four"]) {
      const metric = await api(org.host, "/api/metrics", {
        method: "POST",
        token: org.owner.token,
        body: { title, description: `<p>Story ${title}</p>`, is_card_type: true },
      });
      expect(metric.status).toBe(201);
      const added = await api(org.host, `/api/template-sections/${section.body.id}/metrics`, {
        method: "POST",
        token: org.owner.token,
        body: { metric_id: metric.body.id },
      });
      expect(added.status).toBeLessThan(300);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("puts focus on the first field of every editor dialog, never on Fullscreen or Close", async () => {
    ({ page } = await ownerPage(org));
    await page.getByRole("button", { name: "New section" }).click();
    const create = page.getByRole("dialog", { name: "Create Template Section" });
    await create.waitFor();
    await expect.poll(() => isFocused(create.getByLabel("Section title"))).toBe(true);
    // Typing a title with a space types it (the space used to "press" Close).
    await page.keyboard.type("Our people");
    await expect.poll(() => create.getByLabel("Section title").inputValue()).toBe("Our people");
    await create.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await create.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Add section here" }).first().click();
    await page.getByRole("menuitem", { name: "Heading section" }).click();
    const heading = page.getByRole("dialog", { name: "Create Heading Section" });
    await heading.waitFor();
    await expect.poll(() => isFocused(heading.getByLabel("Heading name"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await landmarkViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await heading.waitFor({ state: "detached" });
  });

  it("section editor: Layout radios and gradient presets start from the selected option; axe passes with each dropdown open", async () => {
    ({ page } = await ownerPage(org, { path: "/stories" }));
    await page.getByRole("button", { name: `Edit section: ${sectionTitle}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    await editor.waitFor();
    await expect.poll(() => isFocused(editor.getByLabel("Section title"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await landmarkViolations(page)).toEqual([]);

    // Layout from the keyboard: ArrowDown opens it on the checked "3 columns", ArrowRight moves to 4.
    const layout = editor.getByRole("button", { name: /^Layout/ });
    await layout.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => isFocused(editor.getByRole("radio", { name: "3 columns" }))).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => editor.getByRole("radio", { name: "4 columns" }).isChecked()).toBe(true);
    // Plain words, not tokens.
    const heights = () => editor.getByLabel("Image height").locator("option").allTextContents();
    await expect.poll(heights).toContain("Small · 160 px");
    await expect.poll(async () => (await heights()).join()).not.toContain("h-40");
    await expect.poll(() => editor.getByLabel("Text style").locator("option").allTextContents()).toEqual(["Standard", "Large and airy", "Product features"]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // Each toolbar dropdown open in turn, axe clean.
    for (const name of ["Type", "Text colour"]) {
      await editor.getByRole("button", { name: new RegExp(`^${name}`) }).click();
      expect(await axeViolations(page), name).toEqual([]);
      await page.keyboard.press("Escape");
    }
    await editor.getByRole("button", { name: /^Background/ }).click();
    await expect.poll(() => editor.getByRole("button", { name: "Slate 50, palest" }).count()).toBe(1);
    expect(await axeViolations(page), "Background, solid").toEqual([]);
    await editor.getByRole("button", { name: "Gradient", exact: true }).click();
    const presets = editor.getByRole("radiogroup", { name: "Gradient presets" });
    await presets.getByRole("radio", { name: "Ocean Breeze" }).click();
    await page.keyboard.press("ArrowRight");
    const sunset = presets.getByRole("radio", { name: "Sunset Glow" });
    await expect.poll(() => sunset.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => isFocused(sunset)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => presets.getByRole("radio", { name: "Ocean Breeze" }).getAttribute("aria-checked")).toBe("true");
    expect(await axeViolations(page), "Background, gradient").toEqual([]);
    await page.keyboard.press("Escape");

    // The metric create form over the editor, then the remove dialog.
    await editor.getByRole("button", { name: "Create metric" }).click();
    const metricForm = page.getByRole("dialog", { name: /Create metric/ });
    await metricForm.waitFor();
    await expect.poll(() => isFocused(metricForm.getByLabel("Title", { exact: true }))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await metricForm.getByRole("button", { name: "Cancel" }).click();
    await metricForm.waitFor({ state: "detached" });

    await editor.getByRole("button", { name: "Remove One" }).click();
    const remove = page.getByRole("dialog", { name: "Remove metric" });
    await remove.waitFor();
    await expect.poll(() => remove.evaluate((el) => el.contains(document.activeElement) && !document.activeElement?.matches("[aria-label=Close]"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await landmarkViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await remove.waitFor({ state: "detached" });
  });

  it("a reduced-motion visitor's slider stays still, has a pause button and 24 px dot targets; axe passes", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
    const visitor = await context.newPage();
    await visitor.clock.install();
    await visitor.goto(pageUrl(org.host, "/stories"));
    const carousel = visitor.getByRole("region", { name: sectionTitle });
    const play = carousel.getByRole("button", { name: "Play slides" });
    await play.waitFor();
    await visitor.mouse.move(5, 5);
    await visitor.clock.runFor(16_000);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("0");

    for (const box of await carousel.locator("[data-slider-dot]").evaluateAll((dots) => dots.map((d) => d.getBoundingClientRect()))) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await landmarkViolations(visitor)).toEqual([]);

    // The visitor may start it, and stop it again.
    await play.click();
    await visitor.mouse.move(5, 5);
    await visitor.clock.runFor(5_500);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await carousel.getByRole("button", { name: "Pause slides" }).click();
    await visitor.mouse.move(5, 5);
    await visitor.clock.runFor(11_000);
    await expect.poll(() => carousel.getAttribute("data-slider-index")).toBe("1");
    await context.close();
  });

  it("a member's page passes the landmark rules, and 30 signed-in loads log no console error", async () => {
    ({ page } = await ownerPage(org));
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    for (let i = 0; i < 30; i++) {
      await page.goto(pageUrl(org.host, i % 2 ? "/stories" : "/"));
      await page.getByRole("button", { name: "New section" }).waitFor();
    }
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await landmarkViolations(page)).toEqual([]);
  });
});
