import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { realEstateListings } from "../tables";

/**
 * The title of one of the organization's listings as it is now, or null when the
 * id is not a listing of this organization (a contact message about a listing
 * stores it; the messages feature reads it through here).
 */
export async function listingTitle(db: Db, organizationId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ title: realEstateListings.title })
    .from(realEstateListings)
    .where(and(eq(realEstateListings.organization_id, organizationId), eq(realEstateListings.id, id)));
  return row ? row.title : null;
}
