"use client";

import { lazy, Suspense } from "react";
import { useT } from "@/platform/tenancy/site-context";
import type { BasketPlan } from "../model";

// The basket page's code (lines, steppers, the quote form) is its own chunk, fetched
// only where this island renders (/basket): the site layout reaches this module
// through the basket's server entry, so anything imported here statically would be
// in every page's scripts.
const BasketView = lazy(() => import("./basket-view").then((module) => ({ default: module.BasketView })));

/** What /basket shows until the visitor's lines are read (also the server's HTML). */
export function BasketLoading() {
  return (
    <p role="status" data-basket-loading className="min-h-40 text-gray-700">
      {useT()("basket.loading")}
    </p>
  );
}

/** /basket's client part, loaded on demand. */
export function BasketIsland(props: { plans: BasketPlan[]; pricingHref: string }) {
  return (
    <Suspense fallback={<BasketLoading />}>
      <BasketView {...props} />
    </Suspense>
  );
}
