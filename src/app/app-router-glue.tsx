"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { setPageRefresher } from "@/platform/page-refresh";
import { navigated } from "@/platform/path";

/**
 * The App Router's glue, rendered by its site layout only (the personal pages: sign-in,
 * account, tickets; the islands renderer, which loads no Next in its render, has its own):
 * a member's refresh is the router's refresh, and after a client navigation every usePath()
 * follows the new address. Create Page's "go to the new page" loads it (the default of
 * src/platform/page-refresh): a site's pages are the islands renderer's, not the router's.
 */
export function AppRouterGlue() {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => setPageRefresher({ refresh: () => router.refresh(), goTo: (href) => window.location.assign(href) }), [router]);
  useEffect(() => navigated(), [pathname]);
  return null;
}
