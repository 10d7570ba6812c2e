"use client";

import { closestCenter, DndContext, type DragEndEvent, type DraggableAttributes, type DraggableSyntheticListeners, type UniqueIdentifier } from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useState, type ReactNode } from "react";
import { SORT_INSTRUCTIONS, sortAnnouncements, useCancelDialogEscapeWhile, useSortSensors } from "@/ui/sortable";

type Props<T> = {
  items: readonly T[];
  /** The item's id among the list's (default: its `id`). */
  idOf?: (item: T) => UniqueIdentifier;
  /** A vertical list (default) or a grid of cards that wraps. */
  layout?: "list" | "grid";
  /** The list's accessible name ("Menu items, in order"). */
  label: string;
  /** Marks the list's live region (tests and styles find the announcements of this list). */
  region: string;
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number) => ReactNode;
  className?: string;
};

/**
 * A vertical list reordered by dragging a handle, or from the keyboard (Space, arrows,
 * Space; Escape cancels the drag only), every step announced in the list's own live
 * region inside the dialog (src/ui/sortable.ts). Lists may nest: each has its own context.
 * The one sortable list of the editors: menus, settings lists, metrics, the page layout.
 */
export function SortableList<T>({ items, idOf = defaultId, layout = "list", label, region, nameOf, onMove, children, className = "space-y-2" }: Props<T>) {
  const sensors = useSortSensors();
  const [dragging, setDragging] = useState(false);
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  useCancelDialogEscapeWhile(dragging);
  const indexOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => idOf(item) === id);
  const nameById = (id: UniqueIdentifier | undefined) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : "item";
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={end}
        accessibility={{
          announcements: sortAnnouncements(nameById, (id) => indexOf(id) + 1, items.length),
          container: liveRegion ?? undefined,
          screenReaderInstructions: { draggable: SORT_INSTRUCTIONS },
        }}
      >
        <SortableContext items={items.map(idOf)} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}>
          <ol className={className} aria-label={label}>
            {items.map((item, index) => children(item, index))}
          </ol>
        </SortableContext>
      </DndContext>
      {/* Announcements must live inside the dialog: Radix hides everything outside it from assistive tech. */}
      <div ref={setLiveRegion} data-live-region={region} />
    </>
  );
}

const defaultId = (item: unknown) => (item as { id: number }).id;

export type HandleProps = { handleRef: (element: HTMLElement | null) => void; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };

/**
 * One row of a SortableList: it moves while dragged; `children` gets what its handle needs.
 * `idleClassName`: its classes while not dragged (a border and shadow the drag replaces).
 */
export function SortableRow({
  id,
  className,
  idleClassName = "",
  children,
  ...rest
}: { id: UniqueIdentifier; className: string; idleClassName?: string; children: (handle: HandleProps) => ReactNode } & Record<
  `data-${string}`,
  string | number
>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      {...rest}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${className} ${isDragging ? "relative z-10 border-blue-300 shadow-lg ring-2 ring-blue-500/20" : idleClassName}`}
    >
      {children({ handleRef: setActivatorNodeRef, attributes, listeners })}
    </li>
  );
}
