// The editors' entry point (issue 19 §6, issue 38): the one dialog frame, the one
// record hook, the registration types and useEditing(). Editor modules and the
// features' registrations import this, never the shell (@/features/editing, which
// only src/app mounts); members-only code, kept out of visitors' scripts (the
// registrations import its types only).
export { EditorFrame, type EditorFrameProps, type FrameEditor } from "./editor-frame";
export { useRecordEditor, NO_CHANGES, type RecordEditorOptions, type RecordOutcome } from "./use-record-editor";
export { useLiveRecord, type LiveRecordOptions, type LiveFormState, type RemoteSaveShown } from "./use-live-record";
export { SECTION_UPDATED_EVENT, HEADING_UPDATED_EVENT } from "./events";
export { useUndo, type Undo, type UndoOptions } from "../use-undo";
export { UndoButtons } from "./undo-buttons";
export { useUnsavedChangesPrompt } from "../use-unsaved-changes-prompt";
export {
  TranslationFields,
  TranslationsPanel,
  localeName,
  mapOrNull,
  useTranslationLocale,
  withTranslation,
  type TranslatedText,
  type TranslationMap,
} from "../translations";
export { useEditing } from "../context";
export { OPEN_COMMAND_EVENT } from "../link-command";
export type { BlockRegistration, Editing, EditorCommand, EditorModule, EditorProps, EditorRegistration, EditorRequest, EditorResult } from "../types";
