import "server-only";
// Server entry of the basket feature. Its texts (basket.*) register in the platform's
// catalog when this entry loads: the site layout imports it, so every page has them
// (the pricing cards' buttons, the /basket page).
export { basketMessages } from "../messages";
export { BasketSitePage, loadBasketPlans } from "./basket-page";
