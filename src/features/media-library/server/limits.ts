import "server-only";
import { eq, sql, sum } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { HttpError } from "@/platform/http/errors";
import { formatBytes, MEDIA_MESSAGES } from "../rules";
import { mediaFiles, mediaQuotas } from "../tables";
import type { MediaStorageUse } from "../types";

const MB = 1024 * 1024;

/** The largest file an upload takes: ONSITE_UPLOAD_MAX_MB (default 20). */
export function uploadMaxMb(): number {
  const value = Number(process.env.ONSITE_UPLOAD_MAX_MB);
  return Number.isFinite(value) && value > 0 ? value : 20;
}
export const uploadMaxBytes = () => Math.floor(uploadMaxMb() * MB);

/** Room for the multipart framing and the text fields around the file. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** A body announced larger than the limit is refused before it is read (413 with the library's message). */
export function refuseLargeBody(request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > uploadMaxBytes() + MULTIPART_OVERHEAD) throw new HttpError(413, MEDIA_MESSAGES.tooLarge(uploadMaxMb()));
}

/** The default quota per organization: ONSITE_MEDIA_QUOTA_MB (default 1024). */
function defaultQuota(): number {
  const value = Number(process.env.ONSITE_MEDIA_QUOTA_MB);
  return Math.floor((Number.isFinite(value) && value > 0 ? value : 1024) * MB);
}

/** Storage the organization uses (variants included) and its quota. */
export async function storageUse(db: Db, organizationId: number): Promise<MediaStorageUse> {
  const [[used], [quota]] = await Promise.all([
    db
      .select({ n: sum(mediaFiles.size) })
      .from(mediaFiles)
      .where(eq(mediaFiles.organization_id, organizationId)),
    db.select({ bytes: mediaQuotas.quota_bytes }).from(mediaQuotas).where(eq(mediaQuotas.organization_id, organizationId)),
  ]);
  return { used: Number(used?.n ?? 0), quota: quota?.bytes ?? defaultQuota() };
}

/**
 * Refuses (507) a write that would take the organization past its quota; `freed` is what
 * it replaces. Called in the write's transaction, before its row is stored: it takes the
 * organization's quota lock (held to the commit), so parallel uploads are counted one
 * after another and each sees the others' committed sizes; without it, twenty parallel
 * uploads on PostgreSQL each saw the same free space and stored 1.72 times the quota.
 */
export async function assertQuota(db: Db, organizationId: number, adding: number, freed = 0) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-quota:${organizationId}`}))`);
  const use = await storageUse(db, organizationId);
  if (use.used - freed + adding > use.quota)
    throw new HttpError(507, MEDIA_MESSAGES.quota(formatBytes(use.used), formatBytes(use.quota)), { used: use.used, quota: use.quota });
}
