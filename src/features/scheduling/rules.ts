// Scheduled publishing (issue 43 §1): what a scheduled change is, and the messages members see.

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export type ScheduleStatus = "scheduled" | "done" | "failed";

/** How far ahead a change may be scheduled (about five years). */
export const MAX_AHEAD_MS = 5 * 366 * 24 * 3600_000;

export const SCHEDULE_MESSAGES = {
  subject: "Choose the post or page to publish or unpublish",
  subjectUnknown: "That post or page does not exist (it may have been deleted): reload the list.",
  action: "Choose Publish or Unpublish",
  at: "Enter the date and time of the change",
  past: "The time of a scheduled change must be in the future",
  tooFar: "A change can be scheduled at most five years ahead",
  notFound: "Scheduled change not found",
  notPending: "This change is no longer scheduled (it was applied, or it failed): it cannot be cancelled.",
  loadFailed: "Failed to load the scheduled changes",
  saveFailed: "Failed to schedule the change",
  cancelFailed: "Failed to cancel the scheduled change",
  memberGone: "The member who scheduled it is no longer an owner, admin or editor of this site.",
} as const;

/** A scheduled change as the API answers it. */
export type ScheduledChange = {
  id: number;
  subject_id: number;
  subject_kind: "post" | "page";
  subject_title: string;
  action: ScheduleAction;
  at: string;
  status: ScheduleStatus;
  error: string | null;
  applied_at: string | null;
  created_by: string | null;
};
