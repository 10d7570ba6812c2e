// What other code may import from the account feature.
export { ViewerBar } from "./viewer-bar";
// Types and the sign-out helper only: the modal and the auth client load when used,
// so they stay out of the chunk every visitor downloads with the viewer bar.
export type { LoginModalProps } from "./types";
export { signOut } from "./sign-out";
export { loadLoginModal } from "./load-login-modal";
