import { meetingTypesRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** GET ?organization_id=: { meeting_types } (spec/visitor.md §7); visitors get the active types they may choose. */
export const GET = meetingTypesRoute;
