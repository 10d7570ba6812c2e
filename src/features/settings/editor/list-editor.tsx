"use client";

import { GripVertical, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { SortableList, SortableRow } from "@/ui/sortable-list";
import { read, write, type Field, type ListSpec } from "./fields";

export type Item = Record<string, unknown> & { id: number };

const INPUT = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** Minor units (1250) shown as an amount ("12.50"); what is typed goes back to minor units. */
const amount = (value: unknown) => (typeof value === "number" ? (value / 100).toFixed(2) : "");
const minor = (text: string) => (text.trim() === "" ? null : Math.round(Number(text.replace(",", ".")) * 100));

function FieldInput({ field, value, onChange }: { field: Field; value: unknown; onChange: (value: unknown) => void }) {
  const id = useId();
  if (field.kind === "checkbox")
    return (
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-4" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {field.label}
      </label>
    );
  const label = (
    <label htmlFor={id} className="block text-sm font-medium text-gray-800">
      {field.label}
    </label>
  );
  let control;
  if (field.kind === "textarea") control = <textarea id={id} rows={3} className={INPUT} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />;
  else if (field.kind === "lines")
    control = <textarea id={id} rows={3} className={INPUT} value={Array.isArray(value) ? value.join("\n") : ""} onChange={(e) => onChange(e.target.value.split("\n").filter((line) => line.trim()))} />;
  else if (field.kind === "select")
    control = (
      <select id={id} className={INPUT} value={String(value ?? field.options[0])} onChange={(e) => onChange(e.target.value)}>
        {field.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  else if (field.kind === "money")
    control = <input id={id} inputMode="decimal" className={INPUT} defaultValue={amount(value)} onChange={(e) => onChange(minor(e.target.value))} />;
  else if (field.kind === "number") control = <input id={id} type="number" className={INPUT} value={String(value ?? "")} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))} />;
  else control = <input id={id} type={field.kind === "url" ? "url" : "text"} className={INPUT} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} required={"required" in field && field.required} />;
  return (
    <div>
      {label}
      {control}
    </div>
  );
}

/**
 * One of the organization's lists (products, FAQs, banners...): add, edit, delete,
 * and reorder by dragging a handle or from the keyboard. Fields the settings do not
 * show stay as they are.
 */
export function ListEditor({ spec, items, onChange }: { spec: ListSpec; items: Item[]; onChange: (items: Item[]) => void }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const titleOf = (item: Item) => String(read(item, spec.titleKey) || `New ${spec.item}`);
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
        <h3 className="text-sm font-semibold text-gray-900">{spec.title}</h3>
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
                        <FieldInput key={field.key} field={field} value={read(item, field.key)} onChange={(value) => onChange(items.map((other) => (other.id === item.id ? ({ ...write(other, field.key, value), id: other.id } as Item) : other)))} />
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
