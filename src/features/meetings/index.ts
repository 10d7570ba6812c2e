// What other code may import from the meetings feature (client-safe).
export { DEFAULT_MEETING_COLOR, meetingTypeItemSchema, type MeetingTypeInput } from "./schema";
export { meetingTypesSettingsList } from "./settings";
