import type { MessageKey } from "@/platform/i18n/messages";

/**
 * The account forms post here (`method="post"`), so they work before their scripts run
 * and without JavaScript (issue 36): `/api/account/<form>` (server/form-posts.ts) does
 * what the script would and answers 303 to the next page, or back to the form's page with
 * `?error=<code>` (never the email or the password), which the page shows in its language.
 */
export const FORM_ACTIONS = {
  signIn: "/api/account/sign-in",
  signUp: "/api/account/sign-up",
  forgotPassword: "/api/account/forgot-password",
  resetPassword: "/api/account/reset-password",
  confirmEmail: "/api/account/confirm-email",
  // The account page's forms (disabled until its scripts run; a client without them may still post).
  name: "/api/account/name",
  password: "/api/account/password",
  sessions: "/api/account/sessions",
} as const;

/** The account page's forms, as `?form=` names the one a posted form came back to. */
export const ACCOUNT_FORMS = ["name", "password", "sessions"] as const;
export type AccountForm = (typeof ACCOUNT_FORMS)[number];

/** The codes a form's page may be sent back with, and the message each one shows. */
export const FORM_ERRORS = {
  invalid: "invalidCredentials",
  unverified: "emailNotVerified",
  "too-many": "tooManyAttempts",
  "too-short": "passwordTooShort",
  "invalid-email": "invalidEmail",
  "invalid-link": "resetLinkInvalid",
  "name-required": "nameRequired",
  "wrong-password": "wrongCurrentPassword",
  error: "genericError",
} as const satisfies Record<string, MessageKey>;

export type FormError = keyof typeof FORM_ERRORS;

/** A query value as a known code, or null (anything else is ignored). */
export const formError = (value: unknown): FormError | null => (typeof value === "string" && Object.hasOwn(FORM_ERRORS, value) ? (value as FormError) : null);
