import "server-only";
// Server entry of the highlights feature.
export { featuresStore } from "./store";
