"use client";

import { useSyncExternalStore } from "react";
import { ShoppingCart } from "lucide-react";
import { basketCount, basketStore } from "@/features/basket";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";

const subscribe = (listener: () => void) => basketStore().subscribe(listener);
const readCount = () => basketCount(basketStore().lines());

/**
 * The header's cart widget (spec §2.3), in its slot (`header-cart`: 40 px kept
 * for it, so that it moves nothing when it shows): the link to /basket with its
 * count, only when the local basket holds something. It reads the basket's store
 * (@/features/basket): a change in this tab shows at once, another tab's once saved.
 */
export function CartWidget() {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  if (count <= 0) return null;
  return (
    <a
      href={localizedPath("/basket", locale, defaultLanguage)}
      aria-label={t("chrome.basket", { count })}
      data-cart-badge
      className="relative inline-flex size-10 items-center justify-center rounded-md text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
    >
      <ShoppingCart aria-hidden className="size-5" />
      <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
        {count > 99 ? "99+" : count}
      </span>
    </a>
  );
}
