import { createOrganization } from "@/features/organizations/server";
import { assertOperator } from "@/platform/http/admin-token";
import { readJson } from "@/platform/http/body";
import { route } from "@/platform/http/errors";

/** Operator-only (loopback and operator token): creates an organization (see `npm run org:create`). */
export const POST = route(async (request) => {
  assertOperator(request);
  const result = await createOrganization((await readJson(request)) as never);
  return Response.json(result, { status: result.created.organization ? 201 : 200 });
});
