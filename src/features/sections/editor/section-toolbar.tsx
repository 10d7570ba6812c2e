"use client";

import { LayoutTemplate, Rows3 } from "lucide-react";
import { Toolbar, ToolbarDropdown } from "@/ui/toolbar";
import { ToolbarColors } from "@/ui/toolbar-colors";
import { LayoutOptions } from "./layout-options";
import { withType, type SectionDraft } from "./section-form-state";
import { sectionType } from "../types/registry";
import { SectionTypePicker } from "./section-types";

type Props = { draft: SectionDraft; onChange: (patch: Partial<SectionDraft>) => void };

/** Type, Background, Text colour and Layout dropdowns above the preview (one open at a time). */
export function SectionToolbar({ draft, onChange }: Props) {
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
      <ToolbarColors value={draft} onChange={onChange} />
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
