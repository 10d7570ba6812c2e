import { and, eq } from "drizzle-orm";
import { posts } from "@/features/posts";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";

export type PageRow = { id: number; title: string; slug: string; description: string | null };

/** The organization's page at a stored path (`/about-us` → slug `about-us`), cached until its next save; null when there is none. */
export async function loadPageRow(organizationId: number, path: string): Promise<PageRow | null> {
  const slug = path.replace(/^\/+/, "");
  if (!slug || slug.includes("\0") || slug.length > 500) return null;
  return cachedRead(organizationId, `page ${slug}`, async () => {
    const [row] = await (await getDb())
      .select({ id: posts.id, title: posts.title, slug: posts.slug, description: posts.description })
      .from(posts)
      .where(and(eq(posts.organization_id, organizationId), eq(posts.kind, "page"), eq(posts.slug, slug)))
      .limit(1);
    return row ?? null;
  });
}
