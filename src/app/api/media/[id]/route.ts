import { deleteMediaRoute, getMediaRoute, updateMediaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** GET /api/media/{id}: one file of the library, with where it is used. */
export const GET = getMediaRoute;

/** PATCH /api/media/{id} {name?, alt?, decorative?, focal_x?, focal_y?}. */
export const PATCH = updateMediaRoute;

/** DELETE /api/media/{id}: refused (409 "Used in: …") while content uses it. */
export const DELETE = deleteMediaRoute;
