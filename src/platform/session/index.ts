// The page's session, below the features (DESIGN.md "Editing"): who is signed in
// and their role (one check per page view), and the editors' answer to a session
// that ended while they were open. Widgets, editors and the editing shell read it here.
export { useViewer, canEdit, type Viewer } from "./viewer";
export { useSessionRecovery, isSessionEnded, type Recover } from "./session-recovery";
export { SessionRecoveryProvider, SESSION_MESSAGES, type SignInModal, type SignInModalProps } from "./session-recovery-provider";
