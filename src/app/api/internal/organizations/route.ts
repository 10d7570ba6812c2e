import { createOrganization } from "@/features/organizations/create";
import { assertAdminToken } from "@/platform/http/admin-token";
import { readJson, route } from "@/platform/http/errors";
import { expireOrganization } from "@/platform/tenancy/organizations";

/** Operator-only: creates an organization (see `npm run org:create`). */
export const POST = route(async (request) => {
  assertAdminToken(request);
  const result = await createOrganization((await readJson(request)) as never);
  expireOrganization(result.organization);
  return Response.json(result, { status: result.created.organization ? 201 : 200 });
});
