import { createBookingRoute, listBookingsRoute } from "@/features/meetings/server";

export const dynamic = "force-dynamic";

/** GET ?organization_id=&start_date=&end_date=: { bookings, busy } as the caller may see them (spec/visitor.md §7). */
export const GET = listBookingsRoute;

/** POST {customer_name, customer_email, meeting_type_id, scheduled_at, organization_id, …}: a booking (201), or { error, field }. */
export const POST = createBookingRoute;
