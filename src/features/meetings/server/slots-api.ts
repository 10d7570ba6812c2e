import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, route } from "@/platform/http/errors";
import { DEFAULT_SLOT_MINUTES, BOOKING_ERRORS } from "../rules";
import { localDateSchema } from "../schema";
import { daySlots, nextDate, type SlotRules } from "../slots";
import { instantOf } from "@/platform/time";
import type { MeetingType, MeetingTypesResponse, SlotsResponse } from "../types";
import { organizationOfRead, PRIVATE, viewerOf, zoneOf } from "./context";
import { customerBookable, readAvailability, readBusy, readMeetingTypes } from "./read";

/** Slots when the organization has no meeting type: half-hour steps of its hours, no buffers, no notice, 60 days ahead. */
export const DEFAULT_RULES: SlotRules = { duration_minutes: DEFAULT_SLOT_MINUTES, buffer_before_minutes: 0, buffer_after_minutes: 0, minimum_notice_minutes: 0, booking_window_days: 60 };

const DAY = 86_400_000;

/** The slots of a local date for the rules of a type, against the bookings held now (in `db`, a transaction when booking). */
export async function slotsOf(db: Db, organizationId: number, zone: string, date: string, rules: SlotRules, now: Date, forMember: boolean) {
  const { hours, overrides } = await readAvailability(db, organizationId);
  const from = new Date(instantOf(date, zone).getTime() - DAY);
  const until = new Date(instantOf(nextDate(date), zone).getTime() + DAY);
  const busy = await readBusy(db, organizationId, from, until);
  return daySlots({ date, zone, hours, overrides, rules, busy, now, forMember });
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
 */
export const availableSlotsRoute = route(async (request) => {
  const url = new URL(request.url);
  const organizationId = await organizationOfRead(request, url);
  const parsed = localDateSchema.safeParse(url.searchParams.get("date") ?? "");
  if (!parsed.success) throw badRequest(BOOKING_ERRORS.date);
  const date = parsed.data;
  const viewer = await viewerOf(request, organizationId);
  const forMember = viewer.member && url.searchParams.get("is_admin") === "true";
  const db = await getDb();
  const type = pickType(await readMeetingTypes(db, organizationId), url.searchParams.get("meeting_type_id"), viewer.member);
  const zone = await zoneOf(organizationId);
  const slots = await slotsOf(db, organizationId, zone, date, type ?? DEFAULT_RULES, new Date(), forMember);
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
