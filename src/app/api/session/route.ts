import { route } from "@/platform/http/errors";
import { viewerFor } from "@/platform/tenancy/viewer";

export const dynamic = "force-dynamic";

/** Who is signed in, and their role in the organization of this request's host. */
export const GET = route(async (request) => Response.json(await viewerFor(request), { headers: { "Cache-Control": "private, no-store" } }));
