import path from "node:path";
import type { Page } from "playwright-core";

const AXE = path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");

/** WCAG 2.2 AA, as the standards ask (axe's tags for levels A and AA of 2.0, 2.1 and 2.2). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's (or one element's) accessibility violations found by axe-core, as
 * `rule: targets` lines; [] when there are none. Animations are finished first
 * so colour contrast is measured on the final colours.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(
    async ({ selector, tags }) => {
      for (const animation of document.getAnimations()) animation.finish();
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const context = selector ? document.querySelector(selector) : document;
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { selector, tags: TAGS },
  );
}
