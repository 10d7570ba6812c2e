import { replaceMediaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** PUT /api/media/{id}/file (multipart: file): replaces the file's bytes; every use keeps its address. */
export const PUT = replaceMediaRoute;
