import "server-only";
// Server entry of the reviews feature.
export { reviewsStore } from "./store";
export { loadReviews } from "./public";
// The reviews section's UI texts (reviews.*), registered in the platform's message catalog when
// this entry loads: the site layout imports it, so every page has them.
export { reviewsMessages } from "../messages";
