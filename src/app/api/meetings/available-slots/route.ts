import { availableSlotsRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** GET ?organization_id=&date=yyyy-MM-dd&is_admin=false[&meeting_type_id=]: { slots: [{ start, end, available }] } in UTC (spec/visitor.md §7). */
export const GET = availableSlotsRoute;
