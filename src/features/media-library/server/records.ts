import "server-only";
import { libraryAddress, mediaFileUrl, type MediaKind } from "../rules";
import type { mediaFiles } from "../tables";
import type { MediaRecord, ResponsivePicture } from "../types";

export type MediaRow = typeof mediaFiles.$inferSelect;

export const variantUrl = (publicId: string, key: string) => `${mediaFileUrl(publicId)}/${key.slice(key.indexOf("/") + 1)}`;

/** The one mapper from a stored file to the API's answer. */
export function toMediaRecord(row: MediaRow): MediaRecord {
  return {
    id: row.id,
    public_id: row.public_id,
    url: libraryAddress(row),
    name: row.name,
    kind: row.kind as MediaKind,
    type: row.type,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    focal_x: row.focal_x,
    focal_y: row.focal_y,
    size: row.size,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    variants: row.variants.map(({ key, ...v }) => ({ ...v, url: variantUrl(row.public_id, key) })),
  };
}

const ORDER = ["avif", "webp"];
const rank = (format: string) => (ORDER.includes(format) ? ORDER.indexOf(format) : ORDER.length);

/**
 * The <picture> of a library image: the renditions' common address, the widths made
 * in every format (AVIF, WebP, then the original's), its size, alt text and focal
 * point; null for a video or an image without a size.
 */
export function toPicture(row: MediaRow): ResponsivePicture | null {
  if (row.kind !== "image" || !row.width || !row.height) return null;
  const [original, ...variants] = row.variants;
  if (!original) return null;
  const name = original.key.slice(original.key.indexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  const stem = name.slice(0, dot);
  const made = new Map<number, Set<string>>();
  for (const variant of variants) {
    // `<hash>-<width>.<ext>` (server/variants.ts): the width in the name is the rendition's width.
    const match = /-(\d+)\.([a-z0-9]+)$/.exec(variant.key);
    if (!match || !variant.key.endsWith(`/${stem}-${match[1]}.${match[2]}`)) continue;
    const width = Number(match[1]);
    made.set(width, (made.get(width) ?? new Set()).add(match[2]!));
  }
  const formats = [...new Set([...made.values()].flatMap((set) => [...set]))].sort((a, b) => rank(a) - rank(b));
  // Only widths made in every format, so each srcset names files that exist.
  const widths = [...made.entries()]
    .filter(([, set]) => formats.every((f) => set.has(f)))
    .map(([w]) => w)
    .sort((a, b) => a - b);
  return {
    base: variantUrl(row.public_id, `${row.public_id}/${stem}`),
    ext: name.slice(dot + 1),
    widths,
    formats: widths.length > 0 ? formats : [],
    width: row.width,
    height: row.height,
    alt: row.decorative ? "" : row.alt,
    position: `${row.focal_x}% ${row.focal_y}%`,
  };
}
