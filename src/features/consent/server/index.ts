import "server-only";
// Server entry of the consent feature.
export { cookieCategoriesStore } from "./store";
export { cookieConsentRecords } from "../tables";
export { saveConsentRoute } from "./consent-api";
