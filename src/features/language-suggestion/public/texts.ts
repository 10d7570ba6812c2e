import type { UiLocale } from "@/platform/i18n/locales";

/**
 * The popup's texts in each UI language. The popup speaks the language it suggests,
 * whatever the page's language, so all ten ride in its own chunk (a few hundred bytes)
 * rather than in the page's catalog, which holds the page's language only.
 * `{language}` is a language's name in the text's own language (Intl.DisplayNames).
 */
export type PopupTexts = { message: string; stay: string; change: string; close: string; title: string };

export const POPUP_TEXTS: Record<UiLocale, PopupTexts> = {
  en: { title: "Language", message: "This page is also available in {language}.", stay: "Continue in {language}", change: "Switch to {language}", close: "Close" },
  es: { title: "Idioma", message: "Esta página también está disponible en {language}.", stay: "Continuar en {language}", change: "Cambiar a {language}", close: "Cerrar" },
  fr: { title: "Langue", message: "Cette page existe aussi en {language}.", stay: "Continuer en {language}", change: "Passer en {language}", close: "Fermer" },
  de: { title: "Sprache", message: "Diese Seite gibt es auch auf {language}.", stay: "Weiter auf {language}", change: "Auf {language} wechseln", close: "Schließen" },
  ru: { title: "Язык", message: "Эта страница доступна и на языке «{language}».", stay: "Остаться на языке «{language}»", change: "Перейти на язык «{language}»", close: "Закрыть" },
  it: { title: "Lingua", message: "Questa pagina è disponibile anche in {language}.", stay: "Continua in {language}", change: "Cambia lingua: {language}", close: "Chiudi" },
  pt: { title: "Idioma", message: "Esta página também está disponível em {language}.", stay: "Continuar em {language}", change: "Mudar para {language}", close: "Fechar" },
  pl: { title: "Język", message: "Ta strona jest dostępna także w języku: {language}.", stay: "Zostań przy języku: {language}", change: "Przełącz na język: {language}", close: "Zamknij" },
  zh: { title: "语言", message: "此页面也提供{language}版本。", stay: "继续使用{language}", change: "切换到{language}", close: "关闭" },
  ja: { title: "言語", message: "このページは{language}でもご覧いただけます。", stay: "{language}のまま続ける", change: "{language}に切り替える", close: "閉じる" },
};

/** A language's name in `inLanguage` ("es" in "es": "español"), else its code. */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const fill = (text: string, language: string) => text.replace("{language}", language);
