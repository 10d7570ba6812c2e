// The basket feature (client-safe: no tables, no schemas): the visitor's local basket
// of pricing plans (spec/editors.md §3, §4, §9), its store, the pricing cards' "Add to
// basket" button. Its texts and the /basket page: ./server (the site layout imports it).
export {
  BASKET_EVENT,
  BASKET_SAVE_DELAY_MS,
  BASKET_STORAGE_KEY,
  basketCount,
  formatMoney,
  lineAmount,
  totalsByCurrency,
  unitPrice,
  type BasketLine,
  type BasketPlan,
} from "./model";
export { basketStore, type BasketStore } from "./store";
export { AddToBasketButton } from "./public/add-to-basket";
export { BasketText } from "./public/basket-text";
