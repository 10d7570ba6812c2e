import "server-only";
import { HttpError } from "@/platform/http/errors";
import type { UploadedFile } from "@/platform/http/upload";
import { MEDIA_MESSAGES, MEDIA_TYPES, type MediaType } from "../rules";
import type { MediaVariant } from "../tables";
import { detectType } from "./detect";
import { uploadMaxBytes, uploadMaxMb } from "./limits";
import { storage } from "./storage";
import { isSafeSvg } from "./svg";
import { processFile } from "./variants";

export type Prepared = {
  publicId: string;
  type: MediaType;
  kind: "image" | "video";
  hash: string;
  width: number | null;
  height: number | null;
  size: number;
  variants: MediaVariant[];
  store: () => Promise<void>;
};

/**
 * Checks an uploaded file and makes its renditions (nothing stored yet): its
 * size (413), its type from its bytes (415), an SVG's safety (422), then the
 * variants. `store()` writes them under `<public_id>/<name>`.
 */
export async function prepareFile(file: UploadedFile, publicId: string): Promise<Prepared> {
  if (file.bytes.length > uploadMaxBytes()) throw new HttpError(413, MEDIA_MESSAGES.tooLarge(uploadMaxMb()));
  const type = detectType(file.bytes);
  if (!type) throw new HttpError(415, MEDIA_MESSAGES.type);
  if (type === "image/svg+xml" && !isSafeSvg(file.bytes)) throw new HttpError(422, MEDIA_MESSAGES.svgUnsafe);
  const processed = await processFile(file.bytes, type);
  const variants: MediaVariant[] = processed.renditions.map((r) => ({
    width: r.width,
    height: r.height,
    format: r.format,
    type: r.type,
    size: r.size,
    key: `${publicId}/${r.name}`,
  }));
  return {
    publicId,
    type,
    kind: MEDIA_TYPES[type].kind,
    hash: processed.hash,
    width: processed.width,
    height: processed.height,
    size: processed.renditions.reduce((total, r) => total + r.size, 0),
    variants,
    store: async () => {
      const place = storage();
      await Promise.all(processed.renditions.map((r) => place.put(`${publicId}/${r.name}`, r.bytes, r.type)));
    },
  };
}

/** Removes stored renditions (after the row that named them is gone or replaced); a failure is logged, never thrown. */
export async function removeStored(keys: string[]) {
  const place = storage();
  await Promise.all(keys.map((key) => place.delete(key).catch((error: unknown) => console.error(`Could not delete ${key} from ${place.where}:`, error))));
}

/** A file's name without folders or control characters, at most 200 characters, with the extension of its real type. */
export function cleanName(name: string, type: MediaType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${(base || "file").slice(0, 190)}.${MEDIA_TYPES[type].ext}`;
}
