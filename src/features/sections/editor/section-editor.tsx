"use client";

import { type EditorResult, mapOrNull, TranslationFields, TranslationsPanel, useTranslationLocale, EditorFrame } from "@/features/editing/record";
import { RevisionsButton } from "@/features/revisions";
import { PreviewFrame } from "@/ui/preview-frame";
import { MetricsArea } from "./metrics-area";
import { SectionPreview } from "./section-preview";
import { SectionToolbar } from "./section-toolbar";
import { useSectionEditor, type EditorTarget } from "./use-section-editor";

export type SectionEditorProps = {
  target: EditorTarget;
  urlPage: string;
  /** Called when the editor closes: nothing when cancelled or unchanged, else what was saved or deleted. */
  onClose: (result?: EditorResult) => void;
};

/** The Template Section editor (spec/editors.md §2.1): toolbar, live preview, metrics, Cancel / Delete / Create or Update. */
export function SectionEditor({ target, urlPage, onClose }: SectionEditorProps) {
  const section = useSectionEditor({ target, urlPage, onClose });
  const [locale, setLocale, offer] = useTranslationLocale();
  const isEdit = target.mode === "edit";

  return (
    <EditorFrame
      editor={section.editor}
      title={isEdit ? "Edit Template Section" : "Create Template Section"}
      mode={target.mode}
      fullscreen
      subject="section"
      toolbar={<SectionToolbar draft={section.draft} onChange={section.change} />}
      saveLabel={isEdit ? "Update" : "Create"}
      revisions={
        target.mode === "edit" && (
          <RevisionsButton
            path={`/api/template-sections/${target.section.id}`}
            subject="section"
            onRestored={() => onClose({ action: "updated", type: "template_section", id: target.section.id })}
          />
        )
      }
      deletion={
        isEdit
          ? {
              title: "Delete section",
              description: "This permanently deletes the section from this page. It cannot be undone.",
              confirmText: section.savedTitle,
            }
          : undefined
      }
      discardNote={section.discardNote}
      onCancel={() => onClose()}
    >
      <PreviewFrame>
        <SectionPreview draft={section.draft} onChange={section.change} metrics={section.metrics} titleError={section.titleError} titleRef={section.titleRef} />
      </PreviewFrame>
      <TranslationsPanel>
        <TranslationFields
          texts={[
            { key: "section_title_translation", label: "Title", base: section.draft.section_title, value: section.draft.section_title_translation },
            {
              key: "section_description_translation",
              label: "Description",
              base: section.draft.section_description,
              value: section.draft.section_description_translation,
              rich: true,
            },
          ]}
          onChange={(key, next) => section.change({ [key]: mapOrNull(next) })}
          locale={locale}
          onLocaleChange={setLocale}
          {...offer}
        />
      </TranslationsPanel>
      <MetricsArea
        exists={isEdit}
        metrics={section.metrics}
        onMetricsChange={section.setMetricIds}
        onRestore={section.restoreMetric}
        onCreated={section.metricCreated}
        onSaved={section.libraryChanged}
        onDeleted={section.libraryDeleted}
      />
    </EditorFrame>
  );
}
