import "server-only";
import { getSessionUser } from "@/platform/auth/server";
import { clientAddress } from "@/platform/http/client-address";
import { route } from "@/platform/http/errors";
import { openEventStream, SAVES_TOPIC } from "@/platform/live";
import { authenticate, authorizeUser, CONTENT_ROLES } from "@/platform/tenancy/authorize";
import { organizationInPath } from "@/platform/tenancy/request";
import { ORGANIZATION_NOT_FOUND } from "./api";

/**
 * GET /api/organizations/{id}/live: the members' server-sent events of the
 * organization's saves (members only; the stream ends when the member is removed, and
 * at the next heartbeat after their session ends).
 */
export const organizationLiveRoute = route<{ id: string }>(async (request, { id }) => {
  const user = await authenticate(request);
  const organizationId = await organizationInPath(request, id, ORGANIZATION_NOT_FOUND);
  await authorizeUser(request, user, organizationId, CONTENT_ROLES);
  const stillSignedIn = async () => (await getSessionUser(request.headers))?.id === user.id;
  return openEventStream(request, { organizationId, topic: SAVES_TOPIC, address: clientAddress(request), memberId: user.id, stillSignedIn });
});
