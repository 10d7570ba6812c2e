import { defineIsland } from "@/platform/islands";
import { BasketIsland } from "../public/basket-island";

/** /basket's lines, steppers and quote form: read from the visitor's own storage, so it runs as soon as it is on screen (the top of the page). */
export default defineIsland("basket-view", BasketIsland, { texts: ["basket."], hydrate: "visible" });
