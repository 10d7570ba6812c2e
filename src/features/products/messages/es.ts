import type { ProductsMessages } from "./en";

const es: ProductsMessages = {
  empty: "Todavía no hay productos.",
};

export default es;
