import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { meetingDateOverrideItemSchema, meetingHoursItemSchema, meetingTypeItemSchema } from "../schema";
import { meetingDateOverridesSettingsList, meetingHoursSettingsList, meetingTypesSettingsList } from "../settings";
import { meetingDateOverrides, meetingHours, meetingTypes } from "../tables";

/** The organization's meeting types as Global Settings reads and saves them. */
export const meetingTypesStore = tableListStore({ ...listNames(meetingTypesSettingsList), schema: meetingTypeItemSchema, table: meetingTypes });

/** Its weekly hours (Meeting Types tab). */
export const meetingHoursStore = tableListStore({ ...listNames(meetingHoursSettingsList), schema: meetingHoursItemSchema, table: meetingHours });

/** Its dates with other hours (Meeting Types tab). */
export const meetingDateOverridesStore = tableListStore({
  ...listNames(meetingDateOverridesSettingsList),
  schema: meetingDateOverrideItemSchema,
  table: meetingDateOverrides,
});
