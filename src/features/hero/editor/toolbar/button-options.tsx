"use client";

import { useId } from "react";
import { SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import { BackgroundPicker } from "@/ui/color-picker";
import { fullGradient, type HeroForm } from "../form-state";
import { Choice, INPUT_CLASS } from "./controls";

type Props = { form: HeroForm; set: (form: HeroForm) => void };

/** The Button dropdown: where it links, above or below the description, button or video-play link, its colour. */
export function ButtonOptions({ form, set }: Props) {
  const id = useId();
  const links = useSiteLinks();
  const b = form.button_style;
  const style = (patch: Partial<HeroForm["button_style"]>) => set({ ...form, button_style: { ...b, ...patch } });
  const face = { background_color: b.gradient ? null : b.color, is_gradient: b.gradient !== null, gradient: b.gradient };
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-xs font-semibold text-gray-700">
          Link
        </label>
        <input id={id} className={INPUT_CLASS} value={b.url} placeholder="/products" onChange={(event) => style({ url: event.target.value })} />
        <p className="text-xs text-gray-600">A page of this site such as /products, or a full address.</p>
        <SiteLinkPicker label="Link the button to a page of this site" links={links} onPick={(url) => style({ url })} />
        <UnknownLinkWarning value={b.url} links={links} />
      </div>
      <Choice
        legend="Position"
        value={b.aboveDescription ? "above" : "below"}
        options={[
          { value: "above", label: "Above the description" },
          { value: "below", label: "Below the description" },
        ]}
        onChange={(position) => style({ aboveDescription: position === "above" })}
      />
      <Choice
        legend="Style"
        value={b.isVideo ? "video" : "button"}
        options={[
          { value: "button", label: "Button" },
          { value: "video", label: "Video play link" },
        ]}
        onChange={(kind) => style({ isVideo: kind === "video" })}
      />
      <fieldset className="space-y-1.5">
        <legend className="text-xs font-semibold text-gray-700">Colour</legend>
        <BackgroundPicker
          value={face}
          onChange={(next) =>
            style(next.is_gradient && next.gradient ? { gradient: fullGradient(next.gradient) } : { color: next.background_color, gradient: null })
          }
        />
      </fieldset>
    </div>
  );
}
