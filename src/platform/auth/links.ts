import { readConfirmation, type Confirmation } from "./confirm-email";
import { getAuth } from "./server";
import { markerIn, markerMatches } from "./sign-up-marker";

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

/**
 * Whether this browser signed up for the account the link confirms (its sign-up marker,
 * ./sign-up-marker.ts, matches the account and its current password): then confirming
 * keeps the sign-up's password and `/confirm-email` asks for none.
 */
export async function signedUpHere(confirmation: Confirmation, cookieHeader: string | null | undefined): Promise<boolean> {
  if (confirmation.state !== "open") return false;
  const marker = markerIn(cookieHeader);
  if (!marker) return false;
  const context = await (await getAuth()).$context;
  const credential = await context.internalAdapter.findCredentialAccount(confirmation.userId);
  return !!credential?.password && markerMatches(marker, context.secret, confirmation.userId, credential.password);
}
