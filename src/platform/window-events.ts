/**
 * Every event the product dispatches on `window`, declared once: its name here and
 * its type in the DOM's WindowEventMap, so `window.addEventListener(name, (event) =>
 * event.detail…)` is typed wherever it is heard. Features export these names under
 * their own constants (CONSENT_EVENT, BASKET_EVENT...), never a string of their own.
 */
export const WINDOW_EVENTS = {
  /** The visitor's cookie choice became known or changed (src/features/consent/consent-client.ts). */
  consent: "onsite:consent",
  /** Open the cookie dialog (the footer's Privacy Settings button); cancelled when a dialog heard it. */
  openPrivacySettings: "onsite:open-privacy-settings",
  /** Code wrote the basket's storage itself: the basket store reads it again. */
  basketChanged: "onsite:basket-changed",
  /** Open the help widget's chat (a help article's "Talk to us"). */
  helpOpenChat: "onsite:help-open-chat",
  /** spec/editors.md: a template section was saved, created or deleted (the page refreshes). */
  sectionUpdated: "template-section-updated",
  /** spec/editors.md: a heading section was saved, created or deleted (the page refreshes). */
  headingUpdated: "template-heading-section-updated",
  /** spec/editors.md §4: fields sent with it merge into the open hero editor. */
  heroUpdated: "hero-section-updated",
  /** Run one of the member's commands by its id once no editor is open (an editor's link to another editor: Manage Page Layout's "Translate"). */
  openCommand: "onsite:open-command",
} as const;

/** The consent event's detail: service ids granted and denied, every service of the policy, and whether GPC decided. */
export type ConsentEventDetail = { granted: number[]; denied: number[]; services: { id: number; name: string; category: string }[]; gpc: boolean };

/** A heading section's event: which one, and what happened to it. */
export type HeadingEventDetail = { id: number; action: "created" | "updated" | "deleted" };

declare global {
  interface WindowEventMap {
    "onsite:consent": CustomEvent<ConsentEventDetail>;
    "onsite:open-privacy-settings": CustomEvent<null>;
    "onsite:basket-changed": Event;
    "onsite:help-open-chat": CustomEvent<null>;
    "template-section-updated": Event;
    "template-heading-section-updated": CustomEvent<HeadingEventDetail>;
    "hero-section-updated": CustomEvent<unknown>;
    "onsite:open-command": CustomEvent<string>;
  }
}
