import { REVISION_SUBJECTS } from "@/app/revision-subjects";
import { revisionRouter } from "@/platform/revisions/registry";

export const dynamic = "force-dynamic";

/**
 * Every API address no other route takes: the revision routes of every subject in
 * the registry ({record}/revisions, …/revisions/{revisionId}, …/{revisionId}/restore);
 * anything else is a 404, whatever the method.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = revisionRouter(REVISION_SUBJECTS);
