// The translation view (issue 42, items 3, 4 and 6), client-safe: its editor registration (src/app/editors.ts lists it)
// and its texts in the ten UI languages. Its routes are in ./server.ts.
export { translationViewEditor } from "./registration";
export { fieldLabel, subjectLabel, translationViewTexts, TRANSLATION_VIEW_TEXTS, type TranslationViewTexts } from "./texts";
export { TRANSLATE_COMMAND, TRANSLATE_SITE_COMMAND } from "./command";
export { siteScopeTexts, SITE_SCOPE_TEXTS, type SiteScopeTexts } from "./site-texts";
export { SiteTextsStatus } from "./editor/site-status";
