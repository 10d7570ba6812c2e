"use client";

import { useEffect, useState } from "react";
import type { Role } from "@/platform/tenancy/types";

export type Viewer = {
  user: { id: string; email: string; name: string } | null;
  role: Role | null;
  organization: { id: number; name: string } | null;
};

const SIGNED_OUT: Viewer = { user: null, role: null, organization: null };

/**
 * The spec's "asynchronous admin check": who is signed in and their role in the
 * current site's organization. Pages are the same HTML for everyone, so this is
 * asked after load. `null` while loading.
 */
export function useViewer(): Viewer | null {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/api/session", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : SIGNED_OUT))
      .catch(() => SIGNED_OUT)
      .then((value: Viewer) => live && setViewer(value));
    return () => {
      live = false;
    };
  }, []);
  return viewer;
}
