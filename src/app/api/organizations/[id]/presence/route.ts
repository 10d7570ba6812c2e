import { presenceHeartbeat, presenceLeave } from "@/features/presence/server";

export const dynamic = "force-dynamic";

/** POST: an open editor's heartbeat (who else has the record open); DELETE: it closed (issue 43 §4). */
export const POST = presenceHeartbeat;
export const DELETE = presenceLeave;
