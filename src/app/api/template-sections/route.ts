import { createSectionRoute, listPageSections } from "@/features/sections/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/template-sections?url_page= : public, the sections of the host's page. */
export const GET = route(async (request) => Response.json(await listPageSections(request)));

/** POST /api/template-sections: members of the host's organization. */
export const POST = createSectionRoute;
