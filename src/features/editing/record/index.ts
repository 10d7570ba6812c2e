// The editors' second entry point (issue 19 §6): the one dialog frame and the one
// record hook. Only editor modules import it, and they load only for members: kept
// out of @/features/editing (index.ts), which every visitor's page imports.
export { EditorFrame, type EditorFrameProps, type FrameEditor } from "./editor-frame";
export { useRecordEditor, NO_CHANGES, type RecordEditorOptions, type RecordOutcome } from "./use-record-editor";
export { SECTION_UPDATED_EVENT, HEADING_UPDATED_EVENT } from "./events";
export { useUndo, type Undo, type UndoOptions } from "../use-undo";
export { useUnsavedChangesPrompt } from "../use-unsaved-changes-prompt";
export { TranslationFields, TranslationsPanel, localeName, mapOrNull, useTranslationLocale, withTranslation, type TranslatedText, type TranslationMap } from "../translations";
