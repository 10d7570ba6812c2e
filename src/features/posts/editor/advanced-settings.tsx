"use client";

import { useId, type ReactNode } from "react";
import { ChooseFromLibrary } from "@/features/media-library";
import { POST_LIMITS, POST_TYPES, type PostType } from "../rules";
import type { PostForm } from "./form";

const INPUT =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none";
const TYPE_LABELS: Record<PostType, string> = {
  default: "Default (article with the site's header and footer)",
  minimal: "Minimal (article without header and footer)",
  landing: "Landing (your own HTML)",
};

type Props = {
  form: PostForm;
  set: <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;
  errors: Partial<Record<keyof PostForm, string>>;
  /** Edit mode: the slug of a published post changes its address. */
  editing: boolean;
};

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Check({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (value: boolean) => void; disabled?: boolean }) {
  return (
    <label className={`flex items-center gap-2 text-sm ${disabled ? "text-gray-500" : "text-gray-800"}`}>
      <input type="checkbox" className="size-4" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** The Advanced Settings pane (spec/editors.md §2 item 6, §3 "Post"), reached by More. */
export function AdvancedSettings({ form, set, errors, editing }: Props) {
  const meta = form.metadescription_for_page.length;
  const warn = meta > POST_LIMITS.metaDescriptionWarning;
  return (
    <div className="grid gap-6 p-6 md:grid-cols-2">
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">Address and search</legend>
        <Field label="Slug" error={errors.slug} hint={editing ? "Changing it changes the post's address." : "Made from the title until you change it."}>
          {({ id, describedBy }) => (
            <input
              id={id}
              data-slug-field
              className={INPUT}
              value={form.slug}
              onChange={(e) => set("slug", e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={!!errors.slug || undefined}
            />
          )}
        </Field>
        <Field
          label="Meta description"
          error={errors.metadescription_for_page}
          hint={
            <span data-warning={warn || undefined} className={warn ? "font-semibold text-orange-700" : undefined}>
              {meta}/{POST_LIMITS.metaDescription}
            </span>
          }
        >
          {({ id, describedBy }) => (
            <textarea
              id={id}
              rows={3}
              maxLength={POST_LIMITS.metaDescription}
              className={INPUT}
              value={form.metadescription_for_page}
              onChange={(e) => set("metadescription_for_page", e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field label="Main photo" error={errors.main_photo} hint="An image address starting with https:// or /.">
          {({ id, describedBy }) => (
            <>
              <input
                id={id}
                type="url"
                className={INPUT}
                value={form.main_photo}
                onChange={(e) => set("main_photo", e.target.value)}
                aria-describedby={describedBy}
              />
              <ChooseFromLibrary accept="image" onPick={(url) => set("main_photo", url)} className="mt-1.5 !px-2.5 !py-1.5 !text-xs" />
            </>
          )}
        </Field>
        <Field label="Post type" error={errors.type}>
          {({ id }) => (
            <select id={id} className={INPUT} value={form.type} onChange={(e) => set("type", e.target.value as PostType)}>
              {POST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <div className="space-y-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-gray-900">Author</legend>
          <Check label="Show an author" checked={form.is_with_author} onChange={(v) => set("is_with_author", v)} />
          <Check
            label="The company is the author"
            checked={form.is_company_author}
            disabled={!form.is_with_author}
            onChange={(v) => set("is_company_author", v)}
          />
          <Field label="Author name" error={errors.author_name}>
            {({ id }) => (
              <input
                id={id}
                className={INPUT}
                value={form.author_name}
                disabled={!form.is_with_author || form.is_company_author}
                onChange={(e) => set("author_name", e.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-gray-900">Where it shows</legend>
          <Check label="Display this post" checked={form.display_this_post} onChange={(v) => set("display_this_post", v)} />
          <Check label="Display as a blog post" checked={form.display_as_blog_post} onChange={(v) => set("display_as_blog_post", v)} />
          <Check label="Show on the home page" checked={form.is_displayed_first_page} onChange={(v) => set("is_displayed_first_page", v)} />
          <Check label="Help center article" checked={form.is_help_center} onChange={(v) => set("is_help_center", v)} />
          {form.is_help_center && (
            <Field label="Help center order" error={errors.help_center_order}>
              {({ id }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={INPUT}
                  value={form.help_center_order}
                  onChange={(e) => set("help_center_order", e.target.value)}
                />
              )}
            </Field>
          )}
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="col-span-2 text-sm font-semibold text-gray-900">Organization</legend>
          <Field label="Subsection" error={errors.subsection}>
            {({ id }) => <input id={id} className={INPUT} value={form.subsection} onChange={(e) => set("subsection", e.target.value)} />}
          </Field>
          <Field label="Order" error={errors.order} hint="A whole number; 0 when empty.">
            {({ id, describedBy }) => (
              <input
                id={id}
                inputMode="numeric"
                className={INPUT}
                value={form.order}
                onChange={(e) => set("order", e.target.value)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        </fieldset>
      </div>
    </div>
  );
}
