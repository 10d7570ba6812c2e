import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/platform/db/client";
import { libraryAddress } from "../rules";
import { mediaFiles } from "../tables";
import { cleanName, prepareFile } from "./store";

export type SeedFile = { name: string; bytes: Uint8Array; alt: string; createdBy?: string | null };

/**
 * Files into an organization's library outside a request (the demo's photographs): the
 * same checks and renditions as an upload (`prepareFile`: type from the bytes, metadata
 * stripped, AVIF/WebP variants at the library's widths), all of them prepared at once
 * (sharp works in its own threads), then stored and recorded. Answers each file's stable
 * address, in the order given.
 */
export async function addLibraryFiles(organizationId: number, files: SeedFile[]): Promise<string[]> {
  const prepared = await Promise.all(
    files.map((file) =>
      prepareFile({ field: "file", name: file.name, type: "", size: file.bytes.length, bytes: file.bytes }, crypto.randomBytes(12).toString("base64url")),
    ),
  );
  await Promise.all(prepared.map((p) => p.store()));
  const db = await getDb();
  const rows = await db
    .insert(mediaFiles)
    .values(
      prepared.map((p, i) => ({
        organization_id: organizationId,
        public_id: p.publicId,
        name: cleanName(files[i]!.name, p.type),
        kind: p.kind,
        type: p.type,
        hash: p.hash,
        width: p.width,
        height: p.height,
        alt: files[i]!.alt,
        decorative: false,
        variants: p.variants,
        size: p.size,
        created_by: files[i]!.createdBy ?? null,
      })),
    )
    .returning();
  return prepared.map((p) => libraryAddress(rows.find((row) => row.public_id === p.publicId)!));
}
