"use client";

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";

/**
 * The page's path as the visitor's address bar shows it (`/es/about`, `/about`), the
 * project's own `usePathname()`: it works in an App Router page, in an island's own root
 * and in a widget or editing layer mounted over plain HTML. The server renders with the
 * path its renderer provides; the browser reads `location.pathname` (the same path, so a
 * component hydrates unchanged) and follows the history (`popstate`, and `navigated()` for
 * a `history.pushState` of our own).
 */
const PathContext = createContext<{ path: string; search?: string } | null>(null);

/**
 * `search`: the query the server renders with (`?contact=sent`), where a component reads it
 * (useSearch). Without one, the query of a provider above it (an island's root inside the
 * islands renderer's page: the contact form's outcome is in its HTML).
 */
export function PathProvider({ path, search, children }: { path: string; search?: string; children?: ReactNode }) {
  const inherited = useContext(PathContext)?.search;
  const query = search ?? inherited;
  const value = useMemo(() => ({ path, search: query }), [path, query]);
  return <PathContext.Provider value={value}>{children}</PathContext.Provider>;
}

const NAVIGATED = "onsite:navigated";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** Tells every `usePath()` that the address changed without a page load (after `history.pushState`). */
export function navigated() {
  window.dispatchEvent(new Event(NAVIGATED));
}

/** The visible path (with its language prefix); "/" where nothing provides one on the server. */
export function usePath(): string {
  const provided = useContext(PathContext);
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => provided?.path ?? "/",
  );
}

/**
 * The page's query string as the address shows it (`?contact=sent`, or ""), the project's
 * own `useSearchParams()`. The server renders with the query its renderer provides; while
 * a component hydrates without one provided (an island's root), the browser's own
 * `location.search` is the query the server rendered with.
 */
export function useSearch(): string {
  const provided = useContext(PathContext);
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => provided?.search ?? (typeof window === "undefined" ? "" : window.location.search),
  );
}
