import { defineIsland } from "@/platform/islands";
import { SiteLogo } from "../public/site-logo";

/** The header's logo: the site's name in its place when the image does not load (at load: it may have failed already). */
export default defineIsland("site-logo", SiteLogo, { hydrate: "load" });
