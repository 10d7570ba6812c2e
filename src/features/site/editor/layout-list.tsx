"use client";

import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useState } from "react";
import { SORT_INSTRUCTIONS, sortAnnouncements, useCancelDialogEscapeWhile, useSortSensors } from "@/ui/sortable";
import type { BlockType } from "../block-types";
import type { PageLayoutSection } from "../layout-schema";
import { blockKey } from "./layout-order";

type Props = {
  blocks: PageLayoutSection[];
  onReorder: (next: PageLayoutSection[]) => void;
  labelOf: (type: BlockType) => string;
};

/**
 * The page's blocks as a sortable list (the metric list's patterns, src/ui/sortable.ts):
 * drag a handle, or focus it, Space, arrow keys, Space; announced to screen readers.
 */
export function LayoutList({ blocks, onReorder, labelOf }: Props) {
  const sensors = useSortSensors();
  const [dragging, setDragging] = useState(false);
  // Announcements must live inside the dialog: Radix hides everything outside it from assistive tech.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  useCancelDialogEscapeWhile(dragging);

  const indexOf = (id: UniqueIdentifier | undefined) => blocks.findIndex((block) => blockKey(block) === id);
  const nameOf = (id: UniqueIdentifier | undefined) => blocks[indexOf(id)]?.title || "block";
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(blocks, from, to));
  };

  return (
    <div ref={setLiveRegion}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={end}
        accessibility={{
          announcements: sortAnnouncements(nameOf, (id) => indexOf(id) + 1, blocks.length),
          container: liveRegion ?? undefined,
          screenReaderInstructions: { draggable: SORT_INSTRUCTIONS },
        }}
      >
        <SortableContext items={blocks.map(blockKey)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2" aria-label="Sections on this page, in order">
            {blocks.map((block, index) => (
              <LayoutRow key={blockKey(block)} block={block} position={index + 1} label={labelOf(block.type)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function LayoutRow({ block, position, label }: { block: PageLayoutSection; position: number; label: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: blockKey(block) });
  const kind = block.data.section_type && block.data.section_type !== "general" ? block.data.section_type.replace(/_/g, " ") : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-layout-block={blockKey(block)}
      className={`relative flex items-center gap-3 rounded-xl border bg-white p-2.5 ${
        isDragging ? "z-10 border-blue-300 shadow-lg ring-2 ring-blue-500/20" : "border-gray-200 shadow-xs hover:border-gray-300"
      }`}
    >
      <button
        ref={setActivatorNodeRef}
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
    </li>
  );
}
