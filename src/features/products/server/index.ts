import "server-only";
// Server entry of the products feature. Its texts (products.*) register in the platform's
// catalog when this entry loads (the /products page).
export { productsMessages } from "../messages";
export { pricingPlansStore, productsStore } from "./store";
export { currentPrice, loadPricingPlans, readPricingPlans } from "./public";
export { loadPublicProducts, type PublicProduct } from "./products";
