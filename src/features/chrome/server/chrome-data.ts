import "server-only";
import type { ResponsivePicture } from "@/features/media-library";
import type { MenuItem } from "@/features/menus";
import { loadMenu } from "@/features/menus/server";
import type { Site } from "@/platform/tenancy/organizations";
import { loadSiteLogo } from "./site-home-link";

/** What the header and footer show besides the settings: the menu and the logo's picture, loaded before the render (DESIGN.md: components stay synchronous). */
export type ChromeData = { menu: MenuItem[]; logo: ResponsivePicture | null };

export async function loadChrome(site: Site): Promise<ChromeData> {
  const [menu, logo] = await Promise.all([loadMenu(site.organization.id), loadSiteLogo(site)]);
  return { menu, logo };
}
