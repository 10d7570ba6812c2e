import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { meetingTypeItemSchema } from "../schema";
import { meetingTypesSettingsList } from "../settings";
import { meetingTypes } from "../tables";

/** The organization's meeting types as Global Settings reads and saves them. */
export const meetingTypesStore = tableListStore({ ...listNames(meetingTypesSettingsList), schema: meetingTypeItemSchema, table: meetingTypes });
