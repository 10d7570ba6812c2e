"use client";

import type { ReactNode } from "react";
import { PathProvider } from "../path";
import { SiteProvider } from "../tenancy/site-context";
import type { IslandPageData } from "./page-data";

/**
 * What every island's root provides, on the server and in the browser alike: the site
 * (its settings, the page's locale and time zone, the messages the page carries) and the
 * page's path. An island reads nothing else from above it.
 */
export function IslandRoot({ page, children }: { page: IslandPageData; children?: ReactNode }) {
  return (
    <SiteProvider value={{ ...page.site, messages: page.messages }}>
      <PathProvider path={page.path} search={page.search}>
        {children}
      </PathProvider>
    </SiteProvider>
  );
}
