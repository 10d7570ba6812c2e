// What other code may import from the redirects feature (client-safe).
export { redirectItemSchema, type RedirectInput } from "./schema";
export { collapseRedirects, locationOf, matchRedirect, normalizeFrom, normalizeTo, REDIRECT_MESSAGES, type RedirectRule } from "./rules";
export { redirectsSettingsList } from "./settings";
