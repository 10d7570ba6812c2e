import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { badRequest } from "../http/errors";

/** The message when a save names a media library file that is not the organization's own. */
export const NOT_IN_LIBRARY = "This file is not in your media library.";

const REFERENCE = /\/api\/media\/files\/([A-Za-z0-9_-]{16,32})/g;

/**
 * Tenancy of the media library (issue 25) for every save: a body that names a
 * library file (`/api/media/files/<public_id>`) must name one of the saving
 * organization's own files, else 400 and nothing is stored. The table is read by
 * name (media_files) so the platform imports no feature.
 */
export async function assertLibraryReferences(db: Db, organizationId: number, body: unknown): Promise<void> {
  const text = JSON.stringify(body ?? null);
  if (!text.includes("/api/media/files/")) return;
  const ids = [...new Set([...text.matchAll(REFERENCE)].map((m) => m[1]!))];
  if (ids.length === 0) return;
  if (ids.length > 200) throw badRequest(NOT_IN_LIBRARY);
  const result = await db.execute(
    sql`select public_id from media_files where organization_id = ${organizationId} and public_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { public_id: string }[] }).rows) as { public_id: string }[];
  const own = new Set(rows.map((row) => row.public_id));
  if (ids.some((id) => !own.has(id))) throw badRequest(NOT_IN_LIBRARY);
}
