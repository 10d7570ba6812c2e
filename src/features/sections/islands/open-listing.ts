import { defineIsland } from "@/platform/islands";
import { OpenListing } from "../types/real_estate/open-listing";

/** A real estate card's title, the button that opens the listing's dialog (loaded when pressed: its gallery, its contact form). */
export default defineIsland("open-listing", OpenListing, { texts: ["listings.", "messages."], hydrate: "interaction" });
