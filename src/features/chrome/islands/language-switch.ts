import { defineIsland } from "@/platform/islands";
import { HeaderLanguageSwitch } from "../public/language-switch";

/** The header's language switch (a hover menu). The footer's language links are plain HTML, not an island. */
export default defineIsland("language-switch", HeaderLanguageSwitch, { texts: ["chrome.language"], hydrate: "interaction" });
