/**
 * The footer's privacy settings button dispatches this event on `window`; the
 * consent feature opens its privacy settings dialog when it hears it.
 */
export const PRIVACY_SETTINGS_EVENT = "onsite:open-privacy-settings";
