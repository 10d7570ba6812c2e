import type { ProductsMessages } from "./en";

const ru: ProductsMessages = {
  empty: "Продуктов пока нет.",
};

export default ru;
