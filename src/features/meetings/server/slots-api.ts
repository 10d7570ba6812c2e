import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import { clientAddress, rateLimitAddress } from "@/platform/http/client-address";
import { badRequest, route } from "@/platform/http/errors";
import { checkRateLimit, countRateLimit, takeRateLimit, type RateLimit } from "@/platform/http/rate-limit";
import { DEFAULT_SLOT_MINUTES, BOOKING_ERRORS } from "../rules";
import { dateError, localDateSchema } from "../schema";
import { daySlots, nextDate, type SlotRules } from "../slots";
import { instantOf } from "@/platform/time";
import type { MeetingType, MeetingTypesResponse, Slot, SlotsResponse } from "../types";
import type { SlotsRangeResponse } from "../public/api";
import { organizationOfRead, PRIVATE, viewerOf, zoneOf } from "./context";
import { customerBookable, readAvailability, readBusy, readMeetingTypes } from "./read";

/** Slots when the organization has no meeting type: half-hour steps of its hours, no buffers, no notice, 60 days ahead. */
export const DEFAULT_RULES: SlotRules = {
  duration_minutes: DEFAULT_SLOT_MINUTES,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  minimum_notice_minutes: 0,
  booking_window_days: 60,
};

const DAY = 86_400_000;

/** The slots of a local date for the rules of a type, against the bookings held now (in `db`, a transaction when booking). */
export async function slotsOf(db: Db, organizationId: number, zone: string, date: string, rules: SlotRules, now: Date, forMember: boolean) {
  const { hours, overrides } = await readAvailability(db, organizationId);
  const from = new Date(instantOf(date, zone).getTime() - DAY);
  const until = new Date(instantOf(nextDate(date), zone).getTime() + DAY);
  const busy = await readBusy(db, organizationId, from, until);
  return daySlots({ date, zone, hours, overrides, rules, busy, now, forMember });
}

/** The longest range one call answers: a month grid (six weeks) seen from any zone. */
export const SLOT_RANGE_DAYS = 45;

/** A range costs the server a month of days: a person paging months is far below these; a script is not. */
export const SLOT_RANGE_LIMITS = {
  perAddress: { max: 60, windowMs: 60_000 },
  perOrganization: { max: 2_000, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

/** A date's slots cost two queries: a person clicking through days is far below these; a script is not. */
export const SLOT_DATE_LIMITS = {
  perAddress: { max: 120, windowMs: 60_000 },
  perOrganization: { max: 4_000, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

const RANGE_ERROR = `start_date and end_date must be dates like 2026-03-14, end_date not before start_date, at most ${SLOT_RANGE_DAYS} days apart`;

/**
 * The slots of each local date from `start` to `end` (both included): the hours and the
 * bookings are read once for the whole range (two queries, as for one day), each
 * date's slots computed from them.
 */
export async function slotsOfRange(
  db: Db,
  organizationId: number,
  zone: string,
  start: string,
  end: string,
  rules: SlotRules,
  now: Date,
  forMember: boolean,
): Promise<Record<string, Slot[]>> {
  const { hours, overrides } = await readAvailability(db, organizationId);
  const from = new Date(instantOf(start, zone).getTime() - DAY);
  const until = new Date(instantOf(nextDate(end), zone).getTime() + DAY);
  const busy = await readBusy(db, organizationId, from, until);
  const days: Record<string, Slot[]> = {};
  for (let date = start; date <= end; date = nextDate(date)) days[date] = daySlots({ date, zone, hours, overrides, rules, busy, now, forMember });
  return days;
}

/** The range of a call with start_date and end_date: both dates, end not before start, at most SLOT_RANGE_DAYS days. */
function slotRangeOf(url: URL): { start: string; end: string } {
  const start = localDateSchema.safeParse(url.searchParams.get("start_date") ?? "");
  const end = localDateSchema.safeParse(url.searchParams.get("end_date") ?? "");
  if (!start.success) throw badRequest(dateError(start, RANGE_ERROR));
  if (!end.success) throw badRequest(dateError(end, RANGE_ERROR));
  const days = (Date.parse(`${end.data}T00:00:00Z`) - Date.parse(`${start.data}T00:00:00Z`)) / DAY;
  if (!(days >= 0 && days < SLOT_RANGE_DAYS)) throw badRequest(RANGE_ERROR);
  return { start: start.data, end: end.data };
}

/** The type a call names (`meeting_type_id`), else the first the viewer may book; null when there is none. */
export function pickType(types: MeetingType[], named: string | null, member: boolean): MeetingType | null {
  const usable = types.filter((type) => (member ? type.is_active : customerBookable(type)));
  if (named === null || named === "") return usable[0] ?? null;
  if (!/^\d{1,10}$/.test(named)) throw badRequest(BOOKING_ERRORS.meetingType);
  const type = usable.find((t) => t.id === Number(named));
  if (!type) throw badRequest(BOOKING_ERRORS.meetingType);
  return type;
}

/**
 * GET /api/meetings/available-slots?organization_id=&date=yyyy-MM-dd&is_admin=false[&meeting_type_id=]
 * (spec/visitor.md §7): the slots of that local date in the organization's zone, in
 * UTC ISO 8601. `is_admin=true` counts only for the organization's owners and admins.
 *
 * With start_date and end_date instead of date (at most 45 days: the calendar's month
 * grid), the slots of each date of the range, `days: { date: slots }`, in one answer
 * and two queries. Both forms are rate-limited per address and organization (429 with
 * Retry-After).
 */
export const availableSlotsRoute = route(async (request) => {
  const url = new URL(request.url);
  const organizationId = await organizationOfRead(request, url);
  const ranged = !url.searchParams.has("date") && (url.searchParams.has("start_date") || url.searchParams.has("end_date"));
  // Every read counts for its address (an IPv6 one by its /64), bad ones too, and is refused first; the organization's limit counts the reads answered.
  const limits = ranged ? SLOT_RANGE_LIMITS : SLOT_DATE_LIMITS;
  const scope = ranged ? "meeting-slots" : "meeting-day-slots";
  takeRateLimit(`${scope}:address:${organizationId}:${rateLimitAddress(clientAddress(request))}`, limits.perAddress);
  checkRateLimit(`${scope}:org:${organizationId}`, limits.perOrganization);
  let date = "";
  let range: { start: string; end: string } | null = null;
  if (ranged) range = slotRangeOf(url);
  else {
    const parsed = localDateSchema.safeParse(url.searchParams.get("date") ?? "");
    if (!parsed.success) throw badRequest(dateError(parsed, BOOKING_ERRORS.date));
    date = parsed.data;
  }
  const viewer = await viewerOf(request, organizationId);
  const forMember = viewer.member && url.searchParams.get("is_admin") === "true";
  const db = await getDb();
  const type = pickType(await readMeetingTypes(db, organizationId), url.searchParams.get("meeting_type_id"), viewer.member);
  const zone = await zoneOf(organizationId);
  const rules = type ?? DEFAULT_RULES;
  countRateLimit(`${scope}:org:${organizationId}`, limits.perOrganization);
  if (range) {
    const days = await slotsOfRange(db, organizationId, zone, range.start, range.end, rules, new Date(), forMember);
    const body: SlotsRangeResponse = { start_date: range.start, end_date: range.end, time_zone: zone, meeting_type_id: type?.id ?? null, days };
    return Response.json(body, { headers: PRIVATE });
  }
  const slots = await slotsOf(db, organizationId, zone, date, rules, new Date(), forMember);
  const body: SlotsResponse = { date, time_zone: zone, meeting_type_id: type?.id ?? null, slots };
  return Response.json(body, { headers: PRIVATE });
});

/**
 * GET /api/meetings/types?organization_id= (spec §7): `meeting_types`, for visitors and
 * customers the active ones they may choose, for owners and admins all of them.
 */
export const meetingTypesRoute = route(async (request) => {
  const url = new URL(request.url);
  const organizationId = await organizationOfRead(request, url);
  const viewer = await viewerOf(request, organizationId);
  const types = await readMeetingTypes(await getDb(), organizationId);
  const body: MeetingTypesResponse = { meeting_types: viewer.member ? types : types.filter(customerBookable), time_zone: await zoneOf(organizationId) };
  return Response.json(body, { headers: PRIVATE });
});
