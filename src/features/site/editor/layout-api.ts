"use client";

import { apiFetch } from "@/platform/http/client";
import type { PageTranslation } from "@/platform/translations/rules";
import { toPagePath } from "@/platform/schema";
import { pageLayoutAddress } from "../layout-address";
import { PAGE_LAYOUT_MESSAGES, type PageLayoutRecord, type PageLayoutSection } from "../layout-schema";
import { layoutOrders } from "./layout-order";

export type LayoutPage = { organizationId: number; urlPage: string };

export const layoutKey = (page: LayoutPage) => ["page-layout", page.organizationId, page.urlPage] as const;

/** The page's layout address (its record for presence, and where it is read with its version): the stored path's. */
export const layoutAddress = ({ urlPage }: LayoutPage) => pageLayoutAddress(toPagePath(urlPage));

/** GET /api/page-layout/pages/{key}: the page's blocks in order, with the layout's version (a save is sent against it). */
export function fetchPageLayout(page: LayoutPage): Promise<PageLayoutRecord> {
  return apiFetch<PageLayoutRecord>(layoutAddress(page), { fallback: PAGE_LAYOUT_MESSAGES.loadFailed });
}

/** GET /api/page-layout/translation: the page's translation status in the site's other languages (members only). */
export function fetchPageTranslation({ urlPage }: LayoutPage): Promise<PageTranslation> {
  return apiFetch<PageTranslation>(`/api/page-layout/translation?${new URLSearchParams({ url_page: urlPage })}`, { fallback: PAGE_LAYOUT_MESSAGES.loadFailed });
}

/** PUT /api/page-layout: the blocks in this order (10, 20, 30 …), saved in one transaction, if the layout is still at `version` (409 otherwise). */
export function savePageLayout({ organizationId, urlPage }: LayoutPage, blocks: readonly PageLayoutSection[], version: number) {
  return apiFetch("/api/page-layout", {
    method: "PUT",
    body: { organization_id: organizationId, url_page: urlPage, version, sections: layoutOrders(blocks) },
    fallback: PAGE_LAYOUT_MESSAGES.updateFailed,
  });
}
