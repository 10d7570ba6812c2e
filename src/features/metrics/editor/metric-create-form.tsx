"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { Badge, Modal } from "@/ui/modal";
import { Button } from "@/ui/button";
import { createMetricSchema, updateMetricSchema, type Metric, type MetricInput, type MetricUpdateInput } from "../schema";
import { RichTextEditor, type RichTextEditorHandle } from "@/ui/rich-text-editor";
import { mapOrNull, TranslationFields, TranslationsPanel, useTranslationLocale, useUndo } from "@/features/editing/record";
import { LimitCounter } from "@/ui/limit-counter";
import { limitCounter, TEXT_LIMITS } from "@/platform/schema/limits";
import { MetricPreview, type MetricLook } from "./metric-preview";
import { MetricMediaField } from "./metric-media-field";
import { MetricToggles } from "./metric-toggles";
import { sameValue } from "@/ui/draft";

type Fields = Pick<MetricLook, "title" | "description" | "image" | "is_title_displayed" | "is_image_rounded_full" | "is_card_type"> &
  Pick<Metric, "title_translation" | "description_translation">;

const EMPTY: Fields = {
  title: "",
  description: "",
  title_translation: null,
  description_translation: null,
  image: null,
  is_title_displayed: true,
  is_image_rounded_full: false,
  is_card_type: false,
};

const fieldsOf = (metric: Metric): Fields => ({
  title: metric.title,
  description: metric.description,
  title_translation: metric.title_translation ?? null,
  description_translation: metric.description_translation ?? null,
  image: metric.image,
  is_title_displayed: metric.is_title_displayed,
  is_image_rounded_full: metric.is_image_rounded_full,
  is_card_type: metric.is_card_type,
});

export type MetricFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The metric to edit; none creates a new one. */
  metric?: Metric | null;
  busy: boolean;
  onCreate: (input: MetricInput) => void;
  /** The changed fields of the edited metric (never called without changes). */
  onUpdate: (changes: MetricUpdateInput) => void;
};

/** Create (or, given `metric`, edit) a metric: title, description, media and display options, with a preview. */
export function MetricCreateForm({ open, onOpenChange, metric, busy, onCreate, onUpdate }: MetricFormProps) {
  const editing = !!metric;
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
      title={
        <>
          {editing ? "Edit metric" : "Create metric"} <Badge tone={editing ? "gray" : "blue"}>{editing ? "Edit" : "New"}</Badge>
        </>
      }
      description={editing ? "Changes show everywhere this metric is used." : "The new metric joins your library and this section."}
      size="lg"
      stacked
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel="Saving...">
            {editing ? "Update" : "Create"}
          </Button>
        </>
      }
    >
      {open && (
        <MetricFormBody
          key={metric?.id ?? "new"}
          formId={formId}
          initial={metric ? fieldsOf(metric) : EMPTY}
          editing={editing}
          onSubmit={(payload) => (editing ? onUpdate(payload) : onCreate(payload as MetricInput))}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}

/**
 * The payload: every field to create; only the changed ones to update. The
 * description is the stored rich text, reported changed by its editor only when
 * the user changed it, so its markup is never sent back untouched.
 */
function payloadOf(fields: Fields, initial: Fields, editing: boolean): MetricUpdateInput {
  const all = { ...fields, title: fields.title.trim() };
  if (!editing) return all;
  return Object.fromEntries(Object.entries(all).filter(([key, value]) => !sameValue(initial[key as keyof Fields], value))) as Partial<Fields>;
}

type BodyProps = { formId: string; initial: Fields; editing: boolean; onSubmit: (payload: MetricUpdateInput) => void; onCancel: () => void };

const sameFields = (a: Fields, b: Fields) => (Object.keys(a) as (keyof Fields)[]).every((key) => sameValue(a[key], b[key]));

/** A message for the whole form (both texts required), or one field's (too long), shown next to it. */
type FormError = { message: string; field: "title" | "description" | null };

function MetricFormBody({ formId, initial, editing, onSubmit, onCancel }: BodyProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The editing shell's one undo history: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z in this dialog.
  const history = useUndo<Fields>(initial, { scope: () => formRef.current?.closest<HTMLElement>("[role=dialog]") ?? null, equal: sameFields });
  const fields = history.state;
  const [error, setError] = useState<FormError | null>(null);
  const [locale, setLocale, offer] = useTranslationLocale();
  const ids = { title: useId(), description: useId(), error: useId(), titleCounter: useId(), descriptionCounter: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<RichTextEditorHandle>(null);
  const required = error !== null && error.field === null;
  const invalid = {
    title: (required && !fields.title.trim()) || error?.field === "title",
    description: (required && !fields.description.trim()) || error?.field === "description",
  };
  const lengths = { title: fields.title.trim().length, description: fields.description.length };
  const describedBy = (field: "title" | "description") =>
    [
      invalid[field] ? ids.error : null,
      limitCounter(lengths[field], field === "title" ? TEXT_LIMITS.metricTitle : TEXT_LIMITS.metricDescription) ? ids[`${field}Counter`] : null,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const set = (changes: Partial<Fields>) => {
    // Typing in one field is one undo step; a toggle or the media is its own.
    history.set((current) => ({ ...current, ...changes }), { group: Object.keys(changes).join(",") });
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React events cross portals: never submit the section editor's form
    const payload = payloadOf(fields, initial, editing);
    const parsed = (editing ? updateMetricSchema : createMetricSchema).safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const tooLong = issue?.code === "too_big" && (issue.path[0] === "title" || issue.path[0] === "description") ? issue.path[0] : null;
      setError({ message: issue?.message ?? "Please check the fields", field: tooLong });
      if (tooLong ? tooLong === "title" : !fields.title.trim()) titleRef.current?.focus();
      else descriptionRef.current?.focus();
      return;
    }
    if (editing && Object.keys(payload).length === 0) return onCancel(); // nothing changed
    onSubmit(payload);
  };

  const errorText = (field: FormError["field"]) =>
    error && error.field === field ? (
      <p id={ids.error} role="alert" className={field ? "mt-1.5 text-sm text-red-700" : "rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"}>
        {error.message}
      </p>
    ) : null;

  const input =
    "mt-1.5 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none aria-invalid:border-red-400";
  return (
    <form ref={formRef} id={formId} method="post" action="/api/metrics" onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="space-y-4">
        <div>
          <label htmlFor={ids.title} className="block text-sm font-medium text-gray-800">
            Title
          </label>
          <input
            ref={titleRef}
            id={ids.title}
            aria-invalid={invalid.title || undefined}
            aria-describedby={describedBy("title")}
            value={fields.title}
            onChange={(e) => set({ title: e.target.value })}
            className={input}
            placeholder="e.g. 120+ clients"
            autoComplete="off"
          />
          <LimitCounter id={ids.titleCounter} length={lengths.title} max={TEXT_LIMITS.metricTitle} className="mt-1" />
          {errorText("title")}
        </div>
        <div>
          <p className="block text-sm font-medium text-gray-800">Description</p>
          <div className="mt-1.5">
            <RichTextEditor
              ref={descriptionRef}
              id={ids.description}
              label="Description"
              value={fields.description}
              onChange={(description) => set({ description })}
              invalid={invalid.description}
              describedBy={describedBy("description")}
            />
          </div>
          <LimitCounter id={ids.descriptionCounter} length={lengths.description} max={TEXT_LIMITS.metricDescription} className="mt-1" />
          {errorText("description")}
        </div>
        <MetricMediaField value={fields.image} rounded={fields.is_image_rounded_full} onChange={(image) => set({ image })} />
        <MetricToggles value={fields} onChange={set} />
        <TranslationsPanel>
          <TranslationFields
            texts={[
              { key: "title_translation", label: "Title", base: fields.title, value: fields.title_translation },
              { key: "description_translation", label: "Description", base: fields.description, value: fields.description_translation, rich: true },
            ]}
            onChange={(key, next) => set({ [key]: mapOrNull(next) })}
            locale={locale}
            onLocaleChange={setLocale}
            {...offer}
          />
        </TranslationsPanel>
        {errorText(null)}
      </div>
      <aside className="hidden self-start rounded-xl bg-gray-50 p-3 md:block">
        <p className="mb-2 text-xs font-medium tracking-wide text-gray-500 uppercase">Preview</p>
        <MetricPreview metric={fields} />
      </aside>
    </form>
  );
}
