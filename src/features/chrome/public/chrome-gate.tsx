"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { basePath, isChromeHidden } from "@/features/site";

/** Renders the chrome except on the paths of spec §2.2 (login, register, admin, …). */
export function ChromeGate({ children }: { children: ReactNode }) {
  const path = basePath(usePathname());
  return isChromeHidden(path) ? null : <>{children}</>;
}
