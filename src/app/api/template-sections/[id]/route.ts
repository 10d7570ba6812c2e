import { deleteSectionRoute, getPageSection, SECTION_NOT_FOUND, updateSectionRoute } from "@/features/sections/server";
import { parseId, route } from "@/platform/http/errors";

type Params = { id: string };

export const dynamic = "force-dynamic";

export const GET = route<Params>(async (request, { id }) => Response.json(await getPageSection(request, parseId(id, SECTION_NOT_FOUND))));

export const PUT = updateSectionRoute;

export const DELETE = deleteSectionRoute;
