"use client";

import { useSyncExternalStore } from "react";
import { ShoppingCart } from "lucide-react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { BASKET_EVENT, BASKET_STORAGE_KEY, basketCount } from "../model/basket";

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === BASKET_STORAGE_KEY && onChange();
  window.addEventListener("storage", onStorage);
  window.addEventListener(BASKET_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(BASKET_EVENT, onChange);
  };
}

function readCount() {
  try {
    return basketCount(window.localStorage.getItem(BASKET_STORAGE_KEY));
  } catch {
    return 0;
  }
}

/**
 * The header's cart widget (spec §2.3), in its slot (`header-cart`: 40 px kept
 * for it, so that it moves nothing when it shows): the link to /basket with its
 * count, only when the local basket holds something.
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
