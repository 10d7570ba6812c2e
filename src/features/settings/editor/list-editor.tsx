"use client";

import { useQueryClient } from "@tanstack/react-query";
import { GripVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { useViewer } from "@/platform/session";
import { RevisionsButton } from "@/features/revisions";
import { SortableList, SortableRow } from "@/ui/sortable-list";
import { FieldInput } from "./field-input";
import { ItemTranslations } from "./item-translations";
import type { ListField, ListSpec } from "@/platform/lists";
import { read, write } from "./item-paths";

export type Item = Record<string, unknown> & { id: number };

/** The menu items' saves are the header and footer menus' revisions (the menu editor's); every other list keeps its own. */
const WITHOUT_LIST_REVISIONS = new Set(["menu_items"]);

/**
 * One of the organization's lists (products, FAQs, banners...): add, edit, delete,
 * and reorder by dragging a handle or from the keyboard. Fields the settings do not
 * show stay as they are. A `list` field (a cookie category's services) is a list
 * editor of its own inside the item; `nested` marks such a one.
 */
export function ListEditor({ spec, items, onChange, nested = false }: { spec: ListSpec; items: Item[]; onChange: (items: Item[]) => void; nested?: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const organizationId = useViewer()?.organization?.id;
  const queryClient = useQueryClient();
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
        <div className="flex items-center gap-2">
          {!nested && organizationId && !WITHOUT_LIST_REVISIONS.has(spec.key) && (
            // The list's saves (docs/decisions.md "Revisions of the Global Settings lists"); a restore is a settings save, so the settings load again.
            <RevisionsButton
              path={`/api/organizations/${organizationId}/lists/${spec.key}`}
              subject={`${spec.title} list`}
              onRestored={() => void queryClient.invalidateQueries({ queryKey: ["global-settings", organizationId] })}
            />
          )}
          <button type="button" onClick={add} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50">
            Add {spec.item}
          </button>
        </div>
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
                    <button
                      type="button"
                      ref={handleRef}
                      {...attributes}
                      {...listeners}
                      aria-label={`Reorder ${titleOf(item)}`}
                      className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100"
                    >
                      <GripVertical aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-expanded={openId === item.id}
                      onClick={() => setOpenId(openId === item.id ? null : item.id)}
                      className="min-w-0 flex-1 truncate text-left text-sm font-medium text-gray-900 hover:underline"
                    >
                      {titleOf(item)}
                    </button>
                    <button
                      type="button"
                      onClick={() => onChange(items.filter((_, i) => i !== index))}
                      aria-label={`Delete ${titleOf(item)}`}
                      className="rounded p-1 text-gray-600 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                  {openId === item.id && (
                    <div className="grid gap-3 border-t border-gray-200 p-3 sm:grid-cols-2">
                      {spec.fields.map((field) => (
                        <ItemField
                          key={field.key}
                          field={field}
                          item={item}
                          value={read(item, field.key)}
                          onChange={(value) =>
                            onChange(items.map((other) => (other.id === item.id ? ({ ...write(other, field.key, value), id: other.id } as Item) : other)))
                          }
                          onItem={(next) => onChange(items.map((other) => (other.id === item.id ? ({ ...next, id: other.id } as Item) : other)))}
                        />
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

/** A field of an open item: a control, or across the whole row the list inside the item or the item's translations. */
function ItemField({
  field,
  item,
  value,
  onChange,
  onItem,
}: {
  field: ListField;
  item: Record<string, unknown>;
  value: unknown;
  onChange: (value: unknown) => void;
  onItem: (item: Record<string, unknown>) => void;
}) {
  if (field.kind === "translations")
    return (
      <div className="sm:col-span-2">
        <ItemTranslations field={field} item={item} onChange={onItem} />
      </div>
    );
  if (field.kind !== "list") return <FieldInput field={field} item={item} value={value} onChange={onChange} />;
  return (
    <div className="sm:col-span-2">
      <ListEditor nested spec={field.list} items={Array.isArray(value) ? (value as Item[]) : []} onChange={onChange} />
    </div>
  );
}
