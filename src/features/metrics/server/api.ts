import "server-only";
// The metrics library API (spec/editors.md §7). Every write is a save-pipeline
// mutation (src/platform/http/mutation.ts).
import { withTranslationsNoted } from "@/platform/translations/store";
import { metricTexts } from "../translations";
import { getDb } from "@/platform/db/client";
import { parseId } from "@/platform/http/errors";
import { pageBlocksKey, type Invalidation } from "@/platform/cache";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { authorize } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { createMetricSchema, updateMetricSchema } from "../schema";
import { createMetric, deleteMetric, listMetrics, updateMetric, type MetricUsage } from "./library";
import { METRIC_NOT_FOUND, requireMetric } from "./records";

type IdParams = { id: string };

const metricId = (params: IdParams) => parseId(params.id, METRIC_NOT_FOUND);

/** The organization that owns the metric in the path (404 if there is none). */
const metricOwner = async ({ db, params }: OwnerContext<IdParams>) => (await requireMetric(db, metricId(params))).organization_id;

/** GET /api/metrics: the library of the host's organization, for its members. */
export async function listLibrary(request: Request) {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  return listMetrics(await getDb(), organizationId);
}

/** GET /api/metrics/{id}/usages: the sections that show it (members of its organization). */
export async function metricUsages(usage: MetricUsage, request: Request, params: IdParams) {
  const db = await getDb();
  const metric = await requireMetric(db, metricId(params));
  await authorize(request, metric.organization_id);
  return usage.sections(db, metric.id);
}

/** The pages whose blocks show a metric: what a change of the metric changes. */
const pagesShowing = (pages: readonly string[]): Invalidation => ({ keys: pages.map(pageBlocksKey) });

/** POST /api/metrics: a new metric in the host's organization (no section shows it yet: no page changes). */
export const createMetricRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createMetricSchema,
  write: async ({ tx, organizationId, input }) => withTranslationsNoted(tx, organizationId, await createMetric(tx, organizationId, input), metricTexts),
  invalidates: "nothing",
  status: 201,
});

/** PATCH /api/metrics/{id}: changes the pages whose sections show it (`usage` says which). */
export const updateMetricRoute = (usage: MetricUsage) =>
  mutation({
    owner: metricOwner,
    input: updateMetricSchema,
    write: async ({ tx, organizationId, params, input, changed }) => {
      const metric = await withTranslationsNoted(tx, organizationId, await updateMetric(tx, metricId(params), input), metricTexts);
      changed(pagesShowing((await usage.sections(tx, metric.id)).map((section) => section.url_page)));
      return metric;
    },
    invalidates: "nothing", // beside the pages the write declares it changed
  });

/** DELETE /api/metrics/{id}[?force=true]: force also removes it from every section (`usage` says which) and changes their pages. */
export const deleteMetricRoute = (usage: MetricUsage) =>
  mutation({
    owner: metricOwner,
    write: async ({ tx, params, request, changed }) => {
      const { pages, ...answer } = await deleteMetric(tx, usage, metricId(params), new URL(request.url).searchParams.get("force") === "true");
      changed(pagesShowing(pages));
      return answer;
    },
    invalidates: "nothing", // beside the pages the write declares it changed
  });
