import { deleteHeadingRoute, getPageHeading, updateHeadingRoute } from "@/features/heading-sections/server";
import { route } from "@/platform/http/errors";

type Params = { id: string };

export const dynamic = "force-dynamic";

/** GET /api/template-heading-sections/{id}: one of the host's heading sections, fresh (for the editor). */
export const GET = route<Params>(async (request, { id }) => Response.json(await getPageHeading(request, id)));

export const PUT = updateHeadingRoute;

export const DELETE = deleteHeadingRoute;
