import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { mediaFileUrl } from "../rules";
import { mediaFiles } from "../tables";

/** A library image with neither alt text nor the decorative mark (files stored before the library asked for one, or seeded). */
export type ImageWithoutAlt = { id: number; name: string; url: string };

/** The organization's library images without alt text that are not marked decorative, oldest first (the check before publishing). */
export async function imagesWithoutAlt(organizationId: number): Promise<ImageWithoutAlt[]> {
  const rows = await (
    await getDb()
  )
    .select({ id: mediaFiles.id, name: mediaFiles.name, public_id: mediaFiles.public_id, alt: mediaFiles.alt })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), eq(mediaFiles.kind, "image"), eq(mediaFiles.decorative, false)))
    .orderBy(asc(mediaFiles.id));
  return rows.filter((row) => !row.alt.trim()).map((row) => ({ id: row.id, name: row.name, url: mediaFileUrl(row.public_id) }));
}
