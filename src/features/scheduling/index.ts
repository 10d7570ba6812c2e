// What other code may import from scheduled publishing (issue 43 §1); client-safe (no zod).
export { SCHEDULE_ACTIONS, SCHEDULE_MESSAGES, type ScheduleAction, type ScheduledChange, type ScheduleStatus } from "./rules";
export { ScheduledChangesTab } from "./editor-entry";
