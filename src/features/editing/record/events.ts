import { WINDOW_EVENTS } from "@/platform/window-events";

/** The window events a save announces (spec/editors.md §7): the page and other editors need fresh data. */
export const SECTION_UPDATED_EVENT = WINDOW_EVENTS.sectionUpdated;
export const HEADING_UPDATED_EVENT = WINDOW_EVENTS.headingUpdated;
