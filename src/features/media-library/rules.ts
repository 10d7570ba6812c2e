/** What the media library takes and the messages it answers with (client-safe). */

export const MEDIA_TYPES = {
  "image/jpeg": { kind: "image", ext: "jpg" },
  "image/png": { kind: "image", ext: "png" },
  "image/webp": { kind: "image", ext: "webp" },
  "image/avif": { kind: "image", ext: "avif" },
  "image/gif": { kind: "image", ext: "gif" },
  "image/svg+xml": { kind: "image", ext: "svg" },
  "video/mp4": { kind: "video", ext: "mp4" },
  "video/webm": { kind: "video", ext: "webm" },
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;
export type MediaKind = "image" | "video";

/** The widths of the responsive variants (as the original allows). */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600, 2400] as const;

/** The path every library file is served under; a field that uses one keeps `${MEDIA_FILES_PATH}/<public_id>`. */
export const MEDIA_FILES_PATH = "/api/media/files";

export const MEDIA_LIMITS = { name: 200, alt: 500 } as const;

export const MEDIA_MESSAGES = {
  type: "This file is not an image (JPEG, PNG, WebP, AVIF, GIF, SVG) or a video (MP4, WebM).",
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  svgUnsafe: "This SVG contains scripts, event handlers or external references, so it cannot be uploaded.",
  unreadable: "This image could not be read.",
  altRequired: "Alt text is required for images (or mark the image as decorative)",
  quota: (used: string, quota: string) => `Not enough storage left: ${used} of ${quota} used.`,
  inUse: (places: string[]) => `Used in: ${places.join(", ")}`,
  notFound: "File not found",
  notYours: "This file is not in your media library.",
  name: "The name must have 1 to 200 characters.",
  focal: "The focal point must be between 0 and 100.",
} as const;

/** The stable address of a library file. */
export const mediaFileUrl = (publicId: string) => `${MEDIA_FILES_PATH}/${publicId}`;

/** The stable original name a video's address ends with ("video.mp4"), so players and fields know it for a video file. */
export const videoFileName = (type: string) => `video.${MEDIA_TYPES[type as MediaType]?.ext ?? "mp4"}`;

/**
 * The stable address a field keeps for a library file: `${MEDIA_FILES_PATH}/<public_id>`,
 * and for a video `…/<public_id>/video.mp4` (or `.webm`): a field, a section and the site
 * tell a video file by its extension, as for any other address. Both serve the current
 * original (a replace keeps every use).
 */
export const libraryAddress = (file: { public_id: string; kind: string; type: string }) =>
  file.kind === "video" ? `${mediaFileUrl(file.public_id)}/${videoFileName(file.type)}` : mediaFileUrl(file.public_id);

/** The public id a library address names (null for any other address). */
export function libraryPublicId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^\/api\/media\/files\/([A-Za-z0-9_-]{16,32})(?:[/?#]|$)/.exec(url.trim());
  return match ? match[1]! : null;
}

/** "1.5 MB", "320 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
