import "server-only";
import crypto from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { HttpError } from "@/platform/http/errors";
import { MEDIA_MESSAGES, MEDIA_TYPES, VARIANT_WIDTHS, type MediaType } from "../rules";
import type { MediaVariant } from "../tables";

/** A rendition to store: its bytes and where (the key is `<public_id>/<hash>-<width>.<ext>`). */
export type Rendition = Omit<MediaVariant, "key"> & { bytes: Uint8Array; name: string };
export type Processed = { hash: string; width: number | null; height: number | null; renditions: Rendition[] };

const ENCODERS = {
  "image/webp": (s: Sharp) => s.webp({ quality: 80 }),
  "image/avif": (s: Sharp) => s.avif({ quality: 55, effort: 2 }),
  "image/jpeg": (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true }),
  "image/png": (s: Sharp) => s.png({ compressionLevel: 8 }),
} as const;
type Encodable = keyof typeof ENCODERS;

export const hashOf = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** The widths to make for an image `width` wide: those it reaches, or its own width when it is narrower than all. */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w <= width) as number[];
  return widths.length > 0 ? widths : [width];
}

async function encode(input: Uint8Array, type: Encodable, width: number | null): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked.
  let pipeline = sharp(input, { limitInputPixels: 100_000_000 }).rotate();
  if (width) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const { data, info } = await ENCODERS[type](pipeline).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * What the library stores for a file: a raster image's original re-encoded without
 * its metadata (location included) at full size, and variants at the widths it
 * allows in WebP, AVIF and its own format; a GIF (animation), an SVG and a video
 * are stored as sent. Width and height are kept for layout.
 */
export async function processFile(bytes: Uint8Array, type: MediaType): Promise<Processed> {
  const ext = MEDIA_TYPES[type].ext;
  if (type === "video/mp4" || type === "video/webm") {
    const hash = hashOf(bytes);
    return { hash, width: null, height: null, renditions: [{ name: `${hash}.${ext}`, bytes, width: 0, height: 0, format: ext, type, size: bytes.length }] };
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
  } catch {
    throw new HttpError(422, MEDIA_MESSAGES.unreadable);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? null;
  const height = (rotated ? meta.width : meta.height) ?? null;
  if (type === "image/gif" || type === "image/svg+xml" || !width || !height) {
    const hash = hashOf(bytes);
    return {
      hash,
      width,
      height,
      renditions: [{ name: `${hash}.${ext}`, bytes, width: width ?? 0, height: height ?? 0, format: ext, type, size: bytes.length }],
    };
  }
  const original = await encode(bytes, type as Encodable, null).catch(() => {
    throw new HttpError(422, MEDIA_MESSAGES.unreadable);
  });
  const hash = hashOf(original.bytes);
  const renditions: Rendition[] = [
    { name: `${hash}.${ext}`, bytes: original.bytes, width: original.width, height: original.height, format: ext, type, size: original.bytes.length },
  ];
  const formats = [...new Set<Encodable>(["image/avif", "image/webp", type as Encodable])];
  for (const w of variantWidths(original.width)) {
    for (const format of formats) {
      const out = await encode(original.bytes, format, w);
      const fext = MEDIA_TYPES[format].ext;
      renditions.push({
        name: `${hash}-${w}.${fext}`,
        bytes: out.bytes,
        width: out.width,
        height: out.height,
        format: fext,
        type: format,
        size: out.bytes.length,
      });
    }
  }
  return { hash, width: original.width, height: original.height, renditions };
}
