"use client";

import { useSyncExternalStore } from "react";
import { currentViewer, subscribeViewer, type Viewer } from "./viewer-store";

export { canEdit, type Viewer } from "./viewer-store";

/**
 * The spec's "asynchronous admin check", asked once per page view: who is signed
 * in and their role in this site's organization. Pages are the same HTML for
 * everyone, so this is asked after load, by the first component that reads it;
 * every React root on the page (the viewer bar, the visitor widgets, the
 * members-only editing layer, the islands) reads this one answer from one store
 * (./viewer-store.ts, shared by the islands entry too): no provider above them.
 */
/**
 * The page's viewer; `null` while the session check runs, and always `null` while
 * the component hydrates (the server's snapshot): the HTML was rendered for nobody,
 * so a part of the page that hydrates after the answer arrived (a late Suspense
 * boundary, an island hydrating when visible) must first render as the server did,
 * then update. Without this, it would hydrate as the signed-in member and React
 * would find other HTML than it rendered (error #418).
 */
export function useViewer(): Viewer | null {
  return useSyncExternalStore(subscribeViewer, currentViewer, () => null);
}
