import { BOOKING_ERRORS } from "../rules";
import type { MeetingsTexts } from "../texts";
import type { Booking, BookingsResponse, MeetingType, MeetingTypesResponse, Slot, SlotsResponse } from "../types";

/** A failed call: the text to show (in the page's language where the spec's words are known) and the field it concerns. */
export class MeetingsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "MeetingsError";
  }
}

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

async function call<T>(path: string, texts: MeetingsTexts, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", cache: "no-store", ...init });
  } catch {
    throw new MeetingsError(texts.networkError, 0);
  }
  const data = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: unknown; field?: unknown }) | null;
  if (response.ok && data) return data as T;
  const server = typeof data?.error === "string" ? data.error : "";
  const field = typeof data?.field === "string" ? data.field : undefined;
  // A 400 or 409 says what is wrong in words for the visitor; other failures get the spec's words for their kind.
  const known = SERVER_TEXTS[server];
  const message = known ? texts[known] : (response.status === 400 || response.status === 409) && server ? server : statusText(response.ok ? 500 : response.status, texts);
  throw new MeetingsError(message, response.ok ? 500 : response.status, field);
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
  return call<Booking>("/api/meetings/bookings", texts, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    body: JSON.stringify({ ...body, organization_id: organizationId }),
  });
}

/** A signed-in customer cancels their own booking. */
export function cancelBooking(organizationId: number, id: number, texts: MeetingsTexts): Promise<Booking> {
  return call<Booking>(`/api/meetings/bookings/${id}/cancel`, texts, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ organization_id: organizationId }),
  });
}

/** A fresh Idempotency-Key: 32 hex characters. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
