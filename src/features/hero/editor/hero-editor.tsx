"use client";

import { type EditorResult, mapOrNull, TranslationFields, TranslationsPanel, useTranslationLocale, EditorFrame } from "@/features/editing/record";
import { RevisionsButton } from "@/features/revisions";
import { useEffect } from "react";
import { HeroPreview } from "./hero-preview";
import { HeroToolbar } from "./hero-toolbar";
import { useHeroEditor, type HeroTarget } from "./use-hero-editor";

/** The Hero Section editor (spec/editors.md §2.5): toolbar, live preview edited in place, Cancel / Delete / Create Hero Section or Save Changes. */
export function HeroEditor({ target, urlPage, onClose }: { target: HeroTarget; urlPage: string; onClose: (result?: EditorResult) => void }) {
  const hero = useHeroEditor({ target, urlPage, onClose });
  const [locale, setLocale, offer] = useTranslationLocale();
  const isEdit = target.mode === "edit";
  const { editor, form, titleRef } = hero;

  // spec §4: on open the title gets focus if it is empty (after the dialog's own first focus).
  useEffect(() => {
    if (form.title.trim()) return;
    const frame = requestAnimationFrame(() => (titleRef.current as HTMLElement | null)?.focus());
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  return (
    <EditorFrame
      editor={editor}
      title={isEdit ? "Edit Hero Section" : "Create Hero Section"}
      mode={target.mode}
      subject="hero section"
      toolbar={<HeroToolbar form={form} set={(next) => editor.set(() => next)} />}
      saveLabel={isEdit ? "Save Changes" : "Create Hero Section"}
      footerStart={
        hero.error && (
          <p role="alert" className="mr-auto max-w-xl text-sm font-medium text-red-700">
            {hero.error}
          </p>
        )
      }
      revisions={
        target.mode === "edit" && (
          <RevisionsButton
            path={`/api/hero-sections/${target.hero.id}`}
            subject="hero section"
            onRestored={() => onClose({ action: "updated", type: "hero", id: target.hero.id })}
          />
        )
      }
      deletion={isEdit ? { title: "Delete Hero Section", description: "This removes the hero from this page. It cannot be undone." } : undefined}
      onCancel={() => onClose()}
    >
      <HeroPreview
        form={form}
        change={(patch, group) => editor.set(patch, { group })}
        commit={editor.seal}
        titleRef={titleRef}
        titleMissing={hero.titleMissing}
      />
      <TranslationsPanel>
        <TranslationFields
          texts={[
            { key: "title_translation", label: "Title", base: form.title, value: form.title_translation },
            { key: "description_translation", label: "Description", base: form.description, value: form.description_translation, multiline: true },
            { key: "button_translation", label: "Button text", base: form.button, value: form.button_translation },
            { key: "tag_line_translation", label: "Tag line", base: form.tag_line, value: form.tag_line_translation },
            // The second button (Global Settings → Hero Section) is translated here too, once it has a text.
            ...(form.button_secondary_text
              ? [
                  {
                    key: "button_secondary_text_translation",
                    label: "Second button's text",
                    base: form.button_secondary_text,
                    value: form.button_secondary_text_translation,
                  },
                ]
              : []),
          ]}
          onChange={(key, next) => editor.set((f) => ({ ...f, [key]: mapOrNull(next) }), { group: `translation-${key}-${locale}` })}
          locale={locale}
          onLocaleChange={setLocale}
          {...offer}
        />
      </TranslationsPanel>
    </EditorFrame>
  );
}
