import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { GRADIENT_PRESETS } from "@/platform/style/tokens";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { createOrg, unique, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createSection, type CreatedSection } from "../../support/fixtures";
import { axeSummary, axeViolations } from "../../support/axe";

/** Solid 400–600 shades, most of which gave white text 1.5–4.4:1 before. */
const SOLIDS = [
  "cyan-400",
  "yellow-400",
  "lime-400",
  "sky-400",
  "violet-500",
  "emerald-500",
  "orange-500",
  "gray-500",
  "indigo-500",
  "blue-600",
  "red-600",
  "rose-600",
  "fuchsia-600",
  "teal-600",
];
const VARIANTS = ["default", "apple", "{product}"];
const DESCRIPTION = '<p>Readable <strong>descriptions</strong> with <a href="/about">a link</a>.</p><ul><li>and a list</li></ul>';

/** Text on coloured backgrounds (issue 8 "Readable colours"; DESIGN.md "Editing"). */
describe("readable colours", () => {
  let browser: Browser;
  let org: TestOrg;
  let chosen: CreatedSection;

  /** A home-page section with the readable description and these library metrics. */
  async function sectionWith(body: Record<string, unknown>, metricIds: number[]) {
    const section = await createSection(org, { section_description: DESCRIPTION, ...body });
    for (const metricId of metricIds) await addSectionMetric(org, section.id, metricId);
    return section;
  }

  const metric = async (body: Record<string, unknown>) => (await createMetric(org, { description: "<p>What it does, in a sentence.</p>", ...body })).id;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    // Metrics as text on the section, a white card, and cards with their own backgrounds.
    const metrics = [
      await metric({ title: "On the section" }),
      await metric({ title: "White card", is_card_type: true }),
      await metric({ title: "Yellow card", is_card_type: true, background_color: "yellow-400" }),
      await metric({ title: "Gradient card", is_card_type: true, is_gradient: true, gradient: { from: "cyan-400", via: "sky-500", to: "blue-500" } }),
    ];
    let i = 0;
    for (const preset of GRADIENT_PRESETS) {
      const gradient = { from: preset.from, via: preset.via ?? null, to: preset.to };
      await sectionWith({ section_title: preset.name, is_gradient: true, gradient, text_style_variant: VARIANTS[i++ % 3] }, metrics);
    }
    for (const color of SOLIDS)
      await sectionWith({ section_title: `Solid ${color}`, background_color: color, text_style_variant: VARIANTS[i++ % 3] }, metrics.slice(0, 2));
    chosen = await sectionWith({ section_title: unique("Chosen ink "), background_color: "slate-900" }, []);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a visitor's page with every gradient preset and solid 400–600 backgrounds passes axe (WCAG 2.2 AA, colour contrast included)", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    await page.getByRole("heading", { level: 2, name: "Rose Garden" }).waitFor();
    // The presets, the solids, the chosen-ink section, and the new organization's example section (under its starter hero).
    await expect.poll(() => page.locator("[data-section-id]").count()).toBe(GRADIENT_PRESETS.length + SOLIDS.length + 2);
    const result = await axeSummary(page);
    expect(result.violations).toEqual([]);
    expect(result.passes).toContain("color-contrast");
    await context.close();
  });

  it("every text on a coloured section or card reaches 4.5:1 against each colour of its background (axe's colour maths, gradient stops too)", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(pageUrl(org.host, "/"));
    await page.getByRole("heading", { level: 2, name: "Rose Garden" }).waitFor();
    expect(await axeViolations(page, "[data-section-id]")).toEqual([]); // also loads axe
    const measured = await measureTexts(page);
    // axe itself cannot judge text over a gradient (it reports those as "incomplete"), hence this check per stop.
    expect(measured.count).toBeGreaterThan(200);
    expect(measured.failures).toEqual([]);
    await context.close();
  });

  it("the owner chooses a text colour in the editor and visitors see it", async () => {
    const { context, page } = await ownerPage(org);
    await page.getByRole("button", { name: `Edit section: ${chosen.section_title}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    await editor.waitFor();
    const textColour = editor.getByRole("button", { name: /^Text colour/ });
    await expect.poll(() => textColour.textContent()).toContain("Automatic");
    await textColour.click();
    const panel = editor.getByRole("dialog", { name: "Text colour" });
    await expect.poll(() => panel.getByRole("button", { name: "Automatic (readable)" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => panel.getByRole("status").textContent()).toMatch(/^Automatic uses White: contrast 1\d\.\d:1 on this background\.$/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // A colour too close to the background gets a warning; a light one reads well.
    await panel.getByRole("group", { name: "Text colour palette" }).getByRole("button", { name: "Slate 800, very dark" }).click();
    await expect.poll(() => panel.getByRole("status").textContent()).toContain("Hard to read");
    await panel.getByRole("group", { name: "Text colour palette" }).getByRole("button", { name: "Amber 300, soft" }).click();
    await expect.poll(() => panel.getByRole("status").textContent()).toMatch(/^Contrast \d+\.\d:1 on this background\.$/);
    const preview = editor.getByTestId("section-preview");
    const amber = await probe(page, "var(--color-amber-300)");
    await expect.poll(() => colorOf(page, preview.getByLabel("Section title"))).toBe(amber);

    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/template-sections/${chosen.id}` && r.request().method() === "PUT"),
      editor.getByRole("button", { name: "Update" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({ text_color: "amber-300" });
    await page.locator("[data-sonner-toast]").filter({ hasText: "Section updated" }).waitFor();
    await context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/"));
    const heading = visitor.page.getByRole("heading", { level: 2, name: chosen.section_title });
    const amberForVisitors = await probe(visitor.page, "var(--color-amber-300)");
    await expect.poll(() => colorOf(visitor.page, heading)).toBe(amberForVisitors);
    await visitor.context.close();
  });
});

const colorOf = (page: Page, locator: ReturnType<Page["locator"]>) => locator.evaluate((el) => getComputedStyle(el).color);

/** The computed value of a CSS colour on this page. */
function probe(page: Page, color: string) {
  return page.evaluate((color) => {
    const el = document.body.appendChild(document.createElement("span"));
    el.style.color = color;
    const value = getComputedStyle(el).color;
    el.remove();
    return value;
  }, color);
}

/**
 * For each visible text in the sections: its colour flattened over every colour
 * of the nearest painted ancestor (each gradient stop, or the solid colour), with
 * axe-core's own colour parsing and contrast.
 */
function measureTexts(page: Page) {
  return page.evaluate(() => {
    const { Color, getContrast } = (window as any).axe.commons.color;
    const parse = (value: string) => new Color().parseString(value);
    const painted = (el: Element) => getComputedStyle(el).backgroundImage !== "none" || parse(getComputedStyle(el).backgroundColor).alpha > 0;
    const failures: string[] = [];
    let count = 0;
    const texts = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (walker.currentNode.textContent!.trim() && parent?.closest("[data-section-id]") && parent.checkVisibility()) texts.add(parent);
    }
    for (const el of texts) {
      let backdrop: Element = el;
      while (!painted(backdrop) && backdrop.parentElement) backdrop = backdrop.parentElement;
      const style = getComputedStyle(backdrop);
      const stops =
        style.backgroundImage !== "none" ? style.backgroundImage.match(/(?:oklch|oklab|lab|lch|rgba?|hsla?|color)\([^)]*\)/g)! : [style.backgroundColor];
      for (const stop of stops) {
        count++;
        const ratio = getContrast(parse(stop), parse(getComputedStyle(el).color));
        if (ratio < 4.5)
          failures.push(
            `${el.closest("[data-section-id]")!.querySelector("h2")?.textContent} / "${el.textContent!.trim().slice(0, 30)}": ${ratio.toFixed(2)} on ${stop}`,
          );
      }
    }
    return { count, failures };
  });
}
