/** The /products page's texts (its title is the breadcrumb's, by organization type: chrome.productsTitle). */
const en = {
  empty: "No products yet.",
};

export type ProductsMessages = typeof en;
export default en;
