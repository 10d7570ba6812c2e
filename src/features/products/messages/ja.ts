import type { ProductsMessages } from "./en";

const ja: ProductsMessages = {
  empty: "商品はまだありません。",
};

export default ja;
