import "server-only";
// A page's layout revisions (docs/decisions.md "Revisions for every editor"): the
// order of its blocks, kept by every Save Layout and restored as a new one.
import type { Db } from "@/platform/db/client";
import { toPagePath } from "@/platform/schema";
import { revisionRoutes } from "@/platform/revisions/routes";
import type { RevisionSubject } from "@/platform/revisions/types";
import { organizationOfHost } from "@/platform/tenancy/request";
import { pageLayoutAddress } from "../layout-address";
import { layoutUrlPage } from "../layout-schema";
import { savePageLayout } from "./layout";
import type { BlockList } from "../block-types";
import { blockDefinition, typeRank } from "./registry";

type KeptBlock = { type: string; id: number; order: number };

/** Every block of the page (stored path) in page order, read in `db`: order, then type, then id (as the page shows them). */
async function blocksOnPage(blocks: BlockList, db: Db, organizationId: number, urlPage: string): Promise<KeptBlock[]> {
  const perType = await Promise.all(
    blocks.map(async (definition) =>
      (await definition.onPage(db, organizationId, urlPage)).map((place) => ({ type: definition.editor.type as string, ...place })),
    ),
  );
  return perType.flat().sort((a, b) => a.order - b.order || typeRank(blocks, a.type) - typeRank(blocks, b.type) || a.id - b.id);
}

/** The page layout as a revision subject, over the block registry `blocks` (src/app/blocks.ts). */
export const layoutRevisionsOf = (blocks: BlockList): RevisionSubject => ({
  type: "page_layout",
  noun: "page layout",
  // Manage Page Layout's record: a restore is heard by the members who have it open.
  address: (_organizationId, urlPage) => pageLayoutAddress(urlPage),
  read: async (db, organizationId, urlPage) => ({ snapshot: { blocks: await blocksOnPage(blocks, db, organizationId, urlPage) } }),
  describe: (snapshot) => {
    const kept = Array.isArray(snapshot.blocks) ? (snapshot.blocks as KeptBlock[]) : [];
    const blockName = (block: KeptBlock) => `${blockDefinition(blocks, block.type)?.editor.label ?? block.type} ${block.id}`;
    return { "Block order": kept.length ? kept.map((block, index) => `${index + 1}. ${blockName(block)}`).join("\n") : "(empty)" };
  },
  restore: async (tx, { organizationId, recordId, snapshot }) => {
    // Blocks deleted since are left out; blocks added since keep their place.
    const now = new Set((await blocksOnPage(blocks, tx, organizationId, recordId)).map((block) => `${block.type}:${block.id}`));
    const kept = (Array.isArray(snapshot.blocks) ? (snapshot.blocks as KeptBlock[]) : []).filter((block) => now.has(`${block.type}:${block.id}`));
    if (kept.length === 0) return { url_page: recordId, sections: [] };
    return savePageLayout(blocks, tx, organizationId, { url_page: recordId, sections: kept.map(({ type, id, order }) => ({ type, id, order })) } as never);
  },
});

/**
 * GET /api/page-layout/revisions?url_page= (default "/"), GET /api/page-layout/revisions/{revisionId},
 * POST /api/page-layout/revisions/{revisionId}/restore {version}: the host's pages.
 */
export const layoutRevisionRoutes = (blocks: BlockList) =>
  revisionRoutes<object>(layoutRevisionsOf(blocks), async ({ request, params }) => {
    const organizationId = await organizationOfHost(request);
    // A route without a path parameter of its own (the list) may be handed no params at all.
    if (params && "revisionId" in params) return { organizationId };
    return { organizationId, recordId: toPagePath(layoutUrlPage.parse(new URL(request.url).searchParams.get("url_page") ?? "/")) };
  });
