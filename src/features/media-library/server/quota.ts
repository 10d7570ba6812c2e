import "server-only";
import { getDb } from "@/platform/db/client";
import { assertOperator } from "@/platform/http/admin-token";
import { readJson } from "@/platform/http/body";
import { route } from "@/platform/http/errors";
import { invalidateOrganization } from "@/platform/cache";
import { quotaSchema } from "../schema";
import { mediaQuotas } from "../tables";
import { storageUse } from "./limits";

/**
 * PUT /api/media/quota {organization_id, quota_mb}: an organization's storage quota,
 * set by the server's operator (loopback and the operator token), not by the
 * organization's own members. Answers the organization's storage use.
 */
export const setQuotaRoute = route(async (request) => {
  assertOperator(request);
  const { organization_id, quota_mb } = quotaSchema.parse(await readJson(request));
  const db = await getDb();
  const quota_bytes = quota_mb * 1024 * 1024;
  await db.insert(mediaQuotas).values({ organization_id, quota_bytes }).onConflictDoUpdate({ target: mediaQuotas.organization_id, set: { quota_bytes } });
  await invalidateOrganization(organization_id);
  return Response.json(await storageUse(db, organization_id), { headers: { "cache-control": "private, no-store" } });
});
