"use client";

import { useId, useState, type ReactNode } from "react";
import type { ListField, ListFieldOption } from "@/platform/lists";

export const INPUT = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** Minor units (1250) shown as an amount ("12.50"); what is typed goes back to minor units. */
const amount = (value: unknown) => (typeof value === "number" ? (value / 100).toFixed(2) : "");
const minor = (text: string) => (text.trim() === "" ? null : Math.round(Number(text.replace(",", ".")) * 100));

/** An ISO instant as a datetime-local value in the person's time zone ("2026-12-31T18:30"), and back. */
function localDateTime(value: unknown): string {
  const date = typeof value === "string" && value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

const linesOf = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

/** One value per line: the text is the person's own while they type (a new empty line stays). */
function LinesInput({ id, value, onChange, describedBy }: { id: string; value: unknown; onChange: (value: string[]) => void; describedBy?: string }) {
  const lines = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(lines.join("\n"));
  const shown = JSON.stringify(linesOf(text)) === JSON.stringify(lines) ? text : lines.join("\n");
  return (
    <textarea
      id={id}
      rows={3}
      className={INPUT}
      value={shown}
      aria-describedby={describedBy}
      onChange={(e) => {
        setText(e.target.value);
        onChange(linesOf(e.target.value));
      }}
    />
  );
}

const optionOf = (option: string | ListFieldOption): ListFieldOption => (typeof option === "string" ? { value: option, label: option } : option);

/** One labelled control of a list item's field (`list` fields are drawn by the list editor). */
export function FieldInput({ field, value, onChange }: { field: Exclude<ListField, { kind: "list" }>; value: unknown; onChange: (value: unknown) => void }) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  const hint = field.hint && (
    <p id={hintId} className="mt-1 text-xs text-gray-600">
      {field.hint}
    </p>
  );
  if (field.kind === "checkbox")
    return (
      <div>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" className="size-4" checked={value === true} aria-describedby={hintId} onChange={(e) => onChange(e.target.checked)} />
          {field.label}
        </label>
        {hint}
      </div>
    );
  let control: ReactNode;
  if (field.kind === "textarea") control = <textarea id={id} rows={3} className={INPUT} aria-describedby={hintId} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />;
  else if (field.kind === "lines") control = <LinesInput id={id} value={value} onChange={onChange} describedBy={hintId} />;
  else if (field.kind === "select") {
    const options = field.options.map(optionOf);
    control = (
      <select id={id} className={INPUT} aria-describedby={hintId} value={value === undefined ? (options[0]?.value ?? "") : String(value ?? "")} onChange={(e) => onChange(options.find((o) => (o.value ?? "") === e.target.value)?.value ?? null)}>
        {options.map((option) => (
          <option key={option.value ?? ""} value={option.value ?? ""}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "money")
    control = <input id={id} inputMode="decimal" className={INPUT} aria-describedby={hintId} defaultValue={amount(value)} onChange={(e) => onChange(minor(e.target.value))} />;
  else if (field.kind === "number")
    control = <input id={id} type="number" className={INPUT} aria-describedby={hintId} value={String(value ?? "")} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))} />;
  else if (field.kind === "datetime")
    control = <input id={id} type="datetime-local" className={INPUT} aria-describedby={hintId} value={localDateTime(value)} onChange={(e) => onChange(instant(e.target.value))} />;
  else
    control = (
      <input
        id={id}
        type={field.kind === "url" ? "url" : "text"}
        className={INPUT}
        aria-describedby={hintId}
        placeholder={field.placeholder}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
        required={field.required}
      />
    );
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {field.label}
      </label>
      {control}
      {hint}
    </div>
  );
}
