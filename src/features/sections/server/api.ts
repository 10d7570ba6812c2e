import "server-only";
// The template sections API (spec/editors.md §7). Reads are plain handlers;
// every write is a save-pipeline mutation (src/platform/http/mutation.ts).
import { withTranslationsNoted } from "@/platform/translations/store";
import { sectionTexts } from "../translations";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound, parseId } from "@/platform/http/errors";
import { pagePathParam } from "@/platform/schema";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { organizationOfHost } from "@/platform/tenancy/request";
import { addMetricSchema, createSectionSchema, reorderMetricsSchema, SECTION_MESSAGES, updateSectionSchema } from "../schema";
import { templateSections } from "../tables";
import { loadPageSections } from "./queries";
import { loadSections, SECTION_NOT_FOUND, sectionOrganization } from "./records";
import { addSectionMetric, removeSectionMetric, reorderSectionMetrics } from "./section-metrics";
import { createSection, deleteSection, updateSection } from "./write";
import { sectionRevisions } from "./revisions";
import { droppedWith } from "@/platform/revisions/declared";
import { editedPageBlock, newPageBlock, savedPageBlock } from "@/platform/cache";
import { sectionEditor } from "../registration";

type IdParams = { id: string };

const sectionId = (params: IdParams) => parseId(params.id, SECTION_NOT_FOUND);

/** The organization that owns the section in the path (404 if there is none). */
const sectionOwner = ({ db, params }: OwnerContext<IdParams>) => sectionOrganization(db, sectionId(params));

// Every save keeps a revision of the section as saved (fields and metric list): `revisions: sectionRevisions`.

/** GET /api/template-sections?url_page= (public, cached): the host's sections of one page. */
export async function listPageSections(request: Request) {
  const organizationId = await organizationOfHost(request);
  const urlPage = pagePathParam(new URL(request.url).searchParams.get("url_page"));
  if (urlPage === null) throw badRequest(SECTION_MESSAGES.urlPage);
  return loadPageSections(organizationId, urlPage);
}

/** GET /api/template-sections/{id} (public, fresh): one of the host's sections, for an editor to refresh. */
export async function getPageSection(request: Request, id: number) {
  const organizationId = await organizationOfHost(request);
  const [section] = await loadSections(await getDb(), and(eq(templateSections.id, id), eq(templateSections.organization_id, organizationId))!);
  if (!section) throw notFound(SECTION_NOT_FOUND);
  return section;
}

/** POST /api/template-sections: a new section of the host's organization. */
export const createSectionRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createSectionSchema,
  write: async ({ tx, organizationId, input }) => withTranslationsNoted(tx, organizationId, await createSection(tx, organizationId, input), sectionTexts),
  revisions: sectionRevisions,
  invalidates: newPageBlock,
  status: 201,
});

/** PUT /api/template-sections/{id} */
export const updateSectionRoute = mutation({
  owner: sectionOwner,
  input: updateSectionSchema,
  write: async ({ tx, organizationId, params, input }) =>
    withTranslationsNoted(tx, organizationId, await updateSection(tx, sectionId(params), input), sectionTexts),
  revisions: sectionRevisions,
  invalidates: editedPageBlock(sectionEditor.type),
});

/** DELETE /api/template-sections/{id} */
export const deleteSectionRoute = mutation({
  owner: sectionOwner,
  write: async ({ tx, params, changed }) => {
    const { url_page, ...answer } = await deleteSection(tx, sectionId(params));
    changed(newPageBlock({ url_page }));
    return answer;
  },
  invalidates: "nothing", // beside the page the write declares it changed
  revisions: droppedWith(sectionRevisions, sectionId),
});

/** POST /api/template-sections/{id}/metrics {metric_id}: add at the end. */
export const addSectionMetricRoute = mutation({
  owner: sectionOwner,
  input: addMetricSchema,
  write: ({ tx, params, input }) => addSectionMetric(tx, sectionId(params), input),
  revisions: sectionRevisions,
  invalidates: savedPageBlock(sectionEditor.type),
});

/** PUT /api/template-sections/{id}/metrics {metric_ids}: reorder. */
export const reorderSectionMetricsRoute = mutation({
  owner: sectionOwner,
  input: reorderMetricsSchema,
  write: ({ tx, params, input }) => reorderSectionMetrics(tx, sectionId(params), input),
  revisions: sectionRevisions,
  invalidates: savedPageBlock(sectionEditor.type),
});

/** DELETE /api/template-sections/{id}/metrics?metric_id= : remove from this section only. */
export const removeSectionMetricRoute = mutation({
  owner: sectionOwner,
  write: ({ tx, params, request }) => removeSectionMetric(tx, sectionId(params), new URL(request.url).searchParams.get("metric_id")),
  revisions: sectionRevisions,
  invalidates: savedPageBlock(sectionEditor.type),
});
