import path from "node:path";
import type { Page } from "playwright-core";

const AXE = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");

/** The WCAG 2.2 AA rule set (A and AA rules of 2.0, 2.1 and 2.2). */
export const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeSummary = {
  /** "rule: target, target" for each violation. */
  violations: string[];
  /** Rules that ran and found nothing wrong. */
  passes: string[];
  /** Rules axe could not decide (e.g. color-contrast over a gradient), with their targets. */
  incomplete: string[];
};

/** Runs axe-core on the page (or inside `selector`) with the WCAG 2.2 AA rules. */
export async function scanAxe(page: Page, selector?: string): Promise<AxeSummary> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as any).axe;
      const result = await axe.run(selector ? document.querySelector(selector) : document, { runOnly: { type: "tag", values: tags } });
      const list = (items: any[]) => items.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(" ")).join(", ")}`);
      return { violations: list(result.violations), passes: result.passes.map((p: any) => p.id), incomplete: list(result.incomplete) };
    },
    { selector, tags: WCAG22_AA },
  );
}
