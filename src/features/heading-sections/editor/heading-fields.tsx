"use client";

import type { ReactNode } from "react";
import { MetricMediaField } from "@/features/metrics";
import { SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import { RichTextEditor } from "@/ui/rich-text-editor";
import { SwitchRow } from "@/ui/switch-row";
import { LimitCounter } from "@/ui/limit-counter";
import { limitCounter, TEXT_LIMITS } from "@/platform/schema/limits";
import { fieldId, type CheckedField, type FieldErrors, type HeadingDraft } from "./form-state";

type Props = { draft: HeadingDraft; onChange: (patch: Partial<HeadingDraft>) => void; errors: FieldErrors };

const errorId = (field: CheckedField) => `heading-editor-${field}-error`;
const hintId = (field: string) => `heading-editor-${field}-hint`;
const counterId = (field: string) => `heading-editor-${field}-counter`;

/** The text fields with a length limit, shown by a counter near it. */
const LIMITS = {
  name: TEXT_LIMITS.headingName,
  name_part_2: TEXT_LIMITS.headingNamePart,
  name_part_3: TEXT_LIMITS.headingNamePart,
  button_text: TEXT_LIMITS.headingButtonText,
} as const;
type Limited = keyof typeof LIMITS;

const INPUT =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-500";

/** The heading's words, button and image. */
export function HeadingFields({ draft, onChange, errors }: Props) {
  const links = useSiteLinks();
  /** aria-invalid and aria-describedby (its hint, its error) of a field's input. */
  const described = (field: CheckedField, hint = false) => {
    const error = errors[field] ? errorId(field) : null;
    const counter = field in LIMITS && limitCounter(draft[field as Limited].trim().length, LIMITS[field as Limited]) ? counterId(field) : null;
    const ids = [hint ? hintId(field) : null, counter, error].filter(Boolean).join(" ");
    return { ...(error ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
  };
  const count = (field: Limited) => <LimitCounter id={counterId(field)} length={draft[field].trim().length} max={LIMITS[field]} className="mt-1" />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <Field label="Heading name" htmlFor={fieldId("name")} error={errors.name} errorFor="name" counter={count("name")}>
          <input
            id={fieldId("name")}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
            className={INPUT}
            autoComplete="off"
            {...described("name")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name part 2"
            hint="Highlighted, after the name"
            htmlFor={fieldId("name_part_2")}
            error={errors.name_part_2}
            errorFor="name_part_2"
            counter={count("name_part_2")}
          >
            <input
              id={fieldId("name_part_2")}
              value={draft.name_part_2}
              onChange={(e) => onChange({ name_part_2: e.target.value })}
              className={INPUT}
              autoComplete="off"
              {...described("name_part_2", true)}
            />
          </Field>
          <Field
            label="Name part 3"
            hint="After part 2"
            htmlFor={fieldId("name_part_3")}
            error={errors.name_part_3}
            errorFor="name_part_3"
            counter={count("name_part_3")}
          >
            <input
              id={fieldId("name_part_3")}
              value={draft.name_part_3}
              onChange={(e) => onChange({ name_part_3: e.target.value })}
              className={INPUT}
              autoComplete="off"
              {...described("name_part_3", true)}
            />
          </Field>
        </div>
        <Field label="Description" error={errors.description_text} errorFor="description_text">
          <RichTextEditor
            id={fieldId("description_text")}
            label="Description"
            value={draft.description_text}
            onChange={(description_text) => onChange({ description_text })}
            invalid={!!errors.description_text}
            describedBy={errors.description_text ? errorId("description_text") : undefined}
          />
        </Field>
      </div>
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Button text" htmlFor={fieldId("button_text")} error={errors.button_text} errorFor="button_text" counter={count("button_text")}>
            <input
              id={fieldId("button_text")}
              value={draft.button_text}
              onChange={(e) => onChange({ button_text: e.target.value })}
              className={INPUT}
              autoComplete="off"
              {...described("button_text")}
            />
          </Field>
          <Field label="URL" hint="Where the button or link goes: /contact, https://…" htmlFor={fieldId("url")} error={errors.url} errorFor="url">
            <input
              id={fieldId("url")}
              value={draft.url}
              onChange={(e) => onChange({ url: e.target.value })}
              className={INPUT}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              {...described("url", true)}
            />
            <SiteLinkPicker label="Link the button to a page of this site" links={links} onPick={(url) => onChange({ url })} className="mt-1.5" />
            <UnknownLinkWarning value={draft.url} links={links} />
          </Field>
        </div>
        <MetricMediaField value={draft.image} accept="image" onChange={(image) => onChange({ image })} />
        {errors.image && (
          <p id={errorId("image")} role="alert" className="text-sm text-red-600">
            {errors.image}
          </p>
        )}
        <div className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          <SwitchRow
            label="Text link instead of button"
            hint="Show the button text as a link"
            checked={draft.is_text_link}
            onChange={(is_text_link) => onChange({ is_text_link })}
          />
          <SwitchRow
            label="Image first"
            hint="The image comes before the text (on the left on wide screens)"
            checked={draft.image_first}
            onChange={(image_first) => onChange({ image_first })}
          />
          <SwitchRow
            label="Include the template section below"
            hint="The template section right below this heading continues it, with no gap"
            checked={draft.is_included_templatesection}
            onChange={(is_included_templatesection) => onChange({ is_included_templatesection })}
          />
        </div>
      </div>
    </div>
  );
}

function Field({
  label,
  hint,
  htmlFor,
  error,
  errorFor,
  counter,
  children,
}: {
  label: string;
  hint?: string;
  htmlFor?: string;
  error?: string;
  errorFor?: CheckedField;
  counter?: ReactNode;
  children: ReactNode;
}) {
  const Label = htmlFor ? "label" : "p";
  return (
    <div>
      <Label {...(htmlFor ? { htmlFor } : {})} className="block text-sm font-medium text-gray-800">
        {label}
      </Label>
      {hint && htmlFor && (
        <p id={`${htmlFor}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children}</div>
      {counter}
      {error && errorFor && (
        <p id={errorId(errorFor)} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
