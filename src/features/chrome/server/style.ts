import "server-only";
import type { CSSProperties } from "react";
import { MENU_WIDTHS, type FooterStyle, type HeaderStyle } from "@/features/menus";
import { backgroundStyle, colorTokenToCss } from "@/platform/style/tokens";

/** Menu width lg … 7xl: 1024 px to 2816 px in 256 px steps (spec §9). */
export function menuWidthPx(width: string | undefined): number {
  const index = (MENU_WIDTHS as readonly string[]).indexOf(width ?? "7xl");
  return 1024 + 256 * (index < 0 ? MENU_WIDTHS.length - 1 : index);
}

type Vars = CSSProperties & Record<`--${string}`, string>;

/** Colour tokens as CSS variables the chrome's classes read (`text-(--chrome-color)`), never as class names. */
export function headerVars(style: HeaderStyle): { vars: Vars; background: CSSProperties } {
  return {
    vars: {
      "--chrome-color": colorTokenToCss(style.color) ?? "var(--color-gray-700)",
      "--chrome-hover": colorTokenToCss(style.color_hover) ?? "var(--color-gray-900)",
      "--chrome-width": `${menuWidthPx(style.menu_width)}px`,
    },
    background: withFallback(backgroundStyle({ background_color: style.background, is_gradient: style.is_gradient, gradient: style.gradient }), "#fff"),
  };
}

export function footerVars(style: FooterStyle): Vars {
  const color = colorTokenToCss(style.color) ?? "var(--color-gray-400)";
  return {
    ...withFallback(backgroundStyle({ background_color: style.background, is_gradient: style.is_gradient, gradient: style.gradient }), "var(--color-gray-900)"),
    "--chrome-color": color,
    "--chrome-hover": colorTokenToCss(style.color_hover) ?? "#fff",
    "--chrome-heading": colorTokenToCss(style.color_hover) ?? "#fff",
    color,
  };
}

function withFallback(style: CSSProperties, color: string): CSSProperties {
  return Object.keys(style).length ? style : { backgroundColor: color };
}
