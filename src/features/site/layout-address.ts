/**
 * A page layout's API address (presence, issue 43 §4): `/api/page-layout/pages/{key}`, where
 * the key is the stored page path in base64url (`/` -> `Lw`, `/about` -> `L2Fib3V0`), so every
 * path is one segment of letters, digits, - and _ (what a presence record may be) and no
 * page's address lies under another's. GET answers the layout with its version; Manage Page
 * Layout names it as its record, and every save or restore of the layout announces it.
 */
export function pageLayoutAddress(urlPage: string): string {
  const bytes = new TextEncoder().encode(urlPage);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `/api/page-layout/pages/${btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** The page path a key of pageLayoutAddress names, or null when it is not one. */
export function pagePathOfLayoutKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,700}$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
