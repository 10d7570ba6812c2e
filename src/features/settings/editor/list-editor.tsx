"use client";

import { GripVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { SortableList, SortableRow } from "@/ui/sortable-list";
import { FieldInput } from "./field-input";
import type { ListField, ListSpec } from "@/platform/lists";
import { read, write } from "./item-paths";

export type Item = Record<string, unknown> & { id: number };

/**
 * One of the organization's lists (products, FAQs, banners...): add, edit, delete,
 * and reorder by dragging a handle or from the keyboard. Fields the settings do not
 * show stay as they are. A `list` field (a cookie category's services) is a list
 * editor of its own inside the item; `nested` marks such a one.
 */
export function ListEditor({ spec, items, onChange, nested = false }: { spec: ListSpec; items: Item[]; onChange: (items: Item[]) => void; nested?: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const titleOf = (item: Item) => (spec.nameOf ? spec.nameOf(item) : String(read(item, spec.titleKey) ?? "")).trim() || `New ${spec.item}`;
  const Heading = nested ? "h4" : "h3";
  const add = () => {
    const id = Math.min(0, ...items.map((item) => item.id)) - 1;
    onChange([...items, { ...spec.fresh(), id }]);
    setOpenId(id);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <section aria-label={spec.title} className="space-y-3">
      <div className="flex items-center justify-between">
        <Heading className="text-sm font-semibold text-gray-900">{spec.title}</Heading>
        <button type="button" onClick={add} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50">
          Add {spec.item}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600">No {spec.title.toLowerCase()} yet.</p>
      ) : (
        <SortableList items={items} label={`${spec.title}, in order`} region={spec.key} nameOf={titleOf} onMove={move}>
          {(item, index) => (
            <SortableRow key={item.id} id={item.id} className="rounded-lg border border-gray-200 bg-white" data-list-item={spec.key}>
              {({ handleRef, attributes, listeners }) => (
                <div>
                  <div className="flex items-center gap-2 px-2 py-1.5">
                    <button type="button" ref={handleRef} {...attributes} {...listeners} aria-label={`Reorder ${titleOf(item)}`} className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100">
                      <GripVertical aria-hidden className="size-4" />
                    </button>
                    <button type="button" aria-expanded={openId === item.id} onClick={() => setOpenId(openId === item.id ? null : item.id)} className="min-w-0 flex-1 truncate text-left text-sm font-medium text-gray-900 hover:underline">
                      {titleOf(item)}
                    </button>
                    <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Delete ${titleOf(item)}`} className="rounded p-1 text-gray-600 hover:bg-red-50 hover:text-red-700">
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                  {openId === item.id && (
                    <div className="grid gap-3 border-t border-gray-200 p-3 sm:grid-cols-2">
                      {spec.fields.map((field) => (
                        <ItemField key={field.key} field={field} value={read(item, field.key)} onChange={(value) => onChange(items.map((other) => (other.id === item.id ? ({ ...write(other, field.key, value), id: other.id } as Item) : other)))} />
                      ))}
                    </div>
                  )}
                </div>
              )}
            </SortableRow>
          )}
        </SortableList>
      )}
    </section>
  );
}

/** A field of an open item: a control, or the list inside the item across the whole row. */
function ItemField({ field, value, onChange }: { field: ListField; value: unknown; onChange: (value: unknown) => void }) {
  if (field.kind !== "list") return <FieldInput field={field} value={value} onChange={onChange} />;
  return (
    <div className="sm:col-span-2">
      <ListEditor nested spec={field.list} items={Array.isArray(value) ? (value as Item[]) : []} onChange={onChange} />
    </div>
  );
}
