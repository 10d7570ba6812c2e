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

type Store = { viewer: Viewer | null; request: Promise<Viewer> | null; listeners: Set<() => void> };

/**
 * The page's one session answer. Its state lives on the window under a registered symbol,
 * not in this module: a page the islands renderer wrote runs this module twice (the islands
 * entry and the chunks it loads are separate builds), and both must share one request.
 */
const STORE = Symbol.for("onsite.viewer");

function store(): Store {
  const global = globalThis as { [STORE]?: Store };
  return (global[STORE] ??= { viewer: null, request: null, listeners: new Set() });
}

/** Asks `/api/session` once per page view (the first caller asks, the others share the answer). */
export function requestViewer(): Promise<Viewer> {
  const state = store();
  state.request ??= loadViewer().then((answer) => {
    state.viewer = answer;
    for (const listener of state.listeners) listener();
    return answer;
  });
  return state.request;
}

/** For useSyncExternalStore: the first subscriber starts the request. */
export function subscribeViewer(onChange: () => void): () => void {
  const state = store();
  state.listeners.add(onChange);
  void requestViewer();
  return () => {
    state.listeners.delete(onChange);
  };
}

/** The answer, or null while the request runs. */
export function currentViewer(): Viewer | null {
  return store().viewer;
}

/** Members (owner, admin, editor) edit the site; a signed-in user without a role is a customer. */
export function canEdit(viewer: Viewer | null): boolean {
  return viewer?.role === "owner" || viewer?.role === "admin" || viewer?.role === "editor";
}
