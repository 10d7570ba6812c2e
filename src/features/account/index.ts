// What other code may import from the account feature.
export { ViewerBar } from "./viewer-bar";
// Types and the sign-out helper only: the modal and the auth client load when used,
// so they stay out of the chunk every visitor downloads with the viewer bar.
export { LOGIN_MODAL_TEXTS, type LoginModalProps } from "./types";
export { signOut } from "./sign-out";
export { loadLoginModal } from "./load-login-modal";
// The account pages' card and fields, for other pages of the same kind (the invitation page).
export { AuthCard, AuthShell, Field, linkClass, Notice, SubmitButton } from "./auth-card";
