"use client";

import type { ReactNode } from "react";
import { usePath } from "@/platform/path";
import { basePath, isChromeHidden } from "@/features/site";

/** Renders the chrome except on the paths of spec §2.2 (login, register, admin, …). */
export function ChromeGate({ children }: { children: ReactNode }) {
  const path = basePath(usePath());
  return isChromeHidden(path) ? null : <>{children}</>;
}
