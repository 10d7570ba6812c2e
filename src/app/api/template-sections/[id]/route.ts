import { deleteSectionRoute, getPageSection, updateSectionRoute } from "@/features/sections/server/api";
import { SECTION_NOT_FOUND } from "@/features/sections/server/records";
import { parseId, route } from "@/platform/http/errors";

type Params = { id: string };

export const dynamic = "force-dynamic";

export const GET = route<Params>(async (request, { id }) => Response.json(await getPageSection(request, parseId(id, SECTION_NOT_FOUND))));

export const PUT = updateSectionRoute;

export const DELETE = deleteSectionRoute;
