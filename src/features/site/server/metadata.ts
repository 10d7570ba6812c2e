import type { Metadata } from "next";
import { loadPageRow } from "./page-row";

/** A page's `<title>` (the layout adds the site's name) and meta description. */
export async function pageMetadata(organizationId: number, path: string): Promise<Metadata> {
  if (path === "/") return {};
  const page = await loadPageRow(organizationId, path);
  if (!page) return {};
  return { title: page.title, description: page.description ?? undefined };
}
