import "server-only";
// Server entry of the settings feature: the Global Settings lists as the organizations
// API saves and reads them (their stores), with the lists' registrations and the tabs
// that say which tab's section reads each.
export { SETTINGS_LIST_STORES } from "./lists";
export { SETTINGS_LISTS } from "../lists";
export { SECTION_TABS } from "../tabs";
