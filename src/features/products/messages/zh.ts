import type { ProductsMessages } from "./en";

const zh: ProductsMessages = {
  empty: "暂无产品。",
};

export default zh;
