"use client";

import { createContext, useContext, useId, useState, type ReactNode } from "react";
import { isUnknownPath, SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import type { ListField, ListFieldOption } from "@/platform/lists";
import { ColorField } from "@/ui/color-field";
import { ImageInput, ImagesInput } from "./image-inputs";
import { zonedInputValue, zonedInstant } from "./zoned";

/** The organization's time zone the lists' date-times are typed and shown in (the settings modal provides it). */
export const EditingZone = createContext("UTC");

export const INPUT =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";

/** Minor units (1250) shown as an amount ("12.50" with two digits); what is typed goes back to minor units. */
const amount = (value: unknown, digits: number) => (typeof value === "number" ? (value / 10 ** digits).toFixed(digits) : "");
const minor = (text: string, digits: number) => (text.trim() === "" ? null : Math.round(Number(text.replace(",", ".")) * 10 ** digits));

/** The minor digits of an ISO currency as Intl knows them (EUR 2, JPY 0, BHD 3); two for anything else. */
function currencyDigits(currency: unknown): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: String(currency).trim().toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

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

/**
 * A link typed or picked from the site's pages, posts, blog and help center, with a
 * warning under a path of this site that is none of them (docs/decisions.md "Links by
 * choice"). A menu slug is the path without its "/" (the site's places are all one segment deep).
 */
function LinkInput({
  id,
  field,
  value,
  onChange,
  hintId,
}: {
  id: string;
  field: Extract<ListField, { kind: "link" }>;
  value: unknown;
  onChange: (value: string) => void;
  hintId?: string;
}) {
  const links = useSiteLinks();
  const text = String(value ?? "");
  const path = field.slug ? `/${text.trim()}` : text;
  const warningId = `${id}-warning`;
  const describedBy = [hintId, isUnknownPath(path, links) ? warningId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <input
        id={id}
        className={INPUT}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        placeholder={field.placeholder}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      <SiteLinkPicker label={field.picker} links={links} onPick={(picked) => onChange(field.slug ? picked.replace(/^\//, "") : picked)} className="mt-1.5" />
      <UnknownLinkWarning id={warningId} value={path} links={links} />
    </>
  );
}

const optionOf = (option: string | ListFieldOption): ListFieldOption => (typeof option === "string" ? { value: option, label: option } : option);

/** A colour from the editors' palette (or a custom hex): a button naming the colour opens the palette under it. */
function PaletteInput({
  field,
  value,
  onChange,
  hint,
}: {
  field: Extract<ListField, { kind: "palette" }>;
  value: unknown;
  onChange: (value: string | null) => void;
  hint: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const token = typeof value === "string" && value.trim() ? value : null;
  return (
    <div className="sm:col-span-2">
      <ColorField
        label={field.label}
        value={token}
        open={open}
        onOpenChange={setOpen}
        onChange={onChange}
        clearLabel={field.none}
        onClear={() => onChange(null)}
      />
      {hint}
    </div>
  );
}

/** One labelled control of a list item's field (`list` fields are drawn by the list editor). */
export function FieldInput({
  field,
  value,
  onChange,
  item,
}: {
  field: Exclude<ListField, { kind: "list" | "translations" }>;
  value: unknown;
  onChange: (value: unknown) => void;
  item?: Record<string, unknown>;
}) {
  const id = useId();
  const zone = useContext(EditingZone);
  const zoneId = `${id}-zone`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const hint = field.hint && (
    <p id={hintId} className="mt-1 text-xs text-gray-600">
      {field.hint}
    </p>
  );
  if (field.kind === "image") return <ImageInput field={field} value={value} onChange={onChange} hint={hint} hintId={hintId} />;
  if (field.kind === "images") return <ImagesInput field={field} value={value} onChange={onChange} hint={hint} hintId={hintId} />;
  if (field.kind === "palette") return <PaletteInput field={field} value={value} onChange={onChange} hint={hint} />;
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
  if (field.kind === "textarea")
    control = <textarea id={id} rows={3} className={INPUT} aria-describedby={hintId} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />;
  else if (field.kind === "link") control = <LinkInput id={id} field={field} value={value} onChange={onChange} hintId={hintId} />;
  else if (field.kind === "lines") control = <LinesInput id={id} value={value} onChange={onChange} describedBy={hintId} />;
  else if (field.kind === "select") {
    const options = field.options.map(optionOf);
    control = (
      <select
        id={id}
        className={INPUT}
        aria-describedby={hintId}
        value={value === undefined ? (options[0]?.value ?? "") : String(value ?? "")}
        onChange={(e) => onChange(options.find((o) => (o.value ?? "") === e.target.value)?.value ?? null)}
      >
        {options.map((option) => (
          <option key={option.value ?? ""} value={option.value ?? ""}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "money") {
    const digits = field.currencyKey ? currencyDigits(item?.[field.currencyKey]) : 2;
    // Typed text is the person's own; a new currency with other digits shows the amount again in them.
    control = (
      <input
        key={digits}
        id={id}
        inputMode={digits ? "decimal" : "numeric"}
        className={INPUT}
        aria-describedby={hintId}
        defaultValue={amount(value, digits)}
        onChange={(e) => onChange(minor(e.target.value, digits))}
      />
    );
  } else if (field.kind === "number")
    control = (
      <input
        id={id}
        type="number"
        className={INPUT}
        aria-describedby={hintId}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      />
    );
  else if (field.kind === "datetime")
    control = (
      <>
        <input
          id={id}
          type="datetime-local"
          className={INPUT}
          aria-describedby={[zoneId, hintId].filter(Boolean).join(" ")}
          value={zonedInputValue(value, zone)}
          onChange={(e) => onChange(zonedInstant(e.target.value, zone))}
        />
        <p id={zoneId} className="mt-1 text-xs text-gray-600">
          Times in {zone}
        </p>
      </>
    );
  else if (field.kind === "date")
    control = (
      <input
        id={id}
        type="date"
        className={INPUT}
        aria-describedby={hintId}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value || null)}
      />
    );
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
