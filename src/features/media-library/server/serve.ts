import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
import { getDb, type Db } from "@/platform/db/client";
import { notFound, route } from "@/platform/http/errors";
import { organizationOfHost } from "@/platform/tenancy/request";
import { MEDIA_MESSAGES, MEDIA_TYPES, videoFileName } from "../rules";
import { mediaFiles, type MediaVariant } from "../tables";
import type { MediaRow } from "./records";
import { storage } from "./storage";

/** The key of the cached reads of the media library's files: every media save names it. */
export const MEDIA_KEY = "media";

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,32}$/;
const FILE_NAME = /^[a-f0-9]{16}(-\d{1,5})?\.[a-z0-9]{2,5}$/;

/** The host's organization's file by public id (cached until the library's or the organization's next save); null for another's. */
export async function fileByPublicId(organizationId: number, publicId: string): Promise<MediaRow | null> {
  if (!PUBLIC_ID.test(publicId)) return null;
  return cachedRead(
    organizationId,
    `media-file:${publicId}`,
    async () => {
      const db = await getDb();
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.public_id, publicId), eq(mediaFiles.organization_id, organizationId)));
      return row ?? null;
    },
    MEDIA_KEY,
  );
}

/** Whether `publicId` can be a library file's public id (anything else is looked up nowhere). */
export const isPublicId = (publicId: string) => PUBLIC_ID.test(publicId);

/**
 * The organization's files among `publicIds`, in one query (a page's pictures);
 * another organization's file is never among them.
 */
export async function filesByPublicIds(db: Db, organizationId: number, publicIds: readonly string[]): Promise<MediaRow[]> {
  const ids = [...new Set(publicIds.filter(isPublicId))];
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.organization_id, organizationId), inArray(mediaFiles.public_id, ids)));
}

/** One byte range of `bytes=start-end` (the only form browsers send for media); null for none or an unsatisfiable one. */
function byteRange(header: string | null, length: number): { start: number; end: number } | "bad" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "bad";
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, length - Number(match[2]));
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? length - 1 : Math.min(Number(match[2]), length - 1);
  }
  return start > end || start >= length ? "bad" : { start, end };
}

async function answer(request: Request, row: MediaRow, variant: MediaVariant, cacheControl: string): Promise<Response> {
  const etag = `"${variant.key.split("/")[1]}"`;
  const headers: Record<string, string> = {
    "content-type": variant.type,
    "x-content-type-options": "nosniff",
    "cache-control": cacheControl,
    etag,
    "accept-ranges": "bytes",
    "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    "cross-origin-resource-policy": "same-site",
  };
  // A kept SVG has no script (refused on upload); opened on its own it runs nothing either.
  if (variant.type === "image/svg+xml") headers["content-security-policy"] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await storage().get(variant.key);
  if (!bytes) throw notFound(MEDIA_MESSAGES.notFound);
  const range = byteRange(request.headers.get("range"), bytes.length);
  if (range === "bad") return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${bytes.length}` } });
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return new Response(part as Uint8Array<ArrayBuffer>, {
      status: 206,
      headers: { ...headers, "content-range": `bytes ${range.start}-${range.end}/${bytes.length}`, "content-length": String(part.length) },
    });
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, "content-length": String(bytes.length) } });
}

type FileParams = { id: string; name?: string };

const VIDEO_NAMES = new Set(
  Object.keys(MEDIA_TYPES)
    .filter((type) => type.startsWith("video/"))
    .map(videoFileName),
);

/**
 * GET /api/media/files/{public_id}: the current original (the stable address a field
 * keeps: a short cache, revalidated by ETag). GET /api/media/files/{public_id}/{hash}[-{width}].{ext}:
 * a rendition under its content-hashed name, cached for a year. Only on the owning
 * organization's host; another site's host answers 404.
 */
export const serveMediaRoute = route<FileParams>(async (request, params) => {
  const organizationId = await organizationOfHost(request);
  const row = await fileByPublicId(organizationId, params.id);
  if (!row) throw notFound(MEDIA_MESSAGES.notFound);
  // The stable address: the current original (a video's ends with "video.mp4" or "video.webm",
  // the format it had when chosen: a replace by the other format keeps every use working).
  if (params.name === undefined || (row.kind === "video" && VIDEO_NAMES.has(params.name)))
    return answer(request, row, row.variants[0]!, "public, max-age=60, must-revalidate");
  if (!FILE_NAME.test(params.name)) throw notFound(MEDIA_MESSAGES.notFound);
  const variant = row.variants.find((v) => v.key === `${row.public_id}/${params.name}`);
  if (!variant) throw notFound(MEDIA_MESSAGES.notFound);
  return answer(request, row, variant, "public, max-age=31536000, immutable");
});
