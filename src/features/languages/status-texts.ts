import { isLocale, type UiLocale } from "@/platform/i18n/locales";

/**
 * The texts of the translation status (issue 42, items 2 and 6): the General tab's
 * threshold and a page's status in the site map and the page layout manager, in each UI
 * language. `{language}` is a language's name (languageName()), `{translated}`,
 * `{total}` and `{count}` numbers.
 */
export type TranslationStatusTexts = {
  threshold: string;
  thresholdHelp: string;
  pageStatus: string;
  outdated: string;
  heading: string;
};

export const TRANSLATION_STATUS_TEXTS: Record<UiLocale, TranslationStatusTexts> = {
  en: {
    threshold: "Translation threshold (%)",
    thresholdHelp:
      "A page is suggested to visitors, named in hreflang and indexed in a published language once this share of its texts is translated and up to date. Below it, the page still opens in that language, its missing texts in the site's language.",
    pageStatus: "{language}: {translated} of {total} translated",
    outdated: "{count} outdated",
    heading: "Translation",
  },
  es: {
    threshold: "Umbral de traducción (%)",
    thresholdHelp:
      "Una página se sugiere a los visitantes, se nombra en hreflang y se indexa en un idioma publicado cuando esta parte de sus textos está traducida y al día. Por debajo, la página se abre igualmente en ese idioma, con los textos que faltan en el idioma del sitio.",
    pageStatus: "{language}: {translated} de {total} traducidos",
    outdated: "{count} desactualizados",
    heading: "Traducción",
  },
  fr: {
    threshold: "Seuil de traduction (%)",
    thresholdHelp:
      "Une page est proposée aux visiteurs, citée dans hreflang et indexée dans une langue publiée dès que cette part de ses textes est traduite et à jour. En dessous, la page s'ouvre quand même dans cette langue, ses textes manquants dans la langue du site.",
    pageStatus: "{language} : {translated} sur {total} traduits",
    outdated: "{count} obsolètes",
    heading: "Traduction",
  },
  de: {
    threshold: "Übersetzungsschwelle (%)",
    thresholdHelp:
      "Eine Seite wird Besuchern vorgeschlagen, in hreflang genannt und in einer veröffentlichten Sprache indexiert, sobald dieser Anteil ihrer Texte übersetzt und aktuell ist. Darunter öffnet sich die Seite trotzdem in dieser Sprache, fehlende Texte in der Sprache der Website.",
    pageStatus: "{language}: {translated} von {total} übersetzt",
    outdated: "{count} veraltet",
    heading: "Übersetzung",
  },
  ru: {
    threshold: "Порог перевода (%)",
    thresholdHelp:
      "Страница предлагается посетителям, указывается в hreflang и индексируется на опубликованном языке, когда эта доля её текстов переведена и актуальна. Ниже порога страница всё равно открывается на этом языке, а недостающие тексты показываются на языке сайта.",
    pageStatus: "{language}: переведено {translated} из {total}",
    outdated: "устарело: {count}",
    heading: "Перевод",
  },
  it: {
    threshold: "Soglia di traduzione (%)",
    thresholdHelp:
      "Una pagina viene suggerita ai visitatori, indicata in hreflang e indicizzata in una lingua pubblicata quando questa quota dei suoi testi è tradotta e aggiornata. Al di sotto, la pagina si apre comunque in quella lingua, con i testi mancanti nella lingua del sito.",
    pageStatus: "{language}: {translated} di {total} tradotti",
    outdated: "{count} non aggiornati",
    heading: "Traduzione",
  },
  pt: {
    threshold: "Limite de tradução (%)",
    thresholdHelp:
      "Uma página é sugerida aos visitantes, indicada no hreflang e indexada num idioma publicado quando esta parte dos seus textos está traduzida e atualizada. Abaixo disso, a página abre na mesma nesse idioma, com os textos em falta no idioma do site.",
    pageStatus: "{language}: {translated} de {total} traduzidos",
    outdated: "{count} desatualizados",
    heading: "Tradução",
  },
  pl: {
    threshold: "Próg tłumaczenia (%)",
    thresholdHelp:
      "Strona jest proponowana odwiedzającym, wymieniana w hreflang i indeksowana w opublikowanym języku, gdy ta część jej tekstów jest przetłumaczona i aktualna. Poniżej progu strona nadal otwiera się w tym języku, a brakujące teksty są w języku witryny.",
    pageStatus: "{language}: przetłumaczono {translated} z {total}",
    outdated: "nieaktualne: {count}",
    heading: "Tłumaczenie",
  },
  zh: {
    threshold: "翻译阈值 (%)",
    thresholdHelp:
      "当页面中这一比例的文本已翻译且为最新时，该页面才会以已发布的语言推荐给访客、列入 hreflang 并被索引。低于该比例时，页面仍以该语言打开，缺少的文本以网站语言显示。",
    pageStatus: "{language}：已翻译 {translated}/{total}",
    outdated: "{count} 项已过时",
    heading: "翻译",
  },
  ja: {
    threshold: "翻訳のしきい値 (%)",
    thresholdHelp:
      "ページのテキストのうちこの割合が翻訳済みで最新になると、そのページは公開言語で訪問者に提案され、hreflang に記載され、インデックスされます。下回っている間もページはその言語で開き、未翻訳のテキストはサイトの言語で表示されます。",
    pageStatus: "{language}：{total} 件中 {translated} 件翻訳済み",
    outdated: "{count} 件が古い",
    heading: "翻訳",
  },
};

/** The texts in `locale` (a UI language), else English. */
export function translationStatusTexts(locale: string | undefined): TranslationStatusTexts {
  return TRANSLATION_STATUS_TEXTS[(locale && isLocale(locale) && locale in TRANSLATION_STATUS_TEXTS ? locale : "en") as UiLocale];
}

/** A text with its `{name}` placeholders filled. */
export const fillTexts = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));
