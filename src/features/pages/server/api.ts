import "server-only";
// The pages API (spec/editors.md §7 "Page creation"; PATCH and DELETE for the
// site map and settings to come). Reads are plain handlers; every write is a
// save-pipeline mutation (src/platform/http/mutation.ts).
import { parseId } from "@/platform/http/errors";
import { newPageBlock, type Invalidation } from "@/platform/cache";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { authorize } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { REDIRECTS_KEY } from "@/features/redirects/server";
import { PAGE_MESSAGES } from "../rules";
import { createPageSchema, updatePageSchema, type Page } from "../schema";
import { listPages, PAGES_KEY } from "./queries";
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

/** What a page save changes: the pages' reads. */
const PAGES: Invalidation = { keys: [PAGES_KEY] };
/** A new page: the pages' reads and the redirects (one leaving from its address is removed, issue 43 §2). */
const NEW_PAGE: Invalidation = { keys: [PAGES_KEY, REDIRECTS_KEY] };

/** POST /api/pages: a new page of the host's organization (owner, admin or editor). */
export const createPageRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: createPageSchema,
  write: ({ tx, organizationId, input }) => createPage(tx, organizationId, input),
  invalidates: NEW_PAGE,
  status: 201,
});

/**
 * PATCH /api/pages/{id}: title, slug, description, order; `version` guards against stale writes.
 * A new slug moves the page's blocks of every type (and what links to its address): the whole organization.
 */
export const updatePageRoute = mutation({
  owner: pageOwner,
  input: updatePageSchema,
  write: ({ tx, params, input }) => updatePage(tx, pageId(params), input),
  invalidates: (_page, input) => (input.slug === undefined ? PAGES : "organization"),
});

/** DELETE /api/pages/{id}: the page and the blocks on it. */
export const deletePageRoute = mutation({
  owner: pageOwner,
  write: async ({ tx, params, changed }) => {
    const { url_page, ...answer } = await deletePage(tx, pageId(params));
    changed(newPageBlock({ url_page }));
    return answer;
  },
  invalidates: PAGES, // and the blocks' page, which the write declares
});
