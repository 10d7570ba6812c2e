import { ApiError, request, type RequestOptions } from "@/platform/http/client";
import { BOOKING_ERRORS } from "../rules";
import type { MeetingsTexts } from "../texts";
import type { Booking, BookingsResponse, MeetingType, MeetingTypesResponse, Slot, SlotsResponse } from "../types";

/** The server's English words for the form's fields, back to the page's language (spec §5, §8). */
const SERVER_TEXTS: Record<string, keyof MeetingsTexts> = {
  [BOOKING_ERRORS.name]: "nameRequired",
  [BOOKING_ERRORS.email]: "emailRequired",
  [BOOKING_ERRORS.emailInvalid]: "emailInvalid",
  [BOOKING_ERRORS.meetingType]: "typeRequired",
  [BOOKING_ERRORS.slot]: "slotRequired",
  [BOOKING_ERRORS.taken]: "slotTaken",
  [BOOKING_ERRORS.organization]: "noOrganization",
};

/** spec §8: the words for a failed load or submit, by what went wrong. */
export function statusText(status: number, texts: MeetingsTexts): string {
  if (status === 0) return texts.networkError;
  if (status === 401 || status === 403) return texts.unauthorized;
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.tooMany;
  return texts.serverError;
}

/** A call of the meetings API; a failure is an ApiError with the text to show (in the page's language where the spec's words are known) and its field. */
async function call<T>(path: string, texts: MeetingsTexts, options: RequestOptions = {}): Promise<T> {
  let data: T | null;
  try {
    data = await request<T | null>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new ApiError(texts.networkError, 0);
    const server = typeof error.body?.error === "string" ? error.body.error : "";
    // A 400 or 409 says what is wrong in words for the visitor; other failures get the spec's words for their kind.
    const known = SERVER_TEXTS[server];
    const message = known ? texts[known] : (error.status === 400 || error.status === 409) && server ? server : statusText(error.status, texts);
    throw new ApiError(message, error.status, error.body);
  }
  if (data) return data;
  throw new ApiError(statusText(500, texts), 500);
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();

export async function fetchMeetingTypes(organizationId: number, texts: MeetingsTexts): Promise<MeetingType[]> {
  const data = await call<MeetingTypesResponse>(`/api/meetings/types?${query({ organization_id: organizationId })}`, texts);
  // Members are answered every type; the modal offers what a customer may book.
  return data.meeting_types.filter((type) => type.is_active && type.is_customer_choice !== false);
}

export async function fetchSlots(organizationId: number, date: string, meetingTypeId: number | undefined, texts: MeetingsTexts): Promise<Slot[]> {
  const data = await call<SlotsResponse>(`/api/meetings/available-slots?${query({ organization_id: organizationId, date, is_admin: "false", meeting_type_id: meetingTypeId })}`, texts);
  return data.slots;
}

/** GET /api/meetings/available-slots with start_date and end_date: each organization date's slots (at most 45 dates). */
export type SlotsRangeResponse = { start_date: string; end_date: string; time_zone: string; meeting_type_id: number | null; days: Record<string, Slot[]> };

/** The slots of the organization's dates `startDate` to `endDate` in one call (the calendar's month). */
export async function fetchSlotRange(organizationId: number, startDate: string, endDate: string, meetingTypeId: number | undefined, texts: MeetingsTexts): Promise<Record<string, Slot[]>> {
  const data = await call<SlotsRangeResponse>(
    `/api/meetings/available-slots?${query({ organization_id: organizationId, start_date: startDate, end_date: endDate, is_admin: "false", meeting_type_id: meetingTypeId })}`,
    texts,
  );
  return data.days;
}

export function fetchBookings(organizationId: number, startDate: string, endDate: string, texts: MeetingsTexts): Promise<BookingsResponse> {
  return call<BookingsResponse>(`/api/meetings/bookings?${query({ organization_id: organizationId, start_date: startDate, end_date: endDate })}`, texts);
}

export type BookingRequest = { customer_name: string; customer_email: string; meeting_type_id: number; scheduled_at: string; locale: string };

export function postBooking(organizationId: number, body: BookingRequest, idempotencyKey: string, texts: MeetingsTexts): Promise<Booking> {
  return call<Booking>("/api/meetings/bookings", texts, { method: "POST", idempotencyKey, body: { ...body, organization_id: organizationId } });
}

/** A signed-in customer cancels their own booking. */
export function cancelBooking(organizationId: number, id: number, texts: MeetingsTexts): Promise<Booking> {
  return call<Booking>(`/api/meetings/bookings/${id}/cancel`, texts, { method: "POST", body: { organization_id: organizationId } });
}

/** A fresh Idempotency-Key: 32 hex characters. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
