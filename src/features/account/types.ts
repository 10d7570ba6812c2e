import type { MessageKey } from "@/platform/i18n/messages";

export type LoginModalProps = {
  onClose: () => void;
  /** After signing in; by default the page reloads so it shows the signed-in state. */
  onSignedIn?: () => void;
};

/**
 * The texts the login modal reads (its sign-in and forgot-password views, the sign-in's
 * errors): an island or widget that opens it declares them (src/platform/islands).
 */
export const LOGIN_MODAL_TEXTS = [
  "signInTitle",
  "email",
  "password",
  "signIn",
  "signingIn",
  "noAccount",
  "register",
  "forgotTitle",
  "forgotPassword",
  "forgotIntro",
  "backToSignIn",
  "sendResetLink",
  "sendingResetLink",
  "resetLinkSent",
  "resetLinkSentAnon",
  "genericError",
  "emailNotVerified",
  "invalidCredentials",
  "tooManyAttempts",
] as const satisfies readonly MessageKey[];
