import type { ProductsMessages } from "./en";

const fr: ProductsMessages = {
  empty: "Aucun produit pour le moment.",
};

export default fr;
