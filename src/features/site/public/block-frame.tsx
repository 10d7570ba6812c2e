import type { ReactNode } from "react";
import type { BlockSummary } from "../block-types";

/**
 * The frame of every block on a page: what the editing shell finds (type, id,
 * order, title) and the block's edit slot, first in the frame so its Edit button
 * comes before the block's content in the tab order. Visitors get empty slots.
 */
export function BlockFrame({ summary, children }: { summary: BlockSummary; children?: ReactNode }) {
  return (
    <div
      // The Site Map links to each block of a page by this anchor.
      id={`block-${summary.type}-${summary.id}`}
      data-block-type={summary.type}
      data-block-id={summary.id}
      data-block-order={summary.order}
      data-block-title={summary.title}
      className="relative scroll-mt-20"
    >
      <div data-block-edit-slot className="absolute top-3 right-3 z-10" />
      {children}
    </div>
  );
}

/**
 * Where a new block can go: before block `index` (the page's block count = after
 * the last). Members get "Add section here" in it; on a page without blocks,
 * "Add your first section".
 */
export function InsertSlot({ index, emptyPage = false }: { index: number; emptyPage?: boolean }) {
  return <div data-block-insert={index} data-empty-page={emptyPage || undefined} className="relative" />;
}
