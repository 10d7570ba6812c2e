import "server-only";
// Server entry of the redirects feature (issue 43 §2).
export { redirectsStore, REDIRECTS_KEY } from "./store";
export { countRedirectHit, loadRedirects, redirectFor, redirectHeaders, type RedirectAnswer } from "./public";
export { freeAddress, keepOldAddress } from "./addresses";
