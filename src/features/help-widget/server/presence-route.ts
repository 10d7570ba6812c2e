import "server-only";
import { route } from "@/platform/http/errors";
import { inboxCaller } from "./inbox";
import { leavePresence, touchPresence } from "./presence";

/**
 * POST /api/help/presence: the open inbox's heartbeat (every 30 s); DELETE when it
 * closes. Members only, same-site only (authorizeUser). Not a mutation(): it changes
 * no content, so it neither invalidates the site's pages nor announces a save.
 */
export const presenceRoute = route(async (request) => {
  const caller = await inboxCaller(request);
  if (request.method === "DELETE") await leavePresence(caller.organizationId, caller.user.id);
  else await touchPresence(caller.organizationId, caller.user.id);
  return new Response(null, { status: 204, headers: { "cache-control": "private, no-store" } });
});
