import { availableSlotsRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/**
 * GET ?organization_id=&date=yyyy-MM-dd&is_admin=false[&meeting_type_id=]: { slots: [{ start, end, available }] } in UTC (spec/visitor.md §7);
 * with start_date=&end_date= (at most 45 days, rate-limited) instead of date: { days: { "yyyy-MM-dd": slots } }, the calendar's month in one call.
 */
export const GET = availableSlotsRoute;
