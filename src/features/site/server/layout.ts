// The page layout API (spec/site-admin.md §2.7, §7): every block of a page in
// order, and one transaction that saves a new order through each block type's
// setOrder. The organization is the host's; an organization_id naming another
// is refused (403), as for every body of the save pipeline.
import { toPagePath } from "@/features/sections/server";
import type { Db } from "@/platform/db/client";
import { badRequest, forbidden, notFound } from "@/platform/http/errors";
import { mutation } from "@/platform/http/mutation";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { layoutUrlPage, PAGE_LAYOUT_MESSAGES, pageLayoutSchema, type PageLayoutInput, type PageLayoutSection } from "../layout-schema";
import { blockDefinition, loadPageBlocks, type PageBlock } from "./registry";

/** GET /api/page-layout?organization_id=&url_page= (members of the organization; url_page defaults to "/"). */
export async function readPageLayout(request: Request): Promise<PageLayoutSection[]> {
  const organizationId = await organizationOfHost(request);
  const user = await authenticate(request);
  const params = new URL(request.url).searchParams;
  const named = params.get("organization_id");
  if (named !== null) {
    if (!/^\d{1,10}$/.test(named) || Number(named) < 1 || Number(named) > 2147483647) throw badRequest(PAGE_LAYOUT_MESSAGES.organizationId);
    if (Number(named) !== organizationId) throw forbidden();
  }
  await authorizeUser(request, user, organizationId);
  const urlPage = toPagePath(layoutUrlPage.parse(params.get("url_page") ?? "/"));
  return (await loadPageBlocks(organizationId, urlPage)).map(toLayoutSection);
}

function toLayoutSection({ summary, block }: PageBlock): PageLayoutSection {
  // Template sections carry a section type (general, faq, …); other blocks have none.
  const sectionType = (block as { section_type?: unknown }).section_type;
  return {
    id: summary.id,
    type: summary.type,
    title: summary.title,
    order: summary.order,
    data: { section_type: typeof sectionType === "string" ? sectionType : null },
  };
}

/** PUT /api/page-layout {organization_id, url_page, sections: [{id, type, order}]} (owner, admin or editor). */
export const savePageLayoutRoute = mutation({
  owner: ({ request }) => organizationOfHost(request),
  input: pageLayoutSchema,
  write: ({ tx, organizationId, input }) => savePageLayout(tx, organizationId, input),
});

/**
 * Saves every order as given, in the pipeline's one transaction. A block that is
 * not this organization's on this page (its type's setOrder answers false) ends
 * the transaction with 404, so nothing of the list is kept.
 */
export async function savePageLayout(tx: Db, organizationId: number, input: PageLayoutInput) {
  const urlPage = toPagePath(input.url_page ?? "/");
  const entries = input.sections.map((entry) => {
    const definition = blockDefinition(entry.type);
    if (!definition) throw badRequest(PAGE_LAYOUT_MESSAGES.unknownType(entry.type));
    return { ...entry, definition };
  });
  for (const { definition, id, order } of entries) {
    const saved = await definition.setOrder(tx, organizationId, urlPage, id, order);
    if (!saved) throw notFound(PAGE_LAYOUT_MESSAGES.notOnPage(definition.label.toLowerCase(), id, urlPage));
  }
  return { url_page: urlPage, sections: entries.map(({ id, type, order }) => ({ id, type, order })).sort((a, b) => a.order - b.order) };
}
