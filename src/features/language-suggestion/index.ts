// The language suggestion popup (spec/visitor.md "Language suggestion popup"), client-safe.
export { languageSuggestionWidget } from "./widgets";
export { CHOICE_KEY, DEFAULT_LOCALE_COOKIE, SHOW_COOKIE, SOURCE_COOKIE, TARGET_COOKIE } from "./model";
