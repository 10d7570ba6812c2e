import "server-only";
// The page layout API (spec/site-admin.md §2.7, §7): every block of a page in
// order, and one transaction that saves a new order through each block type's
// setOrder. The spec's client reads without a session and saves
// {organization_id, sections: [{id, type, order}]}: the page is found from the
// blocks. The organization is the one that owns the blocks, which must be the
// host's; an organization_id naming another is refused (403), as for every body
// of the save pipeline.
import { getDb, type Db } from "@/platform/db/client";
import type { BlockPlace } from "@/platform/db/page-rows";
import { badRequest, conflict, forbidden, notFound } from "@/platform/http/errors";
import { newPageBlock } from "@/platform/cache";
import { mutation, type OwnerContext } from "@/platform/http/mutation";
import { dbId, toPagePath } from "@/platform/schema";
import { currentVersion, lockRecord } from "@/platform/revisions/store";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { assertBodyOrganization, organizationOfHost } from "@/platform/tenancy/request";
import type { BlockDefinition, BlockList } from "../block-types";
import { pageLayoutAddress, pagePathOfLayoutKey } from "../layout-address";
import { layoutUrlPage, PAGE_LAYOUT_MESSAGES, pageLayoutSchema, type PageLayoutInput, type PageLayoutRecord, type PageLayoutSection } from "../layout-schema";
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

/** The page's layout with its version: the latest kept layout revision's (0 before the first save; docs/decisions.md "Page layout: a version"). */
async function layoutRecord(blocks: BlockList, db: Db, organizationId: number, urlPage: string): Promise<PageLayoutRecord> {
  const version = await currentVersion(db, layoutRevisionsOf(blocks), organizationId, urlPage);
  return { url_page: urlPage, version, sections: (await loadPageBlocks(blocks, organizationId, urlPage)).map(toLayoutSection) };
}

/**
 * GET /api/page-layout/pages/{key} (members of the host's organization): the page's layout
 * as Manage Page Layout loads it, with the version its save is sent against; the key is the
 * page path as pageLayoutAddress writes it (the address the editor names for presence).
 */
export async function readPageLayoutRecord(blocks: BlockList, request: Request, key: string): Promise<PageLayoutRecord> {
  const user = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, user, organizationId);
  const path = pagePathOfLayoutKey(key);
  const parsed = layoutUrlPage.safeParse(path);
  if (!parsed.success) throw notFound(PAGE_LAYOUT_MESSAGES.urlPage);
  return layoutRecord(blocks, await getDb(), organizationId, toPagePath(parsed.data));
}

/** A save sent against another version than the stored one: 409 with the layout as it is now, nothing written. */
const staleLayout = (current: Omit<PageLayoutRecord, "sections"> & { sections?: PageLayoutSection[] }) => conflict(PAGE_LAYOUT_MESSAGES.stale, { current });

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
    // A stale version is answered before the transaction, with the layout as it is now (the editor shows it);
    // the write checks it again under the layout's lock, so two saves of one version cannot both pass.
    prepare: async ({ input, organizationId }) => {
      if (input.version === undefined) return;
      const db = await getDb();
      const urlPage = await layoutPage(blocks, db, organizationId, input);
      const current = await layoutRecord(blocks, db, organizationId, urlPage);
      if (current.version !== input.version) throw staleLayout(current);
    },
    write: ({ tx, organizationId, input }) => savePageLayout(blocks, tx, organizationId, input),
    revisions: (saved) => [{ subject: revisions, recordId: saved.url_page }],
    // The layout's own address (Manage Page Layout's record): the members who have it open hear the save at once.
    records: (saved) => [pageLayoutAddress(saved.url_page)],
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

/** The page a save names (url_page) or, without it, the page its blocks are on. */
async function layoutPage(blocks: BlockList, db: Db, organizationId: number, input: PageLayoutInput): Promise<string> {
  if (input.url_page !== undefined) return toPagePath(input.url_page);
  return pageOfBlocks(
    blocks,
    db,
    organizationId,
    input.sections.map(({ type, id }) => {
      const definition = blockDefinition(blocks, type);
      if (!definition) throw badRequest(PAGE_LAYOUT_MESSAGES.unknownType(type));
      return { definition, id };
    }),
  );
}

/**
 * Saves every order as given, in the pipeline's one transaction, on the page
 * named by url_page or, without it, the page the blocks are on. A block that is
 * not this organization's on this page (its type's setOrder answers false) ends
 * the transaction with 404, so nothing of the list is kept. With `version`, the
 * layout must still be at that version (409 otherwise, before anything is written).
 */
export async function savePageLayout(blocks: BlockList, tx: Db, organizationId: number, input: PageLayoutInput) {
  const entries = input.sections.map((entry) => {
    const definition = blockDefinition(blocks, entry.type);
    if (!definition) throw badRequest(PAGE_LAYOUT_MESSAGES.unknownType(entry.type));
    return { ...entry, definition };
  });
  const urlPage = await layoutPage(blocks, tx, organizationId, input);
  if (input.version !== undefined) {
    // Under the lock every save of this layout's revisions takes: the version is the one the editor loaded.
    const subject = layoutRevisionsOf(blocks);
    await lockRecord(tx, organizationId, subject.type, urlPage);
    const version = await currentVersion(tx, subject, organizationId, urlPage);
    if (version !== input.version) throw staleLayout({ url_page: urlPage, version });
  }
  for (const { definition, id, order } of entries) {
    const saved = await definition.setOrder(tx, organizationId, urlPage, id, order);
    if (!saved) throw notFound(PAGE_LAYOUT_MESSAGES.notOnPage(label(definition), id, urlPage));
  }
  return { url_page: urlPage, sections: entries.map(({ id, type, order }) => ({ id, type, order })).sort((a, b) => a.order - b.order) };
}
