/**
 * The footer's privacy settings button dispatches this event on `window`; the
 * consent feature opens its privacy settings dialog when it hears it.
 */
import { WINDOW_EVENTS } from "@/platform/window-events";
export const PRIVACY_SETTINGS_EVENT = WINDOW_EVENTS.openPrivacySettings;

/**
 * Marks a request nobody heard yet (the consent widget loads after hydration): the
 * widget opens the dialog when it mounts. A registered symbol, so both sides name it alike.
 */
export const PRIVACY_SETTINGS_PENDING = Symbol.for("onsite.privacy-settings-pending");

/** Asks for the privacy dialog; a listener cancels the event to say it took the request. */
export function requestPrivacySettings(): void {
  const heard = !window.dispatchEvent(new CustomEvent(PRIVACY_SETTINGS_EVENT, { cancelable: true }));
  if (!heard) Object.assign(window, { [PRIVACY_SETTINGS_PENDING]: true });
}
