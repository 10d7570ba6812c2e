// What other code may import from the consent feature (client-safe: no zod, no tables).
// The visitor's choice in the browser (documented in ./consent-client.ts): the event,
// reading it, opening the privacy dialog, granting one service by name.
export {
  CONSENT_EVENT,
  OPEN_PRIVACY_SETTINGS_EVENT,
  consentModeSignals,
  currentConsent,
  grantService,
  hasConsentFor,
  isEssentialCategory,
  onConsent,
  openPrivacySettings,
  readChoice,
  type ConsentAction,
  type ConsentDetail,
  type ConsentService,
  type ConsentSource,
  type SavedChoice,
} from "./consent-client";
export type { CookieCategoryInput } from "./schema";
// The cookie policy page's list (a section type of the sections feature): its data and its language.
export { localizedCookiePolicy, type CookiePolicyCategory, type CookiePolicyService } from "./cookie-policy";
// Global Settings → Cookies: the consent records (its code loads when shown).
export { ConsentRecordsTab } from "./editor-entry";
// The banner and privacy dialog, a visitor widget (src/app/widgets.tsx lists it).
export { consentWidget } from "./widgets";
export { cookieCategoriesSettingsList } from "./settings";
