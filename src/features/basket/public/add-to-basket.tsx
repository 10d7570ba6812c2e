"use client";

import { useState } from "react";
import { ShoppingCart } from "lucide-react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import type { BasketPlan } from "../model";

/**
 * A pricing card's "Add to basket" (spec/site-admin.md §2.3's basket): one more of
 * the plan, at the price the card shows. The store's code loads when the button is
 * first pressed (or already has, with the header's cart badge); then a polite line
 * says the plan is in the basket, with a link to /basket.
 */
export function AddToBasketButton({ plan }: { plan: BasketPlan }) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const [added, setAdded] = useState(false);
  const add = async () => {
    const { basketStore } = await import("../store");
    basketStore().add(plan);
    setAdded(true);
  };
  return (
    <div className="mt-8">
      <button
        type="button"
        onClick={add}
        data-add-to-basket={plan.id}
        // The visible words first (what a voice user says), then which plan: "Add to basket: Team".
        aria-label={`${t("basket.addToBasket")}: ${plan.name}`}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-gray-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <ShoppingCart aria-hidden className="size-4" />
        {t("basket.addToBasket")}
      </button>
      {/* The line's room is kept, so the card does not grow when it shows. */}
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-gray-700">
        {added && (
          <>
            {t("basket.added", { plan: plan.name })}{" "}
            <a href={localizedPath("/basket", locale, defaultLanguage)} className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900">
              {t("basket.viewBasket")}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
