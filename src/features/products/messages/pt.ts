import type { ProductsMessages } from "./en";

const pt: ProductsMessages = {
  empty: "Ainda não há produtos.",
};

export default pt;
