import { defineIsland } from "@/platform/islands";
import { HeaderFrame } from "../public/header-frame";

/** The header's bar: it hides and shows as the visitor scrolls from the first frame on, so it hydrates at load. Its content is a slot. */
export default defineIsland("header-frame", HeaderFrame, { hydrate: "load" });
