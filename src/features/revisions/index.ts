// Revisions for every editor (docs/decisions.md "Revisions for every editor"): the
// footer's Revisions button and its dialog (the saved versions, one beside the
// current record, restore). The server half is src/platform/revisions.
export { RevisionsButton, type RevisionsButtonProps } from "./revisions-button";
export type { RevisionDetail, RevisionList, RevisionSummary, RevisionsTarget } from "./api";
