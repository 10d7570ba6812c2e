import "server-only";
// Server entry of the banners feature.
export { bannersStore } from "./store";
