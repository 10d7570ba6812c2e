import type { ComponentType } from "react";
import type { SiteContextValue } from "@/platform/tenancy/site-context";

/**
 * Where a widget shows. The page's server HTML has a slot for each place (a
 * `WidgetSlot`), the same for every visitor; a widget fills its place's slot
 * after hydration. A widget whose place has no slot on the page (the footer
 * layout without a Profile column, a path without the chrome) is never loaded.
 *
 * - `header-account`: the header's profile menu or login button (desktop).
 * - `header-cart`: the header's cart badge, in 40 px kept for it at the start
 *   of the header's controls, so that showing it moves none of them.
 * - `footer-profile`: the default footer's Profile column, under its heading.
 * - `overlay`: the end of the page, for widgets that float over it (fixed
 *   position: a help or meeting button, a popup). They take no room in the
 *   page, so they can never shift it.
 * - `page-start`: the start of the page (before the header, on pages with the
 *   chrome), for a fixed widget that is first in the keyboard's order: the
 *   cookie banner (a skip link, if the site gets one, goes before this slot).
 */
export const WIDGET_PLACES = ["header-account", "header-cart", "footer-profile", "overlay", "page-start"] as const;
export type WidgetPlace = (typeof WIDGET_PLACES)[number];

/**
 * The public settings the page already has on the client: the site context the
 * layout renders (the same for every visitor), without its messages. A widget
 * that needs another public setting adds it to that context; nothing here comes
 * from a cookie, a session or the visitor's browser.
 */
export type WidgetSettings = Omit<SiteContextValue, "messages">;

/** What a mounted widget is given: the page's base path (no locale prefix) and the public settings. */
export type WidgetProps = { path: string; settings: WidgetSettings };

/** A widget module: its component is the default export, as `React.lazy` expects. */
export type WidgetModule = { default: ComponentType<WidgetProps> };

/**
 * One widget of the visitor widget layer (docs/decisions.md "Widget layer"). Each
 * feature exports its widgets' definitions from its index.ts; the composition
 * module src/app/widgets.tsx lists them and hands the list to the layer.
 *
 * Rules a widget keeps:
 * - Its code loads only when `shouldMount` says so, and only in the browser,
 *   after hydration: it never renders on the server, so it can neither set nor
 *   read a cookie while the page renders (the page cache drops any answer with
 *   `Set-Cookie`, and a page must be the same bytes for every visitor).
 * - Its heavy part (a dialog, a calendar, a chat) sits behind its own `import()`
 *   and loads when the visitor opens it, not when the widget mounts.
 * - Who is signed in comes from `useViewer()` (`@/features/editing`): the one
 *   session answer the page asks for once. A widget never fetches the session.
 * - It takes no room the server's HTML did not reserve: its slot reserves it
 *   (the header's account slot is as wide as its widest state), or it floats
 *   (`overlay`), or it is a fixed banner above the header that declares its
 *   height in `reserveTop`, so that the page never shifts when it mounts.
 */
export type WidgetDefinition = {
  /** Unique; marks the mounted widget (`data-widget`). */
  id: string;
  place: WidgetPlace;
  /**
   * Whether the widget mounts on this page: `path` is the base path (no locale
   * prefix), `settings` the page's public settings. Pure: no cookie, storage or
   * network. The layer asks it in the browser after hydration, once per path
   * (and, for a widget with `reserveTop`, while the server renders too).
   */
  shouldMount: (path: string, settings: WidgetSettings) => boolean;
  /** The widget's code, e.g. `() => import("./public/cart-widget")`. */
  load: () => Promise<WidgetModule>;
  /**
   * For a fixed banner above the header: the height in px it takes there on this
   * page, known from the path and the public settings alone (spec/visitor.md
   * "Banners": 56 px per fixed top banner). The page's server HTML reserves the
   * sum, so the header and the page start below it before the widget mounts.
   */
  reserveTop?: (path: string, settings: WidgetSettings) => number;
  /**
   * Widgets (by id) this one mounts after, when they mount on the page too: a floating
   * button sits above the bottom banners' bar (the floating stack, src/ui/floating-stack.ts), so it waits for
   * the banners' first render instead of appearing lower and moving up when they come
   * (a layout shift). A widget in the list whose code fails to load holds nothing back.
   */
  after?: readonly string[];
};
