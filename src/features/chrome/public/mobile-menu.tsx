"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { Menu } from "lucide-react";
import { useT } from "@/platform/tenancy/site-context";
import type { HeaderItem } from "./desktop-menu";

// The full-screen menu's code loads when the hamburger is first pressed.
const MobilePanel = lazy(() => import("./mobile-panel"));

/** Under 768 px: a hamburger that opens the full-screen menu. */
export function MobileMenu({ items, locales }: { items: HeaderItem[]; locales: string[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("chrome.openMenu")}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void import("./mobile-panel")}
        data-mobile-menu-button
        className="inline-flex size-10 items-center justify-center rounded-md text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobilePanel
            items={items}
            locales={locales}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
