import type { MenuItem, SubmenuItem } from "@/features/menus";
import { localizedPath, translated } from "@/platform/i18n/locales";

/** A link of the public menu, ready to render (label in the page's locale, localised href). */
export type ChromeLink = { id: number; label: string; href: string; description: string | null; image: string | null };
export type ChromeItem = ChromeLink & { iconName: string | null; asText: boolean; submenu: ChromeLink[] };

export type LinkContext = { locale: string; defaultLanguage: string };

/** Items named Profile never show in the public menus (spec §2.3, §2.4). */
export const isProfile = (name: string) => name.trim().toLowerCase() === "profile";

/** `about-us` → `/about-us` (`/es/about-us` in another language); an empty slug is the home page. */
export function menuHref(urlName: string, context: LinkContext): string {
  return localizedPath("/" + urlName.replace(/^\/+/, ""), context.locale, context.defaultLanguage);
}

/** Submenu items are shown unless is_displayed is false (spec §3). */
export const shownSubmenu = (items: SubmenuItem[]) => items.filter((sub) => sub.is_displayed !== false);

function toLink(item: SubmenuItem, context: LinkContext): ChromeLink {
  return {
    id: item.id,
    label: translated(item.name, item.name_translation, context.locale),
    href: menuHref(item.url_name, context),
    description: translated(item.description, item.description_translation, context.locale) || null,
    image: item.image,
  };
}

function toItem(item: MenuItem, context: LinkContext, asTextDefault: boolean): ChromeItem {
  return {
    id: item.id,
    label: translated(item.display_name, item.display_name_translation, context.locale),
    href: menuHref(item.url_name, context),
    description: item.description,
    image: item.image,
    iconName: iconNameOf(item),
    asText: item.menu_items_are_text ?? asTextDefault,
    submenu: shownSubmenu(item.submenu_items).map((sub) => toLink(sub, context)),
  };
}

/** The header's items: shown (is_displayed), not named Profile, in order. */
export function headerItems(menu: MenuItem[], context: LinkContext, asTextDefault = true): ChromeItem[] {
  return menu.filter((item) => item.is_displayed && !isProfile(item.display_name)).map((item) => toItem(item, context, asTextDefault));
}

/** The footer's items: is_displayed_on_footer set and not named Profile (spec §2.4). */
export function footerItems(menu: MenuItem[], context: LinkContext): ChromeItem[] {
  return menu.filter((item) => item.is_displayed_on_footer && !isProfile(item.display_name)).map((item) => toItem(item, context, true));
}

/** Spec §2.3: a submenu with 2 or more items is a wide mega-panel, with 1 a small dropdown. */
export function submenuKind(count: number): "none" | "dropdown" | "mega" {
  return count >= 2 ? "mega" : count === 1 ? "dropdown" : "none";
}

/** The icon a menu item names: icon_name, else react_icons (an array of names, or an object holding icon_name). */
export function iconNameOf(item: Pick<MenuItem, "icon_name" | "react_icons">): string | null {
  if (item.icon_name?.trim()) return item.icon_name.trim();
  const icons = item.react_icons;
  if (Array.isArray(icons) && typeof icons[0] === "string") return icons[0];
  if (icons && typeof icons === "object" && "icon_name" in icons && typeof icons.icon_name === "string") return icons.icon_name;
  return null;
}
