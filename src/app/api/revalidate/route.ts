import * as z from "zod";
import { mutation } from "@/platform/http/mutation";

const TAG_REQUIRED = "A tag of the form org-{id} is required.";
const bodySchema = z.object({ tag: z.string({ error: TAG_REQUIRED }).regex(/^org-[1-9]\d{0,8}$/, { error: TAG_REQUIRED }) });

/**
 * POST /api/revalidate {tag: "org-{id}"}: drops that organization's cached pages.
 * Members of that organization only; the caller is signed in before the body is read.
 */
export const POST = mutation({
  owner: async ({ body }) => Number(bodySchema.parse(await body()).tag.slice(4)),
  write: async ({ organizationId }) => ({ revalidated: true, tag: `org-${organizationId}`, now: Date.now() }),
});
