import "server-only";
// The heading sections API (spec/editors.md §7, spec/visitor.md §7). Reads are
// plain handlers; every write is a save-pipeline mutation (src/platform/http/mutation.ts).
import { withTranslationsNoted } from "@/platform/translations/store";
import { headingTexts } from "../translations";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound, parseId } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { pagePathParam } from "@/platform/schema";
import { organizationOfHost } from "@/platform/tenancy/request";
import { createHeadingSchema, HEADING_MESSAGES, updateHeadingSchema } from "../schema";
import { templateHeadingSections } from "../tables";
import { loadPageHeadings } from "./queries";
import { HEADING_NOT_FOUND, headingOrganization, loadHeadings } from "./records";
import { createHeading, deleteHeading, updateHeading } from "./write";
import { headingRevisions } from "./revisions";
import { droppedWith } from "@/platform/revisions/declared";
import { editedPageBlock, newPageBlock } from "@/platform/cache";
import { headingSectionEditor } from "../registration";

type IdParams = { id: string };

const headingId = (params: IdParams) => parseId(params.id, HEADING_NOT_FOUND);

/** The organization that owns the heading in the path (404 if there is none). */
const headingOwner = ({ db, params }: OwnerContext<IdParams>) => headingOrganization(db, headingId(params));

// Every save keeps a revision of the heading as saved: `revisions: headingRevisions`.

/** GET /api/template-heading-sections?url_page= (public, cached): the host's headings of one page. */
export async function listPageHeadings(request: Request) {
  const organizationId = await organizationOfHost(request);
  const urlPage = pagePathParam(new URL(request.url).searchParams.get("url_page"));
  if (urlPage === null) throw badRequest(HEADING_MESSAGES.urlPage);
  return loadPageHeadings(organizationId, urlPage);
}

/** GET /api/template-heading-sections/{id} (public, fresh): one of the host's headings, for an editor to load. */
export async function getPageHeading(request: Request, idParam: string) {
  const id = parseId(idParam, HEADING_NOT_FOUND);
  const organizationId = await organizationOfHost(request);
  const [heading] = await loadHeadings(await getDb(), and(eq(templateHeadingSections.id, id), eq(templateHeadingSections.organization_id, organizationId))!);
  if (!heading) throw notFound(HEADING_NOT_FOUND);
  return heading;
}

/** POST /api/template-heading-sections: a new heading of the host's organization. */
export const createHeadingRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createHeadingSchema,
  write: async ({ tx, organizationId, input }) => withTranslationsNoted(tx, organizationId, await createHeading(tx, organizationId, input), headingTexts),
  revisions: headingRevisions,
  invalidates: newPageBlock,
  status: 201,
});

/** PUT /api/template-heading-sections/{id} */
export const updateHeadingRoute = mutation({
  owner: headingOwner,
  input: updateHeadingSchema,
  write: async ({ tx, organizationId, params, input }) =>
    withTranslationsNoted(tx, organizationId, await updateHeading(tx, headingId(params), input), headingTexts),
  revisions: headingRevisions,
  invalidates: editedPageBlock(headingSectionEditor.type),
});

/** DELETE /api/template-heading-sections/{id} */
export const deleteHeadingRoute = mutation({
  owner: headingOwner,
  write: async ({ tx, params, changed }) => {
    const { url_page, ...answer } = await deleteHeading(tx, headingId(params));
    changed(newPageBlock({ url_page }));
    return answer;
  },
  invalidates: "nothing", // beside the page the write declares it changed
  revisions: droppedWith(headingRevisions, headingId),
});
