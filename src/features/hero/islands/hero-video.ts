import { defineIsland } from "@/platform/islands";
import { BackgroundVideo } from "../public/background-video";

/** The hero's background video file: it plays (muted, inline, looping) when on screen, unless the visitor prefers reduced motion. */
export default defineIsland("hero-video", BackgroundVideo, { texts: ["playVideo", "pauseVideo"], hydrate: "visible" });
