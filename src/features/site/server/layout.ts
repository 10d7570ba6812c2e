import "server-only";
// The page layout API (spec/site-admin.md §2.7, §7): every block of a page in
// order, and one transaction that saves a new order through each block type's
// setOrder. The spec's client reads without a session and saves
// {organization_id, sections: [{id, type, order}]}: the page is found from the
// blocks. The organization is the one that owns the blocks, which must be the
// host's; an organization_id naming another is refused (403), as for every body
// of the save pipeline.
import type { Db } from "@/platform/db/client";
import type { BlockPlace } from "@/platform/db/page-rows";
import { badRequest, forbidden, notFound } from "@/platform/http/errors";
import { newPageBlock } from "@/platform/cache";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { dbId, toPagePath } from "@/platform/schema";
import { assertBodyOrganization, organizationOfHost } from "@/platform/tenancy/request";
import type { BlockDefinition, BlockList } from "../block-types";
import { layoutUrlPage, PAGE_LAYOUT_MESSAGES, pageLayoutSchema, type PageLayoutInput, type PageLayoutSection } from "../layout-schema";
import { blockDefinition, loadPageBlocks, type PageBlock } from "./registry";
import { layoutRevisionsOf } from "./layout-revisions";

/**
 * GET /api/page-layout?organization_id=&url_page= (anyone; url_page defaults to "/").
 * The spec's client calls it without a token: it lists what the public page shows
 * (each block's id, type, title, order and section type), the same for every caller.
 * `blocks`: the block registry (src/app/blocks.ts).
 */
export async function readPageLayout(blocks: BlockList, request: Request): Promise<PageLayoutSection[]> {
  const organizationId = await organizationOfHost(request);
  const params = new URL(request.url).searchParams;
  const named = params.get("organization_id");
  if (named !== null) {
    if (!/^\d{1,10}$/.test(named) || Number(named) < 1 || Number(named) > 2147483647) throw badRequest(PAGE_LAYOUT_MESSAGES.organizationId);
    if (Number(named) !== organizationId) throw forbidden();
  }
  const urlPage = toPagePath(layoutUrlPage.parse(params.get("url_page") ?? "/"));
  return (await loadPageBlocks(blocks, organizationId, urlPage)).map(toLayoutSection);
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

type NamedBlock = { definition: BlockDefinition<unknown>; id: number };

/** The blocks a body names with a known type and a valid id (the schema refuses the rest later, with its message). */
function namedBlocks(registry: BlockList, sections: unknown): NamedBlock[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((entry: unknown) => {
    const { type, id } = (entry ?? {}) as { type?: unknown; id?: unknown };
    const definition = typeof type === "string" ? blockDefinition(registry, type) : undefined;
    const parsed = dbId.safeParse(id);
    return definition && parsed.success ? [{ definition, id: parsed.data }] : [];
  });
}

/** Where each named block is, by "type:id" (blocks that do not exist are missing). */
async function locateBlocks(registry: BlockList, db: Db, blocks: readonly NamedBlock[]): Promise<Map<string, BlockPlace>> {
  const places = new Map<string, BlockPlace>();
  for (const definition of registry) {
    const ids = blocks.filter((block) => block.definition === definition).map((block) => block.id);
    for (const place of await definition.locate(db, ids)) places.set(`${definition.editor.type}:${place.id}`, place);
  }
  return places;
}

const label = (definition: BlockDefinition<unknown>) => definition.editor.label.toLowerCase();

/**
 * The organization that owns the blocks named: it must be the host's. A block of
 * another organization is not found here (404, the same answer as for an id that
 * does not exist), so the answer tells nothing of other sites.
 */
async function layoutOwner(registry: BlockList, { request, db, body }: OwnerContext<Record<string, string>>): Promise<number> {
  const host = await organizationOfHost(request);
  const raw = await body();
  assertBodyOrganization(raw, host);
  const blocks = namedBlocks(registry, raw.sections);
  const places = await locateBlocks(registry, db, blocks);
  const foreign = blocks.find(({ definition, id }) => {
    const place = places.get(`${definition.editor.type}:${id}`);
    return place && place.organizationId !== host;
  });
  if (foreign) {
    const urlPage = layoutUrlPage.safeParse(raw.url_page);
    throw notFound(
      urlPage.success
        ? PAGE_LAYOUT_MESSAGES.notOnPage(label(foreign.definition), foreign.id, toPagePath(urlPage.data))
        : PAGE_LAYOUT_MESSAGES.notOnSite(label(foreign.definition), foreign.id),
    );
  }
  return host;
}

/** PUT /api/page-layout {organization_id, sections: [{id, type, order}], url_page optional} (owner, admin or editor), over the block registry `blocks`. */
export function savePageLayoutRoute(blocks: BlockList) {
  const revisions = layoutRevisionsOf(blocks);
  return mutation({
    owner: (context: OwnerContext<Record<string, string>>) => layoutOwner(blocks, context),
    input: pageLayoutSchema,
    write: ({ tx, organizationId, input }) => savePageLayout(blocks, tx, organizationId, input),
    revisions: (saved) => [{ subject: revisions, recordId: saved.url_page }],
    // Only that page's blocks move (a block of another page ends the save with 404).
    invalidates: newPageBlock,
  });
}

/** The one page all the blocks are on (400 when they are on several, 404 for a block that is not this organization's). */
async function pageOfBlocks(registry: BlockList, tx: Db, organizationId: number, blocks: readonly NamedBlock[]): Promise<string> {
  if (blocks.length === 0) throw badRequest(PAGE_LAYOUT_MESSAGES.noPage);
  const places = await locateBlocks(registry, tx, blocks);
  const pages: string[] = [];
  for (const { definition, id } of blocks) {
    const place = places.get(`${definition.editor.type}:${id}`);
    if (!place || place.organizationId !== organizationId) throw notFound(PAGE_LAYOUT_MESSAGES.notOnSite(label(definition), id));
    if (!pages.includes(place.urlPage)) pages.push(place.urlPage);
  }
  if (pages.length > 1) throw badRequest(PAGE_LAYOUT_MESSAGES.severalPages(pages[0]!, pages[1]!));
  return pages[0]!;
}

/**
 * Saves every order as given, in the pipeline's one transaction, on the page
 * named by url_page or, without it, the page the blocks are on. A block that is
 * not this organization's on this page (its type's setOrder answers false) ends
 * the transaction with 404, so nothing of the list is kept.
 */
export async function savePageLayout(blocks: BlockList, tx: Db, organizationId: number, input: PageLayoutInput) {
  const entries = input.sections.map((entry) => {
    const definition = blockDefinition(blocks, entry.type);
    if (!definition) throw badRequest(PAGE_LAYOUT_MESSAGES.unknownType(entry.type));
    return { ...entry, definition };
  });
  const urlPage = input.url_page === undefined ? await pageOfBlocks(blocks, tx, organizationId, entries) : toPagePath(input.url_page);
  for (const { definition, id, order } of entries) {
    const saved = await definition.setOrder(tx, organizationId, urlPage, id, order);
    if (!saved) throw notFound(PAGE_LAYOUT_MESSAGES.notOnPage(label(definition), id, urlPage));
  }
  return { url_page: urlPage, sections: entries.map(({ id, type, order }) => ({ id, type, order })).sort((a, b) => a.order - b.order) };
}
