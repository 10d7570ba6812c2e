import { defineIsland } from "@/platform/islands";
import { HelpSearch } from "../public/help-search";

/** The help center's search box over its articles (the list is server HTML; the search loads when the visitor types). */
export default defineIsland("help-search", HelpSearch, { texts: ["helpCenterSearch", "helpCenterNoResults", "helpCenterFound"], hydrate: "interaction" });
