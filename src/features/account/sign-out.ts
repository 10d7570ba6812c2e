/** Signs out (the auth client loads when used) and reloads the page so it shows the signed-out state. */
export async function signOut() {
  const { authClient } = await import("@/platform/auth/client");
  await authClient.signOut();
  window.location.reload();
}
