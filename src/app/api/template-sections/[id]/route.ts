import { deletePageSection, getPageSection, updatePageSection } from "@/features/sections/server/api";
import { SECTION_NOT_FOUND } from "@/features/sections/server/records";
import { parseId, route } from "@/platform/http/errors";

type Params = { id: string };

export const dynamic = "force-dynamic";

export const GET = route<Params>(async (request, { id }) => Response.json(await getPageSection(request, parseId(id, SECTION_NOT_FOUND))));

export const PUT = route<Params>(async (request, { id }) => Response.json(await updatePageSection(request, parseId(id, SECTION_NOT_FOUND))));

export const DELETE = route<Params>(async (request, { id }) => Response.json(await deletePageSection(request, parseId(id, SECTION_NOT_FOUND))));
