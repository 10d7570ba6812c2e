// What other code may import from the account feature.
export { ViewerBar } from "./viewer-bar";
