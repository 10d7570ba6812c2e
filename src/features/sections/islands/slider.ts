import { defineIsland } from "@/platform/islands";
import { MetricSlider } from "../public/metric-slider";

/** The metrics' and articles' carousel: it hydrates when on screen (its autoplay starts then); its slides are a slot. */
export default defineIsland("slider", MetricSlider, {
  texts: ["previousSlide", "nextSlide", "goToSlide", "playSlides", "pauseSlides"],
  hydrate: "visible",
});
