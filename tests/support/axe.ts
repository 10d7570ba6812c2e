import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const AXE = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");

/**
 * Loads axe-core into the page as the test's own code (not a `<script>` element,
 * which the page's Content-Security-Policy rightly refuses).
 */
async function loadAxe(page: Page) {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(`${fs.readFileSync(AXE, "utf8")}\n;undefined`);
}

/** WCAG 2.2 AA, as the standards ask (axe's tags for levels A and AA of 2.0, 2.1 and 2.2). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's (or one element's) accessibility violations found by axe-core, as
 * `rule: targets` lines; [] when there are none. Animations are finished first
 * so colour contrast is measured on the final colours.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(
    async ({ selector, tags }) => {
      // A finite animation ends on its final colours; an endless one (a skeleton's pulse) is cancelled back to its resting style.
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
        else animation.finish();
      }
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
      ).axe;
      const context = selector ? document.querySelector(selector) : document;
      // Every rule runs; only the violations' nodes get their selectors worked out (axe's resultTypes:
      // the other result types keep one node each), which is most of a scan's time on a large page.
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { selector, tags: TAGS },
  );
}

/** Besides the violations, which rules passed and which axe could not decide (e.g. text over a gradient). */
export async function axeSummary(page: Page): Promise<{ violations: string[]; passes: string[]; incomplete: string[] }> {
  await loadAxe(page);
  return page.evaluate(async (tags) => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations", "incomplete"] });
    const ids = (items: any[]) => items.map((v: any) => v.id);
    return {
      violations: result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(" ")).join(", ")}`),
      passes: ids(result.passes),
      incomplete: ids(result.incomplete),
    };
  }, TAGS);
}
