"use client";

import { type EditorResult, localeName, TranslationFields, TranslationsPanel, useTranslationLocale, EditorFrame } from "@/features/editing/record";
import { RevisionsButton } from "@/features/revisions";
import { useEffect, useState } from "react";
import { fieldId, type TranslatedField } from "./form-state";
import { HeadingFields } from "./heading-fields";
import { HeadingPreview } from "./heading-preview";
import { HeadingToolbar } from "./heading-toolbar";
import { useHeadingEditor, type HeadingTarget } from "./use-heading-editor";

export type HeadingEditorProps = {
  target: HeadingTarget;
  urlPage: string;
  /** Called when the editor closes: nothing when cancelled or unchanged, else what was saved or deleted. */
  onClose: (result?: EditorResult) => void;
};

/** The Heading Section editor (spec/editors.md §2.4): toolbar, live preview, fields, translations, Cancel / Delete / Create or Update. */
export function HeadingEditor({ target, urlPage, onClose }: HeadingEditorProps) {
  const heading = useHeadingEditor({ target, urlPage, onClose });
  const [translating, setTranslating] = useState(false);
  const [locale, setLocale, offer] = useTranslationLocale();
  const isEdit = target.mode === "edit";

  // The first field takes focus once the dialog has placed its own.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fieldId("name"))?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <EditorFrame
      editor={heading.editor}
      title={isEdit ? "Edit Heading Section" : "Create Heading Section"}
      mode={target.mode}
      subject="heading section"
      toolbar={<HeadingToolbar draft={heading.draft} onChange={heading.change} />}
      saveLabel={isEdit ? "Update" : "Create"}
      revisions={
        target.mode === "edit" && (
          <RevisionsButton
            path={`/api/template-heading-sections/${target.heading.id}`}
            subject="heading section"
            onRestored={() => onClose({ action: "updated", type: "heading_section", id: target.heading.id })}
          />
        )
      }
      deletion={
        isEdit
          ? {
              title: "Delete heading section?",
              description: `This permanently deletes the heading section “${heading.savedName}” from this page. It cannot be undone.`,
            }
          : undefined
      }
      onCancel={() => onClose()}
    >
      <section aria-label={translating && locale ? `Preview in ${localeName(locale)}` : "Preview"}>
        <HeadingPreview draft={heading.draft} locale={translating ? locale : ""} />
      </section>
      <HeadingFields draft={heading.draft} onChange={heading.change} errors={heading.errors} />
      <TranslationsPanel open={translating} onOpenChange={setTranslating}>
        <TranslationFields
          texts={[
            { key: "name_translation", label: "Name", base: heading.draft.name, value: heading.draft.name_translation },
            {
              key: "description_text_translation",
              label: "Description",
              base: heading.draft.description_text,
              value: heading.draft.description_text_translation,
              rich: true,
            },
            { key: "button_text_translation", label: "Button text", base: heading.draft.button_text, value: heading.draft.button_text_translation },
          ]}
          onChange={(key, next) => heading.change({ [key as TranslatedField]: next })}
          locale={locale}
          onLocaleChange={setLocale}
          {...offer}
        />
      </TranslationsPanel>
    </EditorFrame>
  );
}
