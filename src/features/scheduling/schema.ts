// The body of POST /api/scheduled-changes (server and tests; the client checks nothing the server does not).
import * as z from "zod";
import { MAX_DB_ID } from "@/platform/schema/ids";
import { SCHEDULE_ACTIONS, SCHEDULE_MESSAGES } from "./rules";

/** POST /api/scheduled-changes: the post or page (posts.id), the action, the instant (ISO 8601 with its offset; the form converts from the organization's zone). */
export const scheduleSchema = z.object({
  subject_id: z
    .number({ error: SCHEDULE_MESSAGES.subject })
    .int(SCHEDULE_MESSAGES.subject)
    .positive(SCHEDULE_MESSAGES.subject)
    .max(MAX_DB_ID, SCHEDULE_MESSAGES.subjectUnknown),
  action: z.enum(SCHEDULE_ACTIONS, { error: SCHEDULE_MESSAGES.action }),
  at: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.at }),
});
export type ScheduleInput = z.output<typeof scheduleSchema>;
