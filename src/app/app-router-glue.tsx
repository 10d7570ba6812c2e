"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { setPageRefresher } from "@/platform/page-refresh";
import { navigated } from "@/platform/path";

/**
 * The App Router's glue, rendered by its site layout only (the islands renderer, which
 * loads no Next in its render, has its own): a member's refresh and Create Page's "go
 * to the new page" (src/platform/page-refresh) are the router's refresh and push, and
 * after a push every usePath() follows the new address.
 */
export function AppRouterGlue() {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => setPageRefresher({ refresh: () => router.refresh(), goTo: (href) => router.push(href) }), [router]);
  useEffect(() => navigated(), [pathname]);
  return null;
}
