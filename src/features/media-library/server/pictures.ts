import "server-only";
import crypto from "node:crypto";
import { cachedRead } from "@/platform/cache";
import { getDb, type Db } from "@/platform/db/client";
import { libraryPublicId, mediaFileUrl } from "../rules";
import type { ResponsivePicture } from "../types";
import { toPicture } from "./records";
import { filesByPublicIds, isPublicId, MEDIA_KEY } from "./serve";

type Address = string | null | undefined;

/** The library public ids among `urls`, each with the addresses that name it (as given). */
function publicIdsOf(urls: Iterable<Address>): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const url of urls) {
    const id = libraryPublicId(url);
    if (url && id && isPublicId(id)) ids.set(id, (ids.get(id) ?? new Set()).add(url));
  }
  return ids;
}

/**
 * The pictures of the library addresses among `urls`, read in `db` in one query:
 * keyed by the address as given; any other address, a video, and another
 * organization's file are not in it.
 */
export async function readLibraryPictures(db: Db, organizationId: number, urls: Iterable<Address>): Promise<Map<string, ResponsivePicture>> {
  const ids = publicIdsOf(urls);
  const pictures = new Map<string, ResponsivePicture>();
  if (ids.size === 0) return pictures;
  for (const row of await filesByPublicIds(db, organizationId, [...ids.keys()])) {
    const picture = toPicture(row);
    if (picture) for (const url of ids.get(row.public_id) ?? []) pictures.set(url, picture);
  }
  return pictures;
}

/**
 * The responsive pictures of a page's library image addresses (srcset in AVIF, WebP
 * and the original's type, width and height, alt text, focal point) for its public
 * components: one query for all of them, none when there is no library address,
 * cached until the organization's next save. Other addresses keep rendering as
 * plain images.
 */
export async function libraryPictures(organizationId: number, urls: Iterable<Address>): Promise<Map<string, ResponsivePicture>> {
  const list = [...urls];
  const ids = [...publicIdsOf(list).keys()].sort();
  if (ids.length === 0) return new Map();
  const key = crypto.createHash("sha256").update(ids.join(",")).digest("base64url").slice(0, 22);
  const byId = await cachedRead(
    organizationId,
    `media-pictures:${key}`,
    async () => {
      const found = await readLibraryPictures(await getDb(), organizationId, ids.map(mediaFileUrl));
      return new Map([...found].map(([url, picture]) => [libraryPublicId(url)!, picture]));
    },
    MEDIA_KEY,
  );
  const pictures = new Map<string, ResponsivePicture>();
  for (const url of list) {
    const picture = byId.get(libraryPublicId(url) ?? "");
    // Keyed by the address as given and trimmed (views may trim what they render).
    if (url && picture) pictures.set(url, picture).set(url.trim(), picture);
  }
  return pictures;
}

/** The responsive picture of one library image address; null for any other address or another organization's file. */
export async function libraryPicture(organizationId: number, url: Address): Promise<ResponsivePicture | null> {
  return (await libraryPictures(organizationId, [url])).get(url ?? "") ?? null;
}
