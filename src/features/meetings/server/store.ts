import "server-only";
import { tableListStore } from "@/platform/db/list-store";
import { meetingTypeItemSchema } from "../schema";
import { meetingTypes } from "../tables";

/** The organization's meeting types as Global Settings reads and saves them. */
export const meetingTypesStore = tableListStore({ name: "meeting_types", itemLabel: "Meeting type", schema: meetingTypeItemSchema, table: meetingTypes });
