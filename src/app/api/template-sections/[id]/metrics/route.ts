import { addMetricToSection, removeMetricFromSection, reorderMetricsOfSection } from "@/features/sections/server/api";
import { SECTION_NOT_FOUND } from "@/features/sections/server/records";
import { parseId, route } from "@/platform/http/errors";

type Params = { id: string };

/** POST {metric_id}: add at the end. */
export const POST = route<Params>(async (request, { id }) => Response.json(await addMetricToSection(request, parseId(id, SECTION_NOT_FOUND))));

/** PUT {metric_ids}: reorder. */
export const PUT = route<Params>(async (request, { id }) => Response.json(await reorderMetricsOfSection(request, parseId(id, SECTION_NOT_FOUND))));

/** DELETE ?metric_id= : remove from this section only. */
export const DELETE = route<Params>(async (request, { id }) => Response.json(await removeMetricFromSection(request, parseId(id, SECTION_NOT_FOUND))));
