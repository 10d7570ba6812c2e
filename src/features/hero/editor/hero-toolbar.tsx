"use client";

import { Image as ImageIcon, LayoutTemplate, MousePointerClick, Pilcrow, Type } from "lucide-react";
import { Toolbar, ToolbarDropdown } from "@/ui/toolbar";
import { textPx } from "../constants";
import type { HeroForm } from "./form-state";
import { ButtonOptions } from "./toolbar/button-options";
import { ImageOptions } from "./toolbar/image-options";
import { LayoutOptions } from "./toolbar/layout-options";
import { DescriptionOptions, TitleOptions } from "./toolbar/text-options";

type Props = { form: HeroForm; set: (form: HeroForm) => void };

/** Image Style, Layout, Title, Description and Button (spec/editors.md §2.5): one open at a time, closed by a click outside. */
export function HeroToolbar({ form, set }: Props) {
  const image = form.image ? `${form.image_style.position} · ${form.image_style.width} x ${form.image_style.height}` : "None";
  return (
    <Toolbar label="Hero style">
      <ToolbarDropdown id="image" label="Image Style" icon={<ImageIcon aria-hidden className="size-4" />} summary={image} panelClassName="w-[26rem]">
        <ImageOptions form={form} set={set} />
      </ToolbarDropdown>
      <ToolbarDropdown
        id="layout"
        label="Layout"
        icon={<LayoutTemplate aria-hidden className="size-4" />}
        summary={form.animation_element || form.title_style.blockWidth}
        panelClassName="w-[28rem]"
      >
        <LayoutOptions form={form} set={set} />
      </ToolbarDropdown>
      <ToolbarDropdown
        id="title"
        label="Title"
        icon={<Type aria-hidden className="size-4" />}
        summary={`${textPx(form.title_style.size.desktop)} px`}
        panelClassName="w-[27rem]"
      >
        <TitleOptions form={form} set={set} />
      </ToolbarDropdown>
      <ToolbarDropdown
        id="description"
        label="Description"
        icon={<Pilcrow aria-hidden className="size-4" />}
        summary={`${textPx(form.description_style.size.desktop)} px`}
        panelClassName="w-[27rem]"
      >
        <DescriptionOptions form={form} set={set} />
      </ToolbarDropdown>
      <ToolbarDropdown
        id="button"
        label="Button"
        icon={<MousePointerClick aria-hidden className="size-4" />}
        summary={form.button_style.isVideo ? "Video" : "Button"}
        panelClassName="w-[27rem]"
        align="end"
      >
        <ButtonOptions form={form} set={set} />
      </ToolbarDropdown>
    </Toolbar>
  );
}
