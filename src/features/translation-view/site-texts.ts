import { isLocale, type UiLocale } from "@/platform/i18n/locales";

/**
 * The translation view's site-wide scope (issue 42, item 2) in each UI language: the scope switch,
 * its note, and the names of the site-wide records and their fields.
 */
export type SiteScopeTexts = {
  scope: string;
  page: string;
  site: string;
  title: string;
  note: string;
  /** Shown to an editor whose link asked for the site-wide texts (owners and admins translate them): the view shows the page's. */
  adminsOnly: string;
  /** Global Settings → General, per language: `{translated}` and `{total}` numbers. */
  status: string;
  subjects: Record<"menu_item" | "submenu_item" | "faq" | "banner", string>;
  fields: Record<"display_name" | "name" | "description" | "question" | "answer" | "text" | "link_label" | "custom_content" | "landing_content", string>;
};

export const SITE_SCOPE_TEXTS: Record<UiLocale, SiteScopeTexts> = {
  en: {
    scope: "Texts",
    page: "This page",
    site: "Site-wide texts",
    title: "Translate site-wide texts",
    note: "Menus, FAQs and banners appear on every page: they have a status of their own and count toward no page's translation threshold.",
    adminsOnly: "Only owners and admins translate site-wide texts (menus, FAQs and banners). These are this page's texts.",
    status: "Site-wide texts: {translated} of {total} translated",
    subjects: { menu_item: "Menu item", submenu_item: "Submenu item", faq: "FAQ", banner: "Banner" },
    fields: {
      display_name: "Name",
      name: "Name",
      description: "Description",
      question: "Question",
      answer: "Answer",
      text: "Text",
      link_label: "Link label",
      custom_content: "Custom content",
      landing_content: "Landing content",
    },
  },
  es: {
    scope: "Textos",
    page: "Esta página",
    site: "Textos de todo el sitio",
    title: "Traducir los textos de todo el sitio",
    note: "Los menús, las preguntas frecuentes y los banners aparecen en todas las páginas: tienen su propio estado y no cuentan para el umbral de traducción de ninguna página.",
    adminsOnly:
      "Solo los propietarios y los administradores traducen los textos de todo el sitio (menús, preguntas frecuentes y banners). Estos son los textos de esta página.",
    status: "Textos de todo el sitio: {translated} de {total} traducidos",
    subjects: { menu_item: "Elemento del menú", submenu_item: "Elemento del submenú", faq: "Pregunta frecuente", banner: "Banner" },
    fields: {
      display_name: "Nombre",
      name: "Nombre",
      description: "Descripción",
      question: "Pregunta",
      answer: "Respuesta",
      text: "Texto",
      link_label: "Texto del enlace",
      custom_content: "Contenido personalizado",
      landing_content: "Contenido de destino",
    },
  },
  fr: {
    scope: "Textes",
    page: "Cette page",
    site: "Textes de tout le site",
    title: "Traduire les textes de tout le site",
    note: "Les menus, les FAQ et les bannières apparaissent sur chaque page : ils ont leur propre statut et ne comptent dans le seuil de traduction d'aucune page.",
    adminsOnly:
      "Seuls les propriétaires et les administrateurs traduisent les textes de tout le site (menus, FAQ et bannières). Voici les textes de cette page.",
    status: "Textes de tout le site : {translated} sur {total} traduits",
    subjects: { menu_item: "Élément de menu", submenu_item: "Élément de sous-menu", faq: "FAQ", banner: "Bannière" },
    fields: {
      display_name: "Nom",
      name: "Nom",
      description: "Description",
      question: "Question",
      answer: "Réponse",
      text: "Texte",
      link_label: "Libellé du lien",
      custom_content: "Contenu personnalisé",
      landing_content: "Contenu d'arrivée",
    },
  },
  de: {
    scope: "Texte",
    page: "Diese Seite",
    site: "Seitenübergreifende Texte",
    title: "Seitenübergreifende Texte übersetzen",
    note: "Menüs, FAQs und Banner erscheinen auf jeder Seite: Sie haben einen eigenen Status und zählen für die Übersetzungsschwelle keiner Seite.",
    adminsOnly: "Nur Inhaber und Administratoren übersetzen seitenübergreifende Texte (Menüs, FAQs und Banner). Hier sind die Texte dieser Seite.",
    status: "Seitenübergreifende Texte: {translated} von {total} übersetzt",
    subjects: { menu_item: "Menüpunkt", submenu_item: "Untermenüpunkt", faq: "FAQ", banner: "Banner" },
    fields: {
      display_name: "Name",
      name: "Name",
      description: "Beschreibung",
      question: "Frage",
      answer: "Antwort",
      text: "Text",
      link_label: "Linktext",
      custom_content: "Eigener Inhalt",
      landing_content: "Zielinhalt",
    },
  },
  ru: {
    scope: "Тексты",
    page: "Эта страница",
    site: "Общие тексты сайта",
    title: "Перевести общие тексты сайта",
    note: "Меню, вопросы и ответы и баннеры видны на каждой странице: у них свой статус, и они не учитываются в пороге перевода ни одной страницы.",
    adminsOnly: "Тексты всего сайта (меню, вопросы и ответы, баннеры) переводят только владельцы и администраторы. Здесь тексты этой страницы.",
    status: "Общие тексты сайта: переведено {translated} из {total}",
    subjects: { menu_item: "Пункт меню", submenu_item: "Пункт подменю", faq: "Вопрос и ответ", banner: "Баннер" },
    fields: {
      display_name: "Название",
      name: "Название",
      description: "Описание",
      question: "Вопрос",
      answer: "Ответ",
      text: "Текст",
      link_label: "Текст ссылки",
      custom_content: "Собственное содержимое",
      landing_content: "Содержимое при открытии",
    },
  },
  it: {
    scope: "Testi",
    page: "Questa pagina",
    site: "Testi di tutto il sito",
    title: "Traduci i testi di tutto il sito",
    note: "Menu, FAQ e banner compaiono su ogni pagina: hanno uno stato proprio e non contano per la soglia di traduzione di nessuna pagina.",
    adminsOnly: "Solo i proprietari e gli amministratori traducono i testi di tutto il sito (menu, FAQ e banner). Questi sono i testi di questa pagina.",
    status: "Testi di tutto il sito: {translated} di {total} tradotti",
    subjects: { menu_item: "Voce di menu", submenu_item: "Voce di sottomenu", faq: "FAQ", banner: "Banner" },
    fields: {
      display_name: "Nome",
      name: "Nome",
      description: "Descrizione",
      question: "Domanda",
      answer: "Risposta",
      text: "Testo",
      link_label: "Testo del link",
      custom_content: "Contenuto personalizzato",
      landing_content: "Contenuto di destinazione",
    },
  },
  pt: {
    scope: "Textos",
    page: "Esta página",
    site: "Textos de todo o site",
    title: "Traduzir os textos de todo o site",
    note: "Menus, perguntas frequentes e banners aparecem em todas as páginas: têm um estado próprio e não contam para o limite de tradução de nenhuma página.",
    adminsOnly:
      "Só os proprietários e os administradores traduzem os textos de todo o site (menus, perguntas frequentes e banners). Estes são os textos desta página.",
    status: "Textos de todo o site: {translated} de {total} traduzidos",
    subjects: { menu_item: "Item do menu", submenu_item: "Item do submenu", faq: "Pergunta frequente", banner: "Banner" },
    fields: {
      display_name: "Nome",
      name: "Nome",
      description: "Descrição",
      question: "Pergunta",
      answer: "Resposta",
      text: "Texto",
      link_label: "Texto do link",
      custom_content: "Conteúdo personalizado",
      landing_content: "Conteúdo de destino",
    },
  },
  pl: {
    scope: "Teksty",
    page: "Ta strona",
    site: "Teksty całej witryny",
    title: "Przetłumacz teksty całej witryny",
    note: "Menu, FAQ i banery są widoczne na każdej stronie: mają własny stan i nie liczą się do progu tłumaczenia żadnej strony.",
    adminsOnly: "Teksty całej witryny (menu, FAQ i banery) tłumaczą tylko właściciele i administratorzy. Oto teksty tej strony.",
    status: "Teksty całej witryny: przetłumaczono {translated} z {total}",
    subjects: { menu_item: "Pozycja menu", submenu_item: "Pozycja podmenu", faq: "FAQ", banner: "Baner" },
    fields: {
      display_name: "Nazwa",
      name: "Nazwa",
      description: "Opis",
      question: "Pytanie",
      answer: "Odpowiedź",
      text: "Tekst",
      link_label: "Tekst linku",
      custom_content: "Własna treść",
      landing_content: "Treść docelowa",
    },
  },
  zh: {
    scope: "文本",
    page: "本页",
    site: "全站文本",
    title: "翻译全站文本",
    note: "菜单、常见问题和横幅出现在每个页面上：它们有自己的状态，不计入任何页面的翻译阈值。",
    adminsOnly: "只有所有者和管理员可以翻译全站文本（菜单、常见问题和横幅）。这里是本页的文本。",
    status: "全站文本：已翻译 {translated} / {total}",
    subjects: { menu_item: "菜单项", submenu_item: "子菜单项", faq: "常见问题", banner: "横幅" },
    fields: {
      display_name: "名称",
      name: "名称",
      description: "描述",
      question: "问题",
      answer: "回答",
      text: "文本",
      link_label: "链接文字",
      custom_content: "自定义内容",
      landing_content: "落地内容",
    },
  },
  ja: {
    scope: "テキスト",
    page: "このページ",
    site: "サイト共通のテキスト",
    title: "サイト共通のテキストを翻訳",
    note: "メニュー、FAQ、バナーはすべてのページに表示されます。独自のステータスを持ち、どのページの翻訳しきい値にも数えられません。",
    adminsOnly: "サイト全体のテキスト（メニュー、FAQ、バナー）を翻訳できるのはオーナーと管理者だけです。ここにはこのページのテキストを表示しています。",
    status: "サイト共通のテキスト：{total} 件中 {translated} 件翻訳済み",
    subjects: { menu_item: "メニュー項目", submenu_item: "サブメニュー項目", faq: "FAQ", banner: "バナー" },
    fields: {
      display_name: "名前",
      name: "名前",
      description: "説明",
      question: "質問",
      answer: "回答",
      text: "テキスト",
      link_label: "リンクの文字",
      custom_content: "カスタムコンテンツ",
      landing_content: "ランディングコンテンツ",
    },
  },
};

/** The site-wide scope's texts in `locale` (a UI language), else English. */
export function siteScopeTexts(locale: string | undefined): SiteScopeTexts {
  return SITE_SCOPE_TEXTS[(locale && isLocale(locale) && locale in SITE_SCOPE_TEXTS ? locale : "en") as UiLocale];
}

/** A site-wide field's name ("faq" "answer": "Answer"), or null for a page block's field. */
export function siteFieldLabel(texts: SiteScopeTexts, subject: string, field: string): string | null {
  if (!(subject in texts.subjects)) return null;
  return texts.fields[field as keyof SiteScopeTexts["fields"]] ?? null;
}
