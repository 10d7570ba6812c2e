import { serveMediaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** GET /api/media/files/{public_id}/{hash}[-{width}].{ext}: a rendition under its content-hashed name (cached for a year). */
export const GET = serveMediaRoute;
