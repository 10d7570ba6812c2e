/**
 * Paths without the site chrome (spec/site-admin.md §2.2, spec/visitor.md: banners
 * too): login, signup, register, reset-password, admin, help-center,
 * account/profile/tickets and account/edupro, each with anything below it. `path` is
 * the base path (no locale prefix).
 */
export const CHROME_HIDDEN_PATHS = [
  "/login",
  "/signup",
  "/register",
  "/reset-password",
  "/admin",
  "/help-center",
  "/account/profile/tickets",
  "/account/edupro",
  // Not in the spec's list: the invitation link's page is an account page like /login (docs/decisions.md, "Team").
  "/invitation",
  // Not in the spec's list either: the sign-up confirmation link's page (docs/decisions.md, "Accounts and mail").
  "/confirm-email",
] as const;

export function isChromeHidden(path: string): boolean {
  const clean = "/" + path.split("/").filter(Boolean).join("/").toLowerCase();
  return CHROME_HIDDEN_PATHS.some((hidden) => clean === hidden || clean.startsWith(hidden + "/"));
}
