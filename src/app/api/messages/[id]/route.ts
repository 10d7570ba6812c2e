import { deleteMessageRoute, markMessageRoute } from "@/features/messages/server";

export const dynamic = "force-dynamic";

/** PATCH /api/messages/{id} {read: true | false} (owners and admins). */
export const PATCH = markMessageRoute;

/** DELETE /api/messages/{id} (owners and admins). */
export const DELETE = deleteMessageRoute;
