// The members-only editing shell: the page's viewer (one session check per page
// view), the editing layer, the editor registration contract and useEditing().
export { ViewerProvider, useViewer, useOptionalViewer, canEdit, type Viewer } from "./viewer";
export { EditingLayer } from "./editing-layer";
export { useEditing } from "./context";
export { ORDER_STEP } from "./block-order";
export { useUndo, type Undo, type UndoOptions } from "./use-undo";
export { useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt";
// The editor frame and the record hook: @/features/editing/record (members-only code, kept out of this index).
export { useSessionRecovery, isSessionEnded } from "./session-recovery";
export type { BlockRegistration, Editing, EditorCommand, EditorModule, EditorProps, EditorRegistration, EditorRequest, EditorResult } from "./types";
export { TranslationFields, TranslationsPanel, localeName, mapOrNull, useTranslationLocale, withTranslation, type TranslatedText, type TranslationMap } from "./translations";
