import { createHeadingRoute, listPageHeadings } from "@/features/heading-sections/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/template-heading-sections?url_page= : public, the heading sections of the host's page. */
export const GET = route(async (request) => Response.json(await listPageHeadings(request)));

/** POST /api/template-heading-sections: members of the host's organization. */
export const POST = createHeadingRoute;
