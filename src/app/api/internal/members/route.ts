import { addMemberByEmail } from "@/features/organizations/members";
import { assertAdminToken } from "@/platform/http/admin-token";
import { readJson, route } from "@/platform/http/errors";

/** Operator-only: gives an existing account a role in an organization. */
export const POST = route(async (request) => {
  assertAdminToken(request);
  return Response.json(await addMemberByEmail(await readJson(request)));
});
