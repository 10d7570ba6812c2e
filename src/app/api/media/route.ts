import { listMediaRoute, uploadMediaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** GET /api/media?q=&type=&sort=: the organization's media library and its storage use (members). */
export const GET = listMediaRoute;

/** POST /api/media (multipart/form-data: file, alt, decorative, name): one file into the library. */
export const POST = uploadMediaRoute;
