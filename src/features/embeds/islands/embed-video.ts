import { defineIsland } from "@/platform/islands";
import { EmbedActivator } from "../public/embed-activator";

/** A consent-gated video's behaviour (its buttons, the player after consent): on screen, it loads the embed island's chunk. */
export default defineIsland("embed-video", EmbedActivator, { texts: ["embeds."], hydrate: "visible" });
