"use client";

import { Sparkles } from "lucide-react";
import { useId } from "react";
import { oneOf } from "@/platform/schema/one-of";
import { TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { textStyleLabel } from "@/ui/option-labels";
import { Toolbar, ToolbarDropdown } from "@/ui/toolbar";
import { ToolbarColors } from "@/ui/toolbar-colors";
import type { HeadingDraft } from "./form-state";

type Props = { draft: HeadingDraft; onChange: (patch: Partial<HeadingDraft>) => void };

const VARIANTS = [
  { value: "default", label: "Default", hint: "Large title, filled button, image in a card" },
  { value: "clean", label: "Clean", hint: "Smaller title, outlined button, less space" },
] as const;

/** Background, Text colour and Style dropdowns above the preview (one open at a time). */
export function HeadingToolbar({ draft, onChange }: Props) {
  return (
    <Toolbar label="Heading style">
      <ToolbarColors value={draft} onChange={onChange} />
      <ToolbarDropdown
        id="style"
        label="Style"
        icon={<Sparkles aria-hidden className="size-4" />}
        summary={draft.style_variant === "clean" ? "Clean" : "Default"}
        panelClassName="w-80"
      >
        <StyleOptions draft={draft} onChange={onChange} />
      </ToolbarDropdown>
    </Toolbar>
  );
}

function StyleOptions({ draft, onChange }: Props) {
  const name = useId();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-xs font-semibold text-gray-700">Style variant</legend>
        <div className="space-y-1">
          {VARIANTS.map((variant) => (
            <label
              key={variant.value}
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg border p-2.5 has-focus-visible:ring-2 has-focus-visible:ring-blue-500/50 ${draft.style_variant === variant.value ? "border-gray-900 bg-gray-50" : "border-gray-200 hover:bg-gray-50"}`}
            >
              <input
                type="radio"
                name={`${name}-variant`}
                className="mt-0.5 accent-gray-900"
                checked={draft.style_variant === variant.value}
                onChange={() => onChange({ style_variant: variant.value })}
              />
              <span>
                <span className="block text-sm font-medium text-gray-900">{variant.label}</span>
                <span className="block text-xs text-gray-600">{variant.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-xs font-semibold text-gray-700">
        Title style
        <select
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/20 focus:outline-none"
          value={draft.text_style_variant}
          onChange={(e) => onChange({ text_style_variant: oneOf(TEXT_STYLE_VARIANTS, e.target.value) ?? "default" })}
        >
          {TEXT_STYLE_VARIANTS.map((v) => (
            <option key={v} value={v}>
              {textStyleLabel(v)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
