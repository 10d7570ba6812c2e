import type { ReactNode } from "react";
import { Island } from "@/platform/islands";
import slider from "../islands/slider";
import { SliderSlides } from "./slider-slides";

/** A section's carousel (spec/visitor.md "Slider"): the slider island around the server-rendered slides. */
export function Slider({ label, gridColumns, slides, tone }: { label: string; gridColumns: number; slides: ReactNode[]; tone: "light" | "dark" }) {
  return (
    <Island of={slider} props={{ label, gridColumns, count: slides.length, tone }}>
      <SliderSlides slides={slides} gridColumns={gridColumns} />
    </Island>
  );
}
