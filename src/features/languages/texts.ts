import { isLocale, type UiLocale } from "@/platform/i18n/locales";

/**
 * The texts of a language's state (issue 42, item 1): the General tab's states and
 * actions and the members' "draft language" bar, in each UI language. Members' screens
 * are not in the page's catalog (the islands renderer hands the page only the texts it
 * rendered), so all ten ride in these chunks, as the language suggestion's do.
 * `{language}` is a language's name in the text's own language (languageName()).
 */
export type LanguageStateTexts = {
  states: string;
  published: string;
  draft: string;
  publish: string;
  makeDraft: string;
  siteLanguage: string;
  newDrafts: string;
  confirmTitle: string;
  confirmBody: string;
  visitors: string;
  visitorsDefault: string;
  visitorsNotFound: string;
  bar: string;
};

export const LANGUAGE_STATE_TEXTS: Record<UiLocale, LanguageStateTexts> = {
  en: {
    states: "Published languages",
    published: "Published",
    draft: "Draft",
    publish: "Publish",
    makeDraft: "Make draft",
    siteLanguage: "the site's language",
    newDrafts: "A language you add starts as a draft: signed-in members see its pages, visitors do not until you publish it and save.",
    confirmTitle: "Make {language} a draft?",
    confirmBody:
      "After you save, visitors no longer get the {language} pages, and search engines, the language switch and the language suggestion leave {language} out until you publish it again.",
    visitors: "Visitors who ask for a draft language's page get",
    visitorsDefault: "The page in the site's language",
    visitorsNotFound: "Page not found (404)",
    bar: "Draft language: {language} is seen only by signed-in members until it is published in Global Settings → General.",
  },
  es: {
    states: "Idiomas publicados",
    published: "Publicado",
    draft: "Borrador",
    publish: "Publicar",
    makeDraft: "Pasar a borrador",
    siteLanguage: "el idioma del sitio",
    newDrafts:
      "Un idioma que añades empieza como borrador: los miembros con sesión iniciada ven sus páginas; los visitantes no, hasta que lo publiques y guardes.",
    confirmTitle: "¿Pasar {language} a borrador?",
    confirmBody:
      "Al guardar, los visitantes dejarán de recibir las páginas en {language}, y los buscadores, el selector de idioma y la sugerencia de idioma omitirán {language} hasta que lo publiques de nuevo.",
    visitors: "Los visitantes que pidan una página en un idioma en borrador reciben",
    visitorsDefault: "La página en el idioma del sitio",
    visitorsNotFound: "Página no encontrada (404)",
    bar: "Idioma en borrador: solo los miembros con sesión iniciada ven {language} hasta que se publique en Configuración global → General.",
  },
  fr: {
    states: "Langues publiées",
    published: "Publiée",
    draft: "Brouillon",
    publish: "Publier",
    makeDraft: "Repasser en brouillon",
    siteLanguage: "la langue du site",
    newDrafts:
      "Une langue ajoutée commence en brouillon : les membres connectés voient ses pages, les visiteurs non, jusqu’à ce que vous la publiiez et enregistriez.",
    confirmTitle: "Repasser {language} en brouillon ?",
    confirmBody:
      "Après l’enregistrement, les visiteurs n’obtiennent plus les pages en {language}, et les moteurs de recherche, le sélecteur de langue et la suggestion de langue l’omettent jusqu’à ce que vous la publiiez à nouveau.",
    visitors: "Les visiteurs qui demandent une page dans une langue en brouillon obtiennent",
    visitorsDefault: "La page dans la langue du site",
    visitorsNotFound: "Page introuvable (404)",
    bar: "Langue en brouillon : seuls les membres connectés voient {language} jusqu’à sa publication dans Paramètres généraux → Général.",
  },
  de: {
    states: "Veröffentlichte Sprachen",
    published: "Veröffentlicht",
    draft: "Entwurf",
    publish: "Veröffentlichen",
    makeDraft: "Zum Entwurf machen",
    siteLanguage: "die Sprache der Website",
    newDrafts:
      "Eine hinzugefügte Sprache beginnt als Entwurf: Angemeldete Mitglieder sehen ihre Seiten, Besucher erst, wenn Sie sie veröffentlichen und speichern.",
    confirmTitle: "{language} zum Entwurf machen?",
    confirmBody:
      "Nach dem Speichern erhalten Besucher die Seiten auf {language} nicht mehr, und Suchmaschinen, die Sprachauswahl und der Sprachvorschlag lassen {language} weg, bis Sie sie wieder veröffentlichen.",
    visitors: "Besucher, die eine Seite in einer Entwurfssprache aufrufen, erhalten",
    visitorsDefault: "Die Seite in der Sprache der Website",
    visitorsNotFound: "Seite nicht gefunden (404)",
    bar: "Entwurfssprache: {language} sehen nur angemeldete Mitglieder, bis sie unter Globale Einstellungen → Allgemein veröffentlicht wird.",
  },
  ru: {
    states: "Опубликованные языки",
    published: "Опубликован",
    draft: "Черновик",
    publish: "Опубликовать",
    makeDraft: "Сделать черновиком",
    siteLanguage: "язык сайта",
    newDrafts: "Добавленный язык начинается как черновик: вошедшие участники видят его страницы, посетители — нет, пока вы не опубликуете его и не сохраните.",
    confirmTitle: "Сделать язык «{language}» черновиком?",
    confirmBody:
      "После сохранения посетители больше не получают страницы на языке «{language}», а поисковые системы, переключатель языка и подсказка языка не показывают его, пока вы снова его не опубликуете.",
    visitors: "Посетители, открывающие страницу на языке-черновике, получают",
    visitorsDefault: "Страницу на языке сайта",
    visitorsNotFound: "Страница не найдена (404)",
    bar: "Язык-черновик: язык «{language}» видят только вошедшие участники, пока он не опубликован в разделе Общие настройки → Основное.",
  },
  it: {
    states: "Lingue pubblicate",
    published: "Pubblicata",
    draft: "Bozza",
    publish: "Pubblica",
    makeDraft: "Rendi bozza",
    siteLanguage: "la lingua del sito",
    newDrafts:
      "Una lingua aggiunta parte come bozza: i membri che hanno effettuato l’accesso ne vedono le pagine, i visitatori no finché non la pubblichi e salvi.",
    confirmTitle: "Rendere {language} una bozza?",
    confirmBody:
      "Dopo il salvataggio i visitatori non ricevono più le pagine in {language}, e i motori di ricerca, il selettore di lingua e il suggerimento della lingua la escludono finché non la pubblichi di nuovo.",
    visitors: "I visitatori che chiedono una pagina in una lingua in bozza ricevono",
    visitorsDefault: "La pagina nella lingua del sito",
    visitorsNotFound: "Pagina non trovata (404)",
    bar: "Lingua in bozza: {language} è visibile solo ai membri che hanno effettuato l’accesso finché non viene pubblicata in Impostazioni globali → Generale.",
  },
  pt: {
    states: "Idiomas publicados",
    published: "Publicado",
    draft: "Rascunho",
    publish: "Publicar",
    makeDraft: "Tornar rascunho",
    siteLanguage: "o idioma do site",
    newDrafts:
      "Um idioma adicionado começa como rascunho: os membros com sessão iniciada veem as suas páginas, os visitantes não, até que o publique e guarde.",
    confirmTitle: "Tornar {language} um rascunho?",
    confirmBody:
      "Depois de guardar, os visitantes deixam de receber as páginas em {language}, e os motores de busca, o seletor de idioma e a sugestão de idioma omitem {language} até que o publique de novo.",
    visitors: "Os visitantes que pedem uma página num idioma em rascunho recebem",
    visitorsDefault: "A página no idioma do site",
    visitorsNotFound: "Página não encontrada (404)",
    bar: "Idioma em rascunho: {language} só é visto por membros com sessão iniciada até ser publicado em Definições globais → Geral.",
  },
  pl: {
    states: "Opublikowane języki",
    published: "Opublikowany",
    draft: "Szkic",
    publish: "Opublikuj",
    makeDraft: "Zmień w szkic",
    siteLanguage: "język witryny",
    newDrafts: "Dodany język zaczyna jako szkic: zalogowani członkowie widzą jego strony, odwiedzający nie, dopóki go nie opublikujesz i nie zapiszesz.",
    confirmTitle: "Zmienić język: {language} w szkic?",
    confirmBody:
      "Po zapisaniu odwiedzający nie dostają już stron w języku: {language}, a wyszukiwarki, przełącznik języka i sugestia języka pomijają go, dopóki nie opublikujesz go ponownie.",
    visitors: "Odwiedzający, którzy otwierają stronę w języku będącym szkicem, dostają",
    visitorsDefault: "Stronę w języku witryny",
    visitorsNotFound: "Nie znaleziono strony (404)",
    bar: "Język w szkicu: {language} widzą tylko zalogowani członkowie, dopóki nie zostanie opublikowany w Ustawieniach globalnych → Ogólne.",
  },
  zh: {
    states: "已发布的语言",
    published: "已发布",
    draft: "草稿",
    publish: "发布",
    makeDraft: "设为草稿",
    siteLanguage: "网站语言",
    newDrafts: "新添加的语言以草稿开始：已登录的成员可以看到其页面，访客要等你发布并保存后才能看到。",
    confirmTitle: "将{language}设为草稿？",
    confirmBody: "保存后，访客将不再看到{language}页面，搜索引擎、语言切换和语言建议也会略过{language}，直到你再次发布。",
    visitors: "访客请求草稿语言的页面时，将得到",
    visitorsDefault: "网站语言的页面",
    visitorsNotFound: "页面未找到 (404)",
    bar: "草稿语言：在“全局设置 → 常规”中发布之前，只有已登录的成员能看到{language}。",
  },
  ja: {
    states: "公開中の言語",
    published: "公開",
    draft: "下書き",
    publish: "公開する",
    makeDraft: "下書きに戻す",
    siteLanguage: "サイトの言語",
    newDrafts: "追加した言語は下書きから始まります。ログイン中のメンバーにはページが表示され、訪問者には公開して保存するまで表示されません。",
    confirmTitle: "{language}を下書きに戻しますか？",
    confirmBody:
      "保存すると、訪問者には{language}のページが表示されなくなり、検索エンジン、言語切り替え、言語の提案からも、再び公開するまで{language}が外れます。",
    visitors: "下書きの言語のページを開いた訪問者に表示するもの",
    visitorsDefault: "サイトの言語のページ",
    visitorsNotFound: "ページが見つかりません (404)",
    bar: "下書きの言語：{language}は「グローバル設定 → 一般」で公開されるまで、ログイン中のメンバーにのみ表示されます。",
  },
};

/** The texts in `locale` (a UI language), else English. */
export function languageStateTexts(locale: string | undefined): LanguageStateTexts {
  return LANGUAGE_STATE_TEXTS[(locale && isLocale(locale) && locale in LANGUAGE_STATE_TEXTS ? locale : "en") as UiLocale];
}

/** A language's name in `inLanguage` ("de" in "de": "Deutsch"), else its code. */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const fillLanguage = (text: string, language: string) => text.replaceAll("{language}", language);
