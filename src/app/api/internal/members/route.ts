import { addMemberByEmail } from "@/features/organizations/server";
import { assertOperator } from "@/platform/http/admin-token";
import { readJson } from "@/platform/http/body";
import { route } from "@/platform/http/errors";

/** Operator-only (loopback and operator token): gives an existing account a role in an organization. */
export const POST = route(async (request) => {
  assertOperator(request);
  return Response.json(await addMemberByEmail(await readJson(request)));
});
