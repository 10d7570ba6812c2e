import { readConfirmation, type Confirmation } from "./confirm-email";
import { getAuth } from "./server";

/**
 * Whether a password reset link still works (it works once, within RESET_LINK_SECONDS),
 * checked on the server when `/reset-password` is opened, the way Better Auth checks it
 * when the new password is sent.
 */
export async function resetLinkWorks(token: string): Promise<boolean> {
  if (!token) return false;
  const context = await (await getAuth()).$context;
  return linkIsCurrent(await context.internalAdapter.findVerificationValue(`reset-password:${token}`));
}

/** Whether a stored link (Better Auth's verification value) is there and not expired at `now`: a used link is deleted, an old one has expired. */
export const linkIsCurrent = (found: { expiresAt: Date } | null | undefined, now = new Date()): boolean => !!found && found.expiresAt > now;

/** What the link mailed at sign-up is about, for `/confirm-email` (see ./confirm-email.ts). */
export async function confirmationOf(token: string): Promise<Confirmation> {
  const context = await (await getAuth()).$context;
  return readConfirmation(token, context.secret, (email) => context.internalAdapter.findUserByEmail(email));
}
