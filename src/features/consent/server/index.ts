// Server entry of the consent feature.
export { cookieCategoriesStore } from "./store";
