"use client";

import { ChevronDown } from "lucide-react";
import { useT } from "@/platform/tenancy/site-context";
import { submenuKind, type ChromeItem } from "../model/menu";
import { MenuIcon } from "./menu-icon";
import { useHoverMenu } from "./use-hover-menu";

/** A header menu item as the menu islands get it (JSON: the icon by its name, drawn by MenuIcon). */
export type HeaderItem = ChromeItem;

const LINK = "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-(--chrome-color) hover:text-(--chrome-hover) focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none";

/** The desktop menu (768 px and wider): links; items with submenu items open a dropdown (1) or a mega-panel (2+) on hover. */
export function DesktopMenu({ items }: { items: HeaderItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("chrome.mainMenu")} className="hidden min-w-0 md:block" data-desktop-menu>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.submenu.length > 0 ? (
            <SubmenuEntry key={item.id} item={item} />
          ) : (
            <li key={item.id}>
              <a href={item.href} className={LINK}>
                {!item.asText && <MenuIcon name={item.iconName} />}
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function SubmenuEntry({ item }: { item: HeaderItem }) {
  const menu = useHoverMenu();
  const kind = submenuKind(item.submenu.length);
  const mega = kind === "mega";
  return (
    <li {...menu.root} className={mega ? "" : "relative"} data-submenu={kind}>
      <button {...menu.button} className={LINK}>
        {!item.asText && <MenuIcon name={item.iconName} />}
        {item.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform motion-reduce:transition-none ${menu.open ? "rotate-180" : ""}`} />
      </button>
      <div
        {...menu.panel}
        data-panel={kind}
        className={
          mega
            ? "absolute inset-x-0 top-full border-t border-gray-100 bg-white text-gray-800 shadow-xl"
            : "absolute top-full left-0 mt-1 w-64 rounded-lg border border-gray-100 bg-white p-2 text-gray-800 shadow-lg"
        }
      >
        <ul className={mega ? "mx-auto grid max-w-(--chrome-width) grid-cols-2 gap-2 p-6 lg:grid-cols-3" : "space-y-1"}>
          {item.submenu.map((sub) => (
            <li key={sub.id}>
              <a href={sub.href} onClick={menu.close} className="block rounded-md px-3 py-2 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
                <span className="block text-sm font-semibold text-gray-900">{sub.label}</span>
                {mega && sub.description && <span className="mt-1 block text-sm text-gray-600">{sub.description}</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
