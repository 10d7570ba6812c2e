import type { ProductsMessages } from "./en";

const de: ProductsMessages = {
  empty: "Noch keine Produkte.",
};

export default de;
