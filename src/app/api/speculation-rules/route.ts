import { route } from "@/platform/http/errors";
import { SPECULATION_RULES_CONTENT_TYPE, speculationRules } from "@/platform/http/speculation-rules";

/** The public pages' one prefetch rule set (src/platform/http/speculation-rules.ts): the same for every site and visitor. */
export const GET = route(async () =>
  Response.json(speculationRules(), { headers: { "content-type": SPECULATION_RULES_CONTENT_TYPE, "cache-control": "public, max-age=3600" } }),
);
