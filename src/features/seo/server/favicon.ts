import "server-only";
import type { Site } from "@/platform/tenancy/organizations";
import { escapeXml } from "./xml";

/** Background colours of the letter mark, picked by the site's name so each site keeps its own. White text reads on each (≥ 4.5:1). */
const MARK_COLOURS = ["#1d4ed8", "#047857", "#7c3aed", "#b91c1c", "#0f766e", "#9a3412", "#374151", "#be185d"];

/** The site's first letter on a coloured rounded square: the favicon of a site without a logo. */
export function letterMarkSvg(site: Site): string {
  const name = (site.settings.site || site.organization.name).trim();
  const letter = Array.from(name)[0]?.toUpperCase() ?? "?";
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const colour = MARK_COLOURS[hash % MARK_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(letter)}</text></svg>`;
}
