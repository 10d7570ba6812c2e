import "server-only";
// The pages API (spec/editors.md §7 "Page creation"; PATCH and DELETE for the
// site map and settings to come). Reads are plain handlers; every write is a
// save-pipeline mutation (src/platform/http/mutation.ts).
import { parseId } from "@/platform/http/errors";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { authorize } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { PAGE_MESSAGES } from "../rules";
import { createPageSchema, updatePageSchema, type Page } from "../schema";
import { listPages } from "./queries";
import { pageOrganization } from "./records";
import { createPage, deletePage, updatePage } from "./write";

type IdParams = { id: string };

const pageId = (params: IdParams) => parseId(params.id, PAGE_MESSAGES.notFound);

/** The organization that owns the page in the path (404 if there is none). */
const pageOwner = ({ db, params }: OwnerContext<IdParams>) => pageOrganization(db, pageId(params));

/** GET /api/pages: the host organization's pages in order, for its members (owner, admin, editor). */
export async function listHostPages(request: Request): Promise<Page[]> {
  const organizationId = await organizationOfHost(request);
  await authorize(request, organizationId);
  return listPages(organizationId);
}

/** POST /api/pages: a new page of the host's organization (owner, admin or editor). */
export const createPageRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createPageSchema,
  write: ({ tx, organizationId, input }) => createPage(tx, organizationId, input),
  status: 201,
});

/** PATCH /api/pages/{id}: title, slug, description, order; `version` guards against stale writes. */
export const updatePageRoute = mutation({
  owner: pageOwner,
  input: updatePageSchema,
  write: ({ tx, params, input }) => updatePage(tx, pageId(params), input),
});

/** DELETE /api/pages/{id}: the page row only. */
export const deletePageRoute = mutation({
  owner: pageOwner,
  write: ({ tx, params }) => deletePage(tx, pageId(params)),
});
