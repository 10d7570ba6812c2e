import type { Metadata } from "next";
import { loadPage } from "@/features/pages/server";

/** A page's `<title>` (the layout adds the site's name) and meta description. */
export async function pageMetadata(organizationId: number, path: string): Promise<Metadata> {
  if (path === "/") return {};
  const page = await loadPage(organizationId, path);
  if (!page) return {};
  return { title: page.title, description: page.description ?? undefined };
}
