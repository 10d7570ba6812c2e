import { createHeroRoute, listPageHeroes } from "@/features/hero/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/hero-sections?url_page= : public, the hero of the host's page (a list of at most one). */
export const GET = route(async (request) => Response.json(await listPageHeroes(request)));

/** POST /api/hero-sections: members of the host's organization. */
export const POST = createHeroRoute;
