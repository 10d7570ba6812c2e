import "server-only";
// The scheduled changes API (issue 43 §1): GET/POST /api/scheduled-changes and
// DELETE /api/scheduled-changes/{id}, of the host's organization; owners, admins and
// editors (who may publish posts). Scheduling or cancelling changes no page.
import { getDb } from "@/platform/db/client";
import { notFound, parseId, route } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { authorize } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { SCHEDULE_MESSAGES } from "../rules";
import { scheduleSchema } from "../schema";
import { cancel, changeOrganization, listScheduled, schedule } from "./store";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };
const changeId = (params: { id: string }) => parseId(params.id, SCHEDULE_MESSAGES.notFound);

/** GET /api/scheduled-changes: pending soonest first, then done and failed ones latest first. */
export const listScheduledRoute = route(async (request) => {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  return Response.json(await listScheduled(await getDb(), organizationId), PRIVATE);
});

/** POST /api/scheduled-changes {subject_id, action, at}: 201 with the change. */
export const scheduleRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: scheduleSchema,
  write: ({ tx, caller, input }) => schedule(tx, caller, input),
  invalidates: "nothing",
  status: 201,
});

/** DELETE /api/scheduled-changes/{id}: cancels a change still scheduled (409 once applied or failed). */
export const cancelScheduledRoute = mutation<{ id: string }>({
  owner: async ({ request, params, db }) => {
    const organizationId = await changeOrganization(db, changeId(params));
    // Only through the organization's own host.
    if ((await organizationOfHost(request)) !== organizationId) throw notFound(SCHEDULE_MESSAGES.notFound);
    return organizationId;
  },
  write: ({ tx, organizationId, params }) => cancel(tx, organizationId, changeId(params)),
  invalidates: "nothing",
});
