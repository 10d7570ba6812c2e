import "server-only";
// Server entry of the listings feature.
export { listingsStore } from "./store";
export { loadListings } from "./public";
// The listings' UI texts (listings.*), registered in the platform's message catalog when this
// entry loads: the site layout imports it, so every page can show a real estate section.
export { listingsMessages } from "../messages";
export { listingTitle } from "./subject";
