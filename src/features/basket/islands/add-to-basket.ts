import { defineIsland } from "@/platform/islands";
import { AddToBasketButton } from "../public/add-to-basket";

/** A pricing card's "Add to basket" (the store's code loads when pressed). */
export default defineIsland("add-to-basket", AddToBasketButton, { texts: ["basket.addToBasket", "basket.added", "basket.viewBasket"], hydrate: "interaction" });
