// A site's languages and their states (issue 42, item 1), client-safe: the states' texts in the ten UI
// languages, which the General tab of Global Settings and the members' draft language bar (the language
// suggestion widget's, src/features/language-suggestion) read.
export { fillLanguage, languageName, languageStateTexts, LANGUAGE_STATE_TEXTS, type LanguageStateTexts } from "./texts";
export { fillTexts, translationStatusTexts, TRANSLATION_STATUS_TEXTS, type TranslationStatusTexts } from "./status-texts";
export { PageTranslationStatus } from "./page-status";
