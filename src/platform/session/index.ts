// The page's session, below the features (DESIGN.md "Editing"): who is signed in
// and their role (one check per page view), and the editors' answer to a session
// that ended while they were open. Widgets, editors and the editing shell read it here.
export { useViewer, canEdit, type Viewer } from "./viewer";
export { useSessionRecovery, isSessionEnded, SESSION_MESSAGES, type Recover, type SignInModal, type SignInModalProps } from "./session-recovery";
// The provider itself (with the toasts' code) is the editing shell's alone: it imports it from
// ./session-recovery-provider, so that a visitor's widgets reading the viewer here load no toasts.
