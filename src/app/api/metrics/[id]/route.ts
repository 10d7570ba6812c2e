import { deleteLibraryMetric, updateLibraryMetric } from "@/features/metrics/server/api";
import { METRIC_NOT_FOUND } from "@/features/metrics/server/records";
import { parseId, route } from "@/platform/http/errors";

type Params = { id: string };

export const PATCH = route<Params>(async (request, { id }) => Response.json(await updateLibraryMetric(request, parseId(id, METRIC_NOT_FOUND))));

export const DELETE = route<Params>(async (request, { id }) => Response.json(await deleteLibraryMetric(request, parseId(id, METRIC_NOT_FOUND))));
