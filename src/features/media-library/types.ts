import type { MediaKind } from "./rules";

/** A stored rendition as the API answers it. */
export type MediaVariantRecord = { width: number; height: number; format: string; type: string; size: number; url: string };

/** A library file as the API answers it. */
export type MediaRecord = {
  id: number;
  public_id: string;
  /** The stable address a field keeps (a replace keeps it). */
  url: string;
  name: string;
  kind: MediaKind;
  type: string;
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
  focal_x: number;
  focal_y: number;
  size: number;
  created_at: string;
  updated_at: string;
  /** The original (first) and the variants, with their content-hashed addresses. */
  variants: MediaVariantRecord[];
};

export type MediaStorageUse = { used: number; quota: number };
export type MediaList = { files: MediaRecord[]; storage: MediaStorageUse };

/**
 * What a public component needs to render a library image without layout shift,
 * compact (it may travel to a client component as a prop): the renditions share
 * one address stem, so `${base}.${ext}` is the original and `${base}-${w}.${format}`
 * a variant (see server/variants.ts); public/library-picture.tsx makes the srcsets.
 */
export type ResponsivePicture = {
  /** "/api/media/files/<public_id>/<hash>". */
  base: string;
  /** The original's extension ("jpg"). */
  ext: string;
  /** The variants' widths, narrowest first (none: a GIF or an SVG, shown as stored). */
  widths: number[];
  /** The variants' extensions, most compact first ("avif", "webp", then the original's). */
  formats: string[];
  width: number;
  height: number;
  /** The library's alt text ("" for a decorative image). */
  alt: string;
  /** "50% 50%": the focal point, for object-position. */
  position: string;
};

/** Library pictures by the address a field keeps (only the library's addresses are in it). */
export type PictureMap = ReadonlyMap<string, ResponsivePicture>;
