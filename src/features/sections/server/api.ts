// The template sections API (spec/editors.md §7): request in, record out. Route
// handlers only parse the path and turn the result into JSON.
import { and, eq } from "drizzle-orm";
import { expireTag, orgTag } from "@/platform/cache/tags";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest, notFound, readJson } from "@/platform/http/errors";
import { authorize } from "@/platform/tenancy/authorize";
import { assertBodyOrganization, organizationOfHost } from "@/platform/tenancy/request";
import { SECTION_MESSAGES } from "../schema";
import { templateSections } from "../tables";
import { toPagePath } from "./page-path";
import { loadPageSections } from "./queries";
import { loadSections, SECTION_NOT_FOUND, sectionOrganization } from "./records";
import { addSectionMetric, removeSectionMetric, reorderSectionMetrics } from "./section-metrics";
import { createSection, deleteSection, updateSection } from "./write";

/**
 * Every write to an existing section: 404 if missing, authorized against the
 * organization that owns it (a member of another one gets 403), then the
 * organization's pages expire so the next view shows the change.
 */
async function writeSection<T>(request: Request, id: number, write: (db: Db, organizationId: number) => Promise<T>): Promise<T> {
  const db = await getDb();
  const organizationId = await sectionOrganization(db, id);
  await authorize(request, organizationId);
  const result = await write(db, organizationId);
  expireTag(orgTag(organizationId));
  return result;
}

/** GET /api/template-sections?url_page= (public, cached): the host's sections of one page. */
export async function listPageSections(request: Request) {
  const organizationId = await organizationOfHost(request);
  const urlPage = new URL(request.url).searchParams.get("url_page");
  if (!urlPage?.trim() || urlPage.length > 500 || urlPage.includes("\0")) throw badRequest(SECTION_MESSAGES.urlPage);
  return loadPageSections(organizationId, toPagePath(urlPage));
}

/** GET /api/template-sections/{id} (public, fresh): one of the host's sections, for an editor to refresh. */
export async function getPageSection(request: Request, id: number) {
  const organizationId = await organizationOfHost(request);
  const [section] = await loadSections(await getDb(), and(eq(templateSections.id, id), eq(templateSections.organization_id, organizationId))!);
  if (!section) throw notFound(SECTION_NOT_FOUND);
  return section;
}

/** POST /api/template-sections: a new section of the host's organization. */
export async function createPageSection(request: Request) {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  const body = await readJson(request);
  assertBodyOrganization(body, organizationId);
  const section = await createSection(await getDb(), organizationId, body);
  expireTag(orgTag(organizationId));
  return section;
}

/** PUT /api/template-sections/{id} */
export function updatePageSection(request: Request, id: number) {
  return writeSection(request, id, async (db, organizationId) => {
    const body = await readJson(request);
    assertBodyOrganization(body, organizationId);
    return updateSection(db, id, body);
  });
}

/** DELETE /api/template-sections/{id} */
export function deletePageSection(request: Request, id: number) {
  return writeSection(request, id, (db) => deleteSection(db, id));
}

/** POST /api/template-sections/{id}/metrics {metric_id} */
export function addMetricToSection(request: Request, id: number) {
  return writeSection(request, id, async (db) => addSectionMetric(db, id, await readJson(request)));
}

/** PUT /api/template-sections/{id}/metrics {metric_ids} */
export function reorderMetricsOfSection(request: Request, id: number) {
  return writeSection(request, id, async (db) => reorderSectionMetrics(db, id, await readJson(request)));
}

/** DELETE /api/template-sections/{id}/metrics?metric_id= */
export function removeMetricFromSection(request: Request, id: number) {
  const metricId = new URL(request.url).searchParams.get("metric_id");
  return writeSection(request, id, (db) => removeSectionMetric(db, id, metricId));
}
