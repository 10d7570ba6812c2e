"use client";

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Role } from "@/platform/tenancy/types";

export type Viewer = {
  user: { id: string; email: string; name: string } | null;
  role: Role | null;
  organization: { id: number; name: string } | null;
};

const SIGNED_OUT: Viewer = { user: null, role: null, organization: null };

function loadViewer(): Promise<Viewer> {
  return fetch("/api/session", { credentials: "same-origin", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<Viewer>) : SIGNED_OUT))
    .catch(() => SIGNED_OUT);
}

/** `undefined`: no provider above; `null`: still asking. */
const ViewerContext = createContext<Viewer | null | undefined>(undefined);

/**
 * The spec's "asynchronous admin check", asked once per page view: who is signed
 * in and their role in this site's organization. Pages are the same HTML for
 * everyone, so this is asked after load; the viewer bar, the visitor widgets and
 * the members-only editing layer all read this one answer. The site layout
 * provides it, once (src/app/site/[host]/[locale]/(site)/layout.tsx).
 */
export function ViewerProvider({ children }: { children?: ReactNode }) {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  // One request even when React runs the effect twice (development's StrictMode).
  const request = useRef<Promise<Viewer> | null>(null);
  useEffect(() => {
    let live = true;
    request.current ??= loadViewer();
    void request.current.then((value) => live && setViewer(value));
    return () => {
      live = false;
    };
  }, []);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

const noSubscription = () => () => {};

/**
 * The page's viewer; `null` while the session check runs, and always `null` while
 * the component hydrates: the HTML was rendered for nobody, so a part of the page
 * that hydrates after the answer arrived (a late Suspense boundary) must first
 * render as the server did, then update. Without this, it would hydrate as the
 * signed-in member and React would find other HTML than it rendered (error #418).
 */
export function useViewer(): Viewer | null {
  const viewer = useContext(ViewerContext);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (viewer === undefined) throw new Error("useViewer() needs a <ViewerProvider> above it.");
  return hydrated ? viewer : null;
}

/** Like useViewer, but null outside a ViewerProvider (a part shown both on the page and elsewhere). */
export function useOptionalViewer(): Viewer | null {
  const viewer = useContext(ViewerContext);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (viewer ?? null) : null;
}

/** Members (owner, admin, editor) edit the site; a signed-in user without a role is a customer. */
export function canEdit(viewer: Viewer | null): boolean {
  return viewer?.role === "owner" || viewer?.role === "admin" || viewer?.role === "editor";
}
