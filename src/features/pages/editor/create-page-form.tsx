"use client";

import { LayoutTemplate, TriangleAlert } from "lucide-react";
import { DescriptionField, SlugField, TitleField } from "./page-fields";
import type { useCreatePage } from "./use-create-page";

/** The Create Page form: what a template-based page is, the form banner, and the three fields. */
export function CreatePageForm({ id, form, origin }: { id: string; form: ReturnType<typeof useCreatePage>; origin: string }) {
  return (
    <form
      id={id}
      method="post"
      action="/api/pages"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      className="space-y-5"
    >
      <div className="flex gap-3 rounded-lg border border-blue-100 bg-blue-50 px-4 py-3 text-sm text-blue-950">
        <LayoutTemplate aria-hidden className="mt-0.5 size-5 shrink-0 text-blue-700" />
        <p>
          A template-based page is built from <strong>Template Sections</strong> and <strong>Heading Sections</strong> that you add and arrange on the page. It
          suits landing pages, services and feature showcases.
        </p>
      </div>
      {form.banner && (
        <div role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{form.banner}</p>
        </div>
      )}
      <TitleField value={form.fields.title} error={form.errors.title} inputRef={form.refs.title} onChange={form.setTitle} />
      <SlugField
        value={form.fields.slug}
        error={form.errors.slug}
        inputRef={form.refs.slug}
        onChange={form.setSlug}
        origin={origin}
        automatic={!form.slugEdited}
      />
      <DescriptionField value={form.fields.description} error={form.errors.description} inputRef={form.refs.description} onChange={form.setDescription} />
    </form>
  );
}
