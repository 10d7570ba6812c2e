"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { gradientToCss, colorTokenToCss } from "@/platform/style/tokens";
import { ColorField } from "@/ui/color-field";
import { SwitchRow } from "@/ui/switch-row";
import { MENU_WIDTHS, type HeaderStyle } from "../style";
import type { MenuEditorKind } from "./messages";
import { menuWidthLabel, STYLE_PALETTE_FAMILIES, styleDefaults, type EditorStyle } from "./style-options";

type Props = { kind: MenuEditorKind; style: EditorStyle; onChange: (style: EditorStyle) => void };

/**
 * The collapsible Style Settings panel (spec §2.6, §3): background (a colour or a
 * gradient from, via, to), text colour, hover colour; for the header also the menu
 * width and whether items show as text. A preview shows the result.
 */
export function StyleSettings({ kind, style, onChange }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [openColor, setOpenColor] = useState<string | null>(null);
  const panelId = useId();
  const set = (change: Partial<HeaderStyle>) => onChange({ ...style, ...change } as EditorStyle);
  const gradient = style.gradient ?? {};
  const field = (key: string, label: string, value: string | null | undefined, apply: (token: string | null) => void, clearLabel?: string) => (
    <ColorField
      key={key}
      label={label}
      value={value}
      open={openColor === key}
      onOpenChange={(open) => setOpenColor(open ? key : null)}
      onChange={(token) => apply(token)}
      clearLabel={clearLabel}
      onClear={clearLabel ? () => apply(null) : undefined}
      families={STYLE_PALETTE_FAMILIES}
    />
  );
  const header = kind === "header" ? (style as HeaderStyle) : null;

  return (
    <section aria-labelledby={`${panelId}-heading`} className="rounded-xl border border-gray-200">
      <h3 id={`${panelId}-heading`} className="m-0">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
          className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
        >
          Style Settings
          <ChevronDown aria-hidden className={`size-4 text-gray-500 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`} />
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="space-y-3 border-t border-gray-200 px-4 py-3">
        <Preview kind={kind} style={style} />
        <SwitchRow
          label="Gradient background"
          hint="A blend of two or three colours instead of one"
          checked={!!style.is_gradient}
          onChange={(on) =>
            set(
              on
                ? {
                    is_gradient: true,
                    gradient: { from: gradient.from ?? style.background ?? "white", via: gradient.via ?? null, to: gradient.to ?? "gray-200" },
                  }
                : { is_gradient: false },
            )
          }
        />
        {style.is_gradient ? (
          <div className="space-y-2">
            {field("from", "Gradient start", gradient.from, (token) => set({ gradient: { ...gradient, from: token } }))}
            {field("via", "Gradient middle", gradient.via, (token) => set({ gradient: { ...gradient, via: token } }), "No middle colour")}
            {field("to", "Gradient end", gradient.to, (token) => set({ gradient: { ...gradient, to: token } }))}
          </div>
        ) : (
          field("background", "Background", style.background, (token) => set({ background: token }))
        )}
        {field("color", "Text colour", style.color, (token) => set({ color: token }))}
        {field("color_hover", "Hover colour", style.color_hover, (token) => set({ color_hover: token }))}
        {header && (
          <>
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={`${panelId}-width`} className="text-sm font-medium text-gray-900">
                Menu width
              </label>
              <select
                id={`${panelId}-width`}
                value={header.menu_width ?? "7xl"}
                onChange={(event) => set({ menu_width: event.target.value as HeaderStyle["menu_width"] })}
                className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none"
              >
                {MENU_WIDTHS.map((width) => (
                  <option key={width} value={width}>
                    {menuWidthLabel(width)}
                  </option>
                ))}
              </select>
            </div>
            <SwitchRow
              label="Menu items as text"
              hint="Off: items show their icon or image where they have one"
              checked={header.menu_items_are_text !== false}
              onChange={(on) => set({ menu_items_are_text: on })}
            />
            <div className="space-y-1">
              <label htmlFor={`${panelId}-privacy-logo`} className="block text-sm font-medium text-gray-900">
                Logo in the privacy settings
              </label>
              <input
                id={`${panelId}-privacy-logo`}
                type="text"
                inputMode="url"
                value={header.image_for_privacy_settings ?? ""}
                onChange={(event) => set({ image_for_privacy_settings: event.target.value })}
                placeholder="https://… or /…"
                aria-describedby={`${panelId}-privacy-logo-hint`}
                className="w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none"
              />
              <p id={`${panelId}-privacy-logo-hint`} className="text-xs text-gray-600">
                The image address shown at the top of the cookie privacy dialog. Empty: the site&apos;s logo.
              </p>
            </div>
          </>
        )}
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => onChange({ ...styleDefaults(kind), type: style.type })}
            className="rounded px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            {header ? "Reset colours and width to defaults" : "Reset colours to defaults"}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The header or footer colours on a small strip: two links, the second as it looks under the pointer. */
function Preview({ kind, style }: { kind: MenuEditorKind; style: EditorStyle }) {
  const background = (style.is_gradient && style.gradient ? gradientToCss(style.gradient) : null) ?? colorTokenToCss(style.background) ?? "#fff";
  return (
    <div aria-hidden className="flex items-center gap-4 rounded-lg border border-gray-200 px-4 py-3 text-sm" style={{ background }}>
      <span className="font-semibold" style={{ color: colorTokenToCss(style.color) ?? undefined }}>
        {kind === "header" ? "Home" : "Links"}
      </span>
      <span style={{ color: colorTokenToCss(style.color) ?? undefined }}>About us</span>
      <span className="underline" style={{ color: colorTokenToCss(style.color_hover) ?? undefined }}>
        Contact (hover)
      </span>
    </div>
  );
}
