import "server-only";
import type { Db } from "@/platform/db/client";
import { ORDER_STEP } from "@/platform/db/order";
import { DEFAULT_WEEKLY_HOURS } from "../rules";
import { meetingHours } from "../tables";

/**
 * A new organization's weekly hours (issue 41 §11): Monday to Friday, 09:00–17:00 in
 * its time zone, so a meeting type it adds can be booked at once. Editable (and
 * removable) under Global Settings → Meeting Types like any hours.
 */
export async function addDefaultMeetingHours(tx: Db, organizationId: number): Promise<void> {
  await tx
    .insert(meetingHours)
    .values(DEFAULT_WEEKLY_HOURS.map((hours, index) => ({ organization_id: organizationId, order: (index + 1) * ORDER_STEP, ...hours })));
}
