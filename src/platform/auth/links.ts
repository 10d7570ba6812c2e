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
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!found && found.expiresAt > new Date();
}

/** What the link mailed at sign-up is about, for `/confirm-email` (see ./confirm-email.ts). */
export async function confirmationOf(token: string): Promise<Confirmation> {
  const context = await (await getAuth()).$context;
  return readConfirmation(token, context.secret, (email) => context.internalAdapter.findUserByEmail(email));
}
