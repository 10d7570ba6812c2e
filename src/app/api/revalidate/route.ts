import { z } from "zod";
import { expireTag, orgTag } from "@/platform/cache/tags";
import { readJson, route } from "@/platform/http/errors";
import { authorize } from "@/platform/tenancy/authorize";

const bodySchema = z.object({
  tag: z.string({ error: "A tag of the form org-{id} is required." }).regex(/^org-[1-9]\d{0,8}$/, { error: "A tag of the form org-{id} is required." }),
});

/** POST /api/revalidate {tag: "org-{id}"}: members of that organization only. */
export const POST = route(async (request) => {
  const { tag } = bodySchema.parse(await readJson(request));
  const organizationId = Number(tag.slice(4));
  await authorize(request, organizationId);
  expireTag(orgTag(organizationId));
  return Response.json({ revalidated: true, tag, now: Date.now() });
});
