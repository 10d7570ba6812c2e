import fs from "node:fs/promises";
import path from "node:path";
import { addLibraryFiles } from "@/features/media-library/server";

/**
 * The demo's photographs, in its media library (so they are served as AVIF and WebP
 * variants at the library's widths, with their alt text): real photographs from Debian's
 * mate-backgrounds 1.26 (GPL-2+; authors in public/_onsite/demo/NOTICE), resized to
 * 1600 px wide. Read and processed once per organization, both at once.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../public/_onsite/demo");

const PHOTOS = {
  dunes: { file: "dunes.jpg", alt: "Tall dune grass in the wind above a calm blue sea" },
  flower: { file: "garden-flower.jpg", alt: "A red and gold marigold in bloom in a sunny garden" },
} as const;

export type DemoPhotos = Record<keyof typeof PHOTOS, string>;

const seeded = new Map<number, Promise<DemoPhotos>>();

/** The library addresses of the demo's photographs for `organizationId` (added on the first ask). */
export function demoPhotos(organizationId: number, createdBy: string | null = null): Promise<DemoPhotos> {
  let photos = seeded.get(organizationId);
  if (!photos) {
    photos = (async () => {
      const entries = Object.entries(PHOTOS) as [keyof typeof PHOTOS, (typeof PHOTOS)[keyof typeof PHOTOS]][];
      const files = await Promise.all(
        entries.map(async ([, photo]) => ({
          name: photo.file,
          alt: photo.alt,
          bytes: new Uint8Array(await fs.readFile(path.join(FOLDER, photo.file))),
          createdBy,
        })),
      );
      const addresses = await addLibraryFiles(organizationId, files);
      return Object.fromEntries(entries.map(([key], i) => [key, addresses[i]!])) as DemoPhotos;
    })();
    seeded.set(organizationId, photos);
  }
  return photos;
}
