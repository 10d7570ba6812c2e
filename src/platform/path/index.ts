export { navigated, PathProvider, usePath, useSearch } from "./path";
export { PATH_HEADER, SEARCH_HEADER } from "./header";
