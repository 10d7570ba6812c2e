import "server-only";
import crypto from "node:crypto";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Invalidation } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { badRequest, conflict, notFound, parseId, route } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { MEDIA_MESSAGES } from "../rules";
import { updateMediaSchema, uploadFieldsSchema } from "../schema";
import { mediaFiles } from "../tables";
import { assertQuota, MULTIPART_OVERHEAD, refuseLargeBody, storageUse, uploadMaxBytes } from "./limits";
import { toMediaRecord } from "./records";
import { cleanName, prepareFile, removeStored } from "./store";
import { MEDIA_KEY } from "./serve";
import { usagesOf } from "./usage";

/** Every media save changes the library's files only (a file in use cannot be deleted): the reads that name MEDIA_KEY. */
const MEDIA_CHANGED: Invalidation = { keys: [MEDIA_KEY] };

const PRIVATE = { "cache-control": "private, no-store" };
const uploadLimits = () => ({ maxBytes: uploadMaxBytes() + MULTIPART_OVERHEAD, maxFiles: 1 });

/** GET /api/media?q=&type=image|video&sort=newest|oldest: the host's organization's library and its storage use (members). */
export const listMediaRoute = route(async (request) => {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const type = params.get("type");
  const conditions: SQL[] = [eq(mediaFiles.organization_id, organizationId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(mediaFiles.name, pattern), ilike(mediaFiles.alt, pattern))!);
  }
  if (type === "image" || type === "video") conditions.push(eq(mediaFiles.kind, type));
  else if (type) throw badRequest("type must be image or video");
  const order = params.get("sort") === "oldest" ? [asc(mediaFiles.created_at), asc(mediaFiles.id)] : [desc(mediaFiles.created_at), desc(mediaFiles.id)];
  const db = await getDb();
  const [rows, storage] = await Promise.all([
    db
      .select()
      .from(mediaFiles)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(1000),
    storageUse(db, organizationId),
  ]);
  return Response.json({ files: rows.map(toMediaRecord), storage }, { headers: PRIVATE });
});

type IdParams = { id: string };

/** The file in the path, when it is the host's organization's; anything else (another organization's) is a 404. */
async function fileOf(db: OwnerContext<IdParams>["db"], organizationId: number, rawId: string) {
  const id = parseId(rawId, MEDIA_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.organization_id, organizationId)));
  if (!row) throw notFound(MEDIA_MESSAGES.notFound);
  return row;
}

async function fileOwner({ request, params, db }: OwnerContext<IdParams>): Promise<number> {
  const organizationId = await organizationOfHost(request);
  await fileOf(db, organizationId, params.id);
  return organizationId;
}

/** GET /api/media/{id}: one file, with where it is used. */
export const getMediaRoute = route<IdParams>(async (request, params) => {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  const db = await getDb();
  const row = await fileOf(db, organizationId, params.id);
  return Response.json({ ...toMediaRecord(row), used_in: await usagesOf(db, organizationId, row.public_id) }, { headers: PRIVATE });
});

/** POST /api/media (multipart: file, alt, decorative, name): one file into the library. */
export const uploadMediaRoute = mutation({
  invalidates: MEDIA_CHANGED,
  owner: async ({ request }) => {
    const organizationId = await organizationOfHost(request);
    refuseLargeBody(request);
    return organizationId;
  },
  upload: uploadLimits(),
  input: uploadFieldsSchema,
  status: 201,
  // Type, safety and variants before the transaction: sharp's work never holds the database.
  prepare: async ({ input, files }) => {
    const prepared = await prepareFile(files[0]!, crypto.randomBytes(12).toString("base64url"));
    if (prepared.kind === "image" && !input.alt && !input.decorative) throw badRequest(MEDIA_MESSAGES.altRequired);
    return prepared;
  },
  write: async ({ input, files, tx, organizationId, caller, prepared }) => {
    const file = files[0]!;
    const publicId = prepared.publicId;
    await assertQuota(tx, organizationId, prepared.size);
    await prepared.store();
    const [row] = await tx
      .insert(mediaFiles)
      .values({
        organization_id: organizationId,
        public_id: publicId,
        name: input.name ? cleanName(input.name, prepared.type) : cleanName(file.name, prepared.type),
        kind: prepared.kind,
        type: prepared.type,
        hash: prepared.hash,
        width: prepared.width,
        height: prepared.height,
        alt: input.decorative ? "" : input.alt,
        decorative: input.decorative,
        variants: prepared.variants,
        size: prepared.size,
        created_by: String(caller.user.id),
      })
      .returning();
    return toMediaRecord(row!);
  },
});

/** PATCH /api/media/{id}: rename, alt text, decorative, focal point. */
export const updateMediaRoute = mutation({
  invalidates: MEDIA_CHANGED,
  owner: fileOwner,
  input: updateMediaSchema,
  write: async ({ params, input, tx, organizationId }) => {
    const row = await fileOf(tx, organizationId, (params as IdParams).id);
    const decorative = input.decorative ?? row.decorative;
    const alt = decorative ? "" : (input.alt ?? row.alt);
    if (row.kind === "image" && !decorative && !alt) throw badRequest(MEDIA_MESSAGES.altRequired);
    const [updated] = await tx
      .update(mediaFiles)
      .set({
        name: input.name ?? row.name,
        alt,
        decorative,
        focal_x: input.focal_x ?? row.focal_x,
        focal_y: input.focal_y ?? row.focal_y,
        updated_at: new Date(),
      })
      .where(eq(mediaFiles.id, row.id))
      .returning();
    return toMediaRecord(updated!);
  },
});

/** PUT /api/media/{id}/file (multipart: file): new bytes under the same address, so every use shows them. */
export const replaceMediaRoute = mutation({
  invalidates: MEDIA_CHANGED,
  owner: async (context: OwnerContext<IdParams>) => {
    const organizationId = await fileOwner(context);
    refuseLargeBody(context.request);
    return organizationId;
  },
  upload: uploadLimits(),
  prepare: async ({ params, files, organizationId }) =>
    prepareFile(files[0]!, (await fileOf(await getDb(), organizationId, (params as IdParams).id)).public_id),
  write: async ({ params, tx, organizationId, prepared }) => {
    const row = await fileOf(tx, organizationId, (params as IdParams).id);
    if (prepared.kind !== row.kind) throw badRequest(row.kind === "image" ? "Replace an image with an image." : "Replace a video with a video.");
    await assertQuota(tx, organizationId, prepared.size, row.size);
    await prepared.store();
    const [updated] = await tx
      .update(mediaFiles)
      .set({
        type: prepared.type,
        hash: prepared.hash,
        width: prepared.width,
        height: prepared.height,
        variants: prepared.variants,
        size: prepared.size,
        updated_at: new Date(),
      })
      .where(eq(mediaFiles.id, row.id))
      .returning();
    const kept = new Set(prepared.variants.map((v) => v.key));
    return { record: toMediaRecord(updated!), stale: row.variants.map((v) => v.key).filter((key) => !kept.has(key)) };
  },
  afterCommit: async ({ record, stale }) => {
    await removeStored(stale);
    return record;
  },
});

/** DELETE /api/media/{id}: refused (409, "Used in: …") while any content uses it. */
export const deleteMediaRoute = mutation({
  invalidates: MEDIA_CHANGED,
  owner: fileOwner,
  write: async ({ params, tx, organizationId }) => {
    const row = await fileOf(tx, organizationId, (params as IdParams).id);
    const usedIn = await usagesOf(tx, organizationId, row.public_id);
    if (usedIn.length > 0) throw conflict(MEDIA_MESSAGES.inUse(usedIn), { used_in: usedIn });
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, row.id));
    return { keys: row.variants.map((v) => v.key) };
  },
  afterCommit: async ({ keys }) => {
    await removeStored(keys);
    return { success: true };
  },
});
