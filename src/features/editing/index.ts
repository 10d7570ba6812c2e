// The members-only editing shell: the page's viewer (one session check per page
// view), the editing layer, the editor registration contract and useEditing().
export { ViewerProvider, useViewer, useOptionalViewer, canEdit, type Viewer } from "./viewer";
export { EditingLayer } from "./editing-layer";
export { useEditing } from "./context";
export { ORDER_STEP } from "./block-order";
// The editor frame, the record hook, undo, the unsaved-changes prompt and the translation fields:
// @/features/editing/record (members-only code, kept out of this index and so out of visitors' scripts).
export { useSessionRecovery, isSessionEnded } from "./session-recovery";
export type { BlockRegistration, Editing, EditorCommand, EditorModule, EditorProps, EditorRegistration, EditorRequest, EditorResult } from "./types";
