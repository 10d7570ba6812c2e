import { deleteHeroRoute, getPageHero, updateHeroRoute } from "@/features/hero/server";
import { route } from "@/platform/http/errors";

type Params = { id: string };

export const dynamic = "force-dynamic";

export const GET = route<Params>(async (request, { id }) => Response.json(await getPageHero(request, id)));

export const PUT = updateHeroRoute;

export const DELETE = deleteHeroRoute;
