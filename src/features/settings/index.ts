// The Global Settings feature: its registration with the editing shell, and the lists
// it edits as their features register them. The data and its API are the
// organizations feature's (GET/PUT /api/organizations/{id}), which reads the same
// lists' stores from ./server.
export { globalSettingsEditor } from "./registration";
export { SETTINGS_LISTS } from "./lists";
export { SECTION_TABS, TABS, type TabId } from "./tabs";
