"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import { SortableList, SortableRow } from "@/ui/sortable-list";
import type { BlockType } from "../block-types";
import type { PageLayoutSection } from "../layout-schema";
import { blockKey } from "./layout-order";

type Props = {
  blocks: PageLayoutSection[];
  onReorder: (next: PageLayoutSection[]) => void;
  labelOf: (type: BlockType) => string;
};

/**
 * The page's blocks as a sortable list (src/ui/sortable-list.tsx): drag a handle,
 * or focus it, Space, arrow keys, Space; announced to screen readers.
 */
export function LayoutList({ blocks, onReorder, labelOf }: Props) {
  return (
    <SortableList
      items={blocks}
      idOf={blockKey}
      label="Sections on this page, in order"
      region="page-layout"
      nameOf={(block) => block.title || "block"}
      onMove={(from, to) => onReorder(arrayMove(blocks, from, to))}
    >
      {(block, index) => <LayoutRow key={blockKey(block)} block={block} position={index + 1} label={labelOf(block.type)} />}
    </SortableList>
  );
}

function LayoutRow({ block, position, label }: { block: PageLayoutSection; position: number; label: string }) {
  const kind = block.data.section_type && block.data.section_type !== "general" ? block.data.section_type.replace(/_/g, " ") : null;
  return (
    <SortableRow
      id={blockKey(block)}
      data-layout-block={blockKey(block)}
      className="relative flex items-center gap-3 rounded-xl border bg-white p-2.5"
      idleClassName="border-gray-200 shadow-xs hover:border-gray-300"
    >
      {({ handleRef, attributes, listeners }) => (
        <>
          <button
            ref={handleRef}
            {...attributes}
            {...listeners}
            type="button"
            aria-label={`Reorder ${block.title || label}`}
            className="cursor-grab touch-none rounded-md p-1.5 text-gray-500 transition hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
          <span className="w-6 text-right text-xs text-gray-500 tabular-nums" aria-hidden>
            {position}.
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-gray-900">{block.title || "Untitled"}</p>
            <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
              {label}
              {kind && <span className="rounded bg-gray-100 px-1.5 py-px capitalize">{kind}</span>}
            </p>
          </div>
        </>
      )}
    </SortableRow>
  );
}
