import { serveMediaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** GET /api/media/files/{public_id}: a library file's current original, on its organization's host. */
export const GET = serveMediaRoute;
