import { changeStatusRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** PATCH {status}: owners and admins confirm, complete, cancel or mark a booking no-show. */
export const PATCH = changeStatusRoute;
