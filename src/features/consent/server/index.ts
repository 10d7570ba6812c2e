import "server-only";
// Server entry of the consent feature.
export { cookieCategoriesStore } from "./store";
export { cookieConsentRecords } from "../tables";
export { categoriesRoute, readConsentRoute, saveConsentRoute } from "./consent-api";
export { exportConsentRecords, listConsentRecords } from "./records";
export { declaredScriptOrigins, loadPolicy, policyRevision } from "./policy";
// The banner's and privacy dialog's texts (consent.*), registered in the platform's message catalog
// when this entry loads: the site layout imports it, so every page has them.
export { consentMessages } from "../messages";
export { privacyLogo } from "./policy";
