import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { meetingDateOverrideItemSchema, meetingHoursItemSchema, meetingTypeItemSchema } from "../schema";
import { meetingDateOverridesSettingsList, meetingHoursSettingsList, meetingTypesSettingsList } from "../settings";
import { meetingDateOverrides, meetingHours, meetingTypes } from "../tables";

/** The key of the cached reads of the meetings' settings (whether the site offers meetings): their lists' saves name it. */
export const MEETINGS_KEY = "meetings";

/** The organization's meeting types as Global Settings reads and saves them. */
export const meetingTypesStore = tableListStore({
  ...listNames(meetingTypesSettingsList),
  schema: meetingTypeItemSchema,
  table: meetingTypes,
  cacheKey: MEETINGS_KEY,
});

/** Its weekly hours (Meeting Types tab). */
export const meetingHoursStore = tableListStore({
  ...listNames(meetingHoursSettingsList),
  schema: meetingHoursItemSchema,
  table: meetingHours,
  cacheKey: MEETINGS_KEY,
});

/** Its dates with other hours (Meeting Types tab). */
export const meetingDateOverridesStore = tableListStore({
  ...listNames(meetingDateOverridesSettingsList),
  schema: meetingDateOverrideItemSchema,
  table: meetingDateOverrides,
  cacheKey: MEETINGS_KEY,
});
