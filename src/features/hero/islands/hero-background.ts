import { defineIsland } from "@/platform/islands";
import { AnimatedBackground } from "../public/backgrounds/animated-background";

/** The hero's animated background (a canvas: nothing on the server), started when on screen. */
export default defineIsland("hero-background", AnimatedBackground, { hydrate: "visible" });
