"use client";

import { apiFetch } from "@/platform/http/client";
import type { PageTranslation } from "@/platform/translations/rules";
import { PAGE_LAYOUT_MESSAGES, type PageLayoutSection } from "../layout-schema";
import { layoutOrders } from "./layout-order";

export type LayoutPage = { organizationId: number; urlPage: string };

export const layoutKey = (page: LayoutPage) => ["page-layout", page.organizationId, page.urlPage] as const;

/** GET /api/page-layout: the page's blocks in order. */
export function fetchPageLayout({ organizationId, urlPage }: LayoutPage): Promise<PageLayoutSection[]> {
  const query = new URLSearchParams({ organization_id: String(organizationId), url_page: urlPage });
  return apiFetch<PageLayoutSection[]>(`/api/page-layout?${query}`, { fallback: PAGE_LAYOUT_MESSAGES.loadFailed });
}

/** GET /api/page-layout/translation: the page's translation status in the site's other languages (members only). */
export function fetchPageTranslation({ urlPage }: LayoutPage): Promise<PageTranslation> {
  return apiFetch<PageTranslation>(`/api/page-layout/translation?${new URLSearchParams({ url_page: urlPage })}`, { fallback: PAGE_LAYOUT_MESSAGES.loadFailed });
}

/** PUT /api/page-layout: the blocks in this order (10, 20, 30 …), saved in one transaction. */
export function savePageLayout({ organizationId, urlPage }: LayoutPage, blocks: readonly PageLayoutSection[]) {
  return apiFetch("/api/page-layout", {
    method: "PUT",
    body: { organization_id: organizationId, url_page: urlPage, sections: layoutOrders(blocks) },
    fallback: PAGE_LAYOUT_MESSAGES.updateFailed,
  });
}
