/** The window events a save announces (spec/editors.md §7): the page and other editors need fresh data. */
export const SECTION_UPDATED_EVENT = "template-section-updated";
export const HEADING_UPDATED_EVENT = "template-heading-section-updated";
