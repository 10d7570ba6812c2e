/**
 * The cookie banner's and privacy dialog's texts (ICU messages). Words the spec gives are
 * kept word for word (spec/visitor.md "Cookie banner and privacy dialog", §8).
 */
const en = {
  bannerTitle: "Privacy & Cookies",
  bannerText: "We use essential cookies to run this site. With your permission we also use these: {purposes}. You can change your choice at any time.",
  bannerTextUnnamed: "We use essential cookies to run this site. With your permission we also use others. You can change your choice at any time.",
  settings: "Settings",
  rejectAll: "Reject all",
  acceptAll: "Accept all",
  gpcText: "Your browser sends Global Privacy Control, so we honoured it: all non-essential cookies and services are off.",
  dialogTitle: "Privacy Settings",
  dialogSubtitle: "Choose which cookies and services this site may use.",
  privacyPolicy: "Privacy Policy",
  cookiePolicy: "Cookie Policy",
  categories: "Categories",
  services: "Services",
  saveSettings: "Save Settings",
  rejectAllDialog: "Reject All",
  acceptAllDialog: "Accept All",
  close: "Close",
  loading: "Loading...",
  loadTimeout: "Loading timed out. Please try refreshing the page.",
  loadFailed: "Failed to load categories. Please try again.",
  errorHeading: "Error loading privacy settings. Please try again.",
  reload: "Reload page",
  saveConsentFailed: "Failed to save consent. Please try again.",
  saveSettingsFailed: "Failed to save settings. Please try again.",
  alwaysOn: "Always on",
  serviceCount: "{count, plural, one {# service} other {# services}}",
  noCategories: "This site has no cookie categories yet.",
  gpcNote: "Global Privacy Control is on in your browser: non-essential services start off.",
  receipt: "Download receipt of my choice",
  logo: "{site} logo",
  dragHint: "Drag the header to move this dialog.",
};

export type ConsentMessages = typeof en;
export default en;
