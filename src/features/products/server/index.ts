import "server-only";
// Server entry of the products feature.
export { pricingPlansStore, productsStore } from "./store";
export { currentPrice, loadPricingPlans, readPricingPlans } from "./public";
