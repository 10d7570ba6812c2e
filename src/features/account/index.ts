// What other code may import from the account feature.
export { ViewerBar } from "./viewer-bar";
export type { LoginModalProps } from "./login-modal";
/** Loads the login modal when it is needed (header login button, an editor whose session ended). */
export const loadLoginModal = () => import("./login-modal");
