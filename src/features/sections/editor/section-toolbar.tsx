"use client";

import { LayoutTemplate, PaintBucket, Rows3 } from "lucide-react";
import { BackgroundPicker, BackgroundSwatch, backgroundLabel } from "@/ui/color-picker";
import { TextColorDropdown } from "@/ui/text-color-picker";
import { Toolbar, ToolbarDropdown } from "@/ui/toolbar";
import { LayoutOptions } from "./layout-options";
import { withType, type SectionDraft } from "./section-form-state";
import { sectionType } from "../types/registry";
import { SectionTypePicker } from "./section-types";

type Props = { draft: SectionDraft; onChange: (patch: Partial<SectionDraft>) => void };

/** Type, Background, Text colour and Layout dropdowns above the preview (one open at a time). */
export function SectionToolbar({ draft, onChange }: Props) {
  const background = { background_color: draft.background_color, is_gradient: draft.is_gradient, gradient: draft.gradient };
  return (
    <Toolbar label="Section style">
      <ToolbarDropdown
        id="type"
        label="Type"
        icon={<LayoutTemplate aria-hidden className="size-4" />}
        summary={sectionType(draft.section_type).label}
        panelClassName="w-[34rem]"
      >
        <SectionTypePicker value={draft.section_type} onChange={(type) => onChange(withType(draft, type))} />
      </ToolbarDropdown>
      <ToolbarDropdown
        id="background"
        label="Background"
        icon={<PaintBucket aria-hidden className="size-4" />}
        summary={
          <>
            <BackgroundSwatch value={background} />
            <span className="hidden sm:inline">{backgroundLabel(background)}</span>
          </>
        }
        panelClassName="w-[27rem]"
      >
        <BackgroundPicker value={background} onChange={onChange} />
      </ToolbarDropdown>
      <TextColorDropdown value={draft.text_color} onChange={(text_color) => onChange({ text_color })} background={background} />
      <ToolbarDropdown
        id="layout"
        label="Layout"
        icon={<Rows3 aria-hidden className="size-4" />}
        summary={`${draft.grid_columns} col${draft.grid_columns === 1 ? "" : "s"}${draft.is_slider ? " · slider" : ""}`}
        panelClassName="w-80"
      >
        <LayoutOptions draft={draft} onChange={onChange} />
      </ToolbarDropdown>
    </Toolbar>
  );
}
