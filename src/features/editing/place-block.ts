"use client";

import { toast } from "sonner";
import { apiFetch } from "@/platform/http/client";
import { orderAt, spreadOrders } from "./block-order";
import type { PageBlockElement } from "./page-blocks";

/**
 * The order a new block takes at insert place `index`. When no whole number fits
 * between its neighbours, the page's layout is first spread out again (step 10)
 * through the page layout API. Undefined (after a toast) when that fails.
 */
export async function placeAt(
  blocks: readonly PageBlockElement[],
  index: number,
  page: { organizationId?: number; urlPage: string },
): Promise<number | undefined> {
  const order = orderAt(
    blocks.map((block) => block.order),
    index,
  );
  if (order !== null) return order;
  const spread = spreadOrders(blocks.length);
  try {
    await apiFetch("/api/page-layout", {
      method: "PUT",
      body: {
        organization_id: page.organizationId,
        url_page: page.urlPage,
        sections: blocks.map((block, i) => ({ id: block.id, type: block.type, order: spread[i] })),
      },
      fallback: "Failed to save page layout. Please try again.",
    });
  } catch (error) {
    toast.error(error instanceof Error ? error.message : "Failed to save page layout. Please try again.");
    return undefined;
  }
  return orderAt(spread, index) ?? undefined;
}
