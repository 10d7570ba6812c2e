// The metrics library API (spec/editors.md §7): request in, record out. Route
// handlers only parse the path and turn the result into JSON.
import { expireTag, orgTag } from "@/platform/cache/tags";
import { getDb, type Db } from "@/platform/db/client";
import { authorize } from "@/platform/tenancy/authorize";
import { createMetric, deleteMetric, listMetrics, updateMetric } from "./library";
import { requireMetric } from "./records";
import { readJson } from "@/platform/http/errors";
import { assertBodyOrganization, organizationOfHost } from "@/platform/tenancy/request";

/** GET /api/metrics: the library of the host's organization, for its members. */
export async function listLibrary(request: Request) {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  return listMetrics(await getDb(), organizationId);
}

/** POST /api/metrics: a new metric in the host's organization. */
export async function createLibraryMetric(request: Request) {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  const body = await readJson(request);
  assertBodyOrganization(body, organizationId);
  const metric = await createMetric(await getDb(), organizationId, body);
  expireTag(orgTag(organizationId));
  return metric;
}

/** A write to an existing metric: 404 if missing, authorized against the metric's own organization. */
async function writeMetric<T>(request: Request, id: number, write: (db: Db, organizationId: number) => Promise<T>): Promise<T> {
  const db = await getDb();
  const { organization_id } = await requireMetric(db, id);
  await authorize(request, organization_id);
  const result = await write(db, organization_id);
  expireTag(orgTag(organization_id));
  return result;
}

/** PATCH /api/metrics/{id} */
export function updateLibraryMetric(request: Request, id: number) {
  return writeMetric(request, id, async (db, organizationId) => {
    const body = await readJson(request);
    assertBodyOrganization(body, organizationId);
    return updateMetric(db, id, body);
  });
}

/** DELETE /api/metrics/{id}[?force=true]: force also removes it from every section. */
export function deleteLibraryMetric(request: Request, id: number) {
  const force = new URL(request.url).searchParams.get("force") === "true";
  return writeMetric(request, id, (db) => deleteMetric(db, id, force));
}
