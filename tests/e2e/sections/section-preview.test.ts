// Issue 9: the section editor's live preview follows the page's real width and
// has Desktop / Tablet / Mobile toggles (the grid changes columns like the
// page's); axe passes in the editor's Saving... and Undo-toast states.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, unique, type TestOrg } from "../../support/client";

type Seeded = { org: TestOrg; sectionId: number; title: string };

/** A three-column section on the home page with three metrics. */
async function seed(): Promise<Seeded> {
  const org = await createOrg();
  const title = unique("Why us ");
  const section = await api(org.host, "/api/template-sections", {
    method: "POST",
    token: org.owner.token,
    body: { url_page: "/", section_title: title, grid_columns: 3 },
  });
  expect(section.status, JSON.stringify(section.body)).toBe(201);
  for (const name of ["Fast", "Friendly", "Local"]) {
    const metric = await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: name, description: "<p>About</p>" } });
    await api(org.host, `/api/template-sections/${section.body.id}/metrics`, { method: "POST", token: org.owner.token, body: { metric_id: metric.body.id } });
  }
  return { org, sectionId: section.body.id, title };
}

async function openEditor(page: Page, { title }: Seeded): Promise<Locator> {
  const editor = await openEditorFrom(page, `Edit section: ${title}`, /Edit Template Section/);
  await editor.getByTestId("metric-manager").waitFor();
  return editor;
}

/** How many columns a grid lays out (its computed track list). */
const columnsOf = (grid: Locator) => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").filter(Boolean).length);
const widthOf = (el: Locator) => el.evaluate((node) => (node as HTMLElement).offsetWidth);

describe("the section editor's preview and its busy states", () => {
  it("previews at the page's width, 768 px and 390 px: the grid has 3 columns on desktop and tablet, 1 on mobile, as on the page", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    try {
      const editor = await openEditor(page, seeded);
      const preview = editor.getByRole("region", { name: "Preview" });
      const frame = preview.locator("[data-preview-device]");
      const grid = preview.locator("[data-metrics-grid]");
      const device = (name: string) => preview.getByRole("group", { name: "Preview width" }).getByRole("button", { name });

      // Desktop: the page's own width (1280 px here), scaled to fit the dialog.
      await expect.poll(() => device("Desktop").getAttribute("aria-pressed")).toBe("true");
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      await expect.poll(() => widthOf(frame)).toBe(pageWidth);
      await expect.poll(() => columnsOf(grid)).toBe(3);
      // The page's own grid, for comparison.
      await expect.poll(() => columnsOf(page.locator(`[data-section-id="${seeded.sectionId}"] [data-metrics-grid]`))).toBe(3);

      await device("Mobile").click();
      await expect.poll(() => device("Mobile").getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => widthOf(frame)).toBe(390);
      await expect.poll(() => columnsOf(grid)).toBe(1);
      await expect.poll(() => preview.getByTestId("preview-width").textContent()).toBe("390 px");

      await device("Tablet").click();
      await expect.poll(() => widthOf(frame)).toBe(768);
      await expect.poll(() => columnsOf(grid)).toBe(3);
      expect(await axeViolations(page)).toEqual([]);

      // The page at a phone's width lays the grid out as the Mobile preview did.
      await page.setViewportSize({ width: 390, height: 900 });
      await expect.poll(() => columnsOf(page.locator(`[data-section-id="${seeded.sectionId}"] [data-metrics-grid]`))).toBe(1);
      await device("Desktop").click();
      await expect.poll(() => widthOf(frame)).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    } finally {
      await context.close();
    }
  });

  it("zooms a Desktop preview wider than the dialog out to fit, shows the scale, and every card is in view; 100% shows it at its real size", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    try {
      const editor = await openEditor(page, seeded);
      const preview = editor.getByRole("region", { name: "Preview" });
      const frame = preview.locator("[data-preview-device]");
      const scale = preview.getByTestId("preview-scale");
      const dialog = (await editor.boundingBox())!;
      const box = async () => (await frame.boundingBox())!;

      // Laid out at the page's width (1280 px here; the grid answers to it), drawn smaller: the whole box inside the dialog.
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      await expect.poll(() => preview.getByTestId("preview-width").textContent()).toBe(`${pageWidth} px`);
      await expect.poll(() => widthOf(frame)).toBe(pageWidth);
      await expect.poll(async () => (await box()).width).toBeLessThan(dialog.width);
      const shown = await scale.textContent();
      expect(shown).toMatch(/^\d{2}%$/);
      const percent = Number(shown!.slice(0, -1));
      expect(percent).toBeLessThan(100);
      expect(Math.abs((await box()).width - (pageWidth * percent) / 100)).toBeLessThan(1);
      const { x, width } = await box();
      expect(x).toBeGreaterThanOrEqual(dialog.x);
      expect(x + width).toBeLessThanOrEqual(dialog.x + dialog.width);
      await expect.poll(() => columnsOf(preview.locator("[data-metrics-grid]"))).toBe(3);

      // All three cards are there to see: each one's centre is the card itself, not the dialog's edge or nothing.
      const cards = preview.locator("[data-preview-metric]");
      await expect.poll(() => cards.count()).toBe(3);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const seen = await card.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && el.contains(hit);
        });
        expect(seen).toBe(true);
        const cardBox = (await card.boundingBox())!;
        expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(x + width + 1);
      }
      expect(await axeViolations(page)).toEqual([]);

      // 100%: the real size, scrolling sideways; Fit zooms out again.
      const zoom = (name: string) => preview.getByRole("group", { name: "Zoom" }).getByRole("button", { name });
      await expect.poll(() => zoom("Fit").getAttribute("aria-pressed")).toBe("true");
      await zoom("100%").click();
      await expect.poll(() => zoom("100%").getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => scale.textContent()).toBe("100%");
      await expect.poll(async () => (await box()).width).toBe(pageWidth);
      await expect.poll(() => frame.evaluate((el) => el.parentElement!.parentElement!.scrollWidth > el.parentElement!.parentElement!.clientWidth)).toBe(true);
      await zoom("Fit").click();
      await expect.poll(() => scale.textContent()).toBe(shown);

      // Mobile fits as it is: 100%.
      await preview.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Mobile" }).click();
      await expect.poll(() => scale.textContent()).toBe("100%");
    } finally {
      await context.close();
    }
  });

  it("axe finds nothing while Update is in progress (Saving...) nor with an Undo toast open", async () => {
    const seeded = await seed();
    const { context, page } = await ownerPage(seeded.org);
    page.setDefaultTimeout(15_000);
    try {
      const editor = await openEditor(page, seeded);
      // The Undo toast of a staged removal.
      await editor.getByRole("button", { name: "Remove Fast" }).click();
      const remove = page.getByRole("dialog", { name: "Remove metric" });
      await remove.getByRole("button", { name: "Remove from Section" }).click();
      await remove.waitFor({ state: "detached" });
      const undoToast = page.locator("[data-sonner-toast]").filter({ hasText: "Metric removed from section" });
      await undoToast.getByRole("button", { name: "Undo" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Update held by the test until axe has run on the busy dialog.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/template-sections/${seeded.sectionId}`, async (route) => {
        if (route.request().method() !== "PUT") return route.continue();
        await held;
        await route.continue();
      });
      await editor.getByLabel("Section title").fill("Why people choose us");
      await editor.getByRole("button", { name: "Update", exact: true }).click();
      const busy = editor.getByRole("button", { name: "Saving..." });
      await busy.waitFor();
      await expect.poll(() => busy.isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      release();
      await page.locator("[data-sonner-toast]").filter({ hasText: "Section updated" }).waitFor();
      await editor.waitFor({ state: "detached" });
      expect((await api(seeded.org.host, `/api/template-sections/${seeded.sectionId}`)).body.section_title).toBe("Why people choose us");
    } finally {
      await context.close();
    }
  });
});
