import type { ProductsMessages } from "./en";

const pl: ProductsMessages = {
  empty: "Nie ma jeszcze produktów.",
};

export default pl;
