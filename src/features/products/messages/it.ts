import type { ProductsMessages } from "./en";

const it: ProductsMessages = {
  empty: "Ancora nessun prodotto.",
};

export default it;
