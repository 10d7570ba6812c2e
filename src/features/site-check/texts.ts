import type { UiLocale } from "@/platform/i18n/locales";
import { format } from "@/platform/i18n/messages";
import type { Finding, RawFinding } from "./rules";

/** The check before publishing's texts (the dashboard's Check and the API's messages), per UI language. */
const en = {
  wholeSite: "The whole site",
  dashboard: "Dashboard",
  title: "Check before publishing",
  intro:
    "Links to pages that do not exist, images without alt text, text below WCAG AA contrast, missing meta descriptions and titles over 60 characters. Each finding opens the editor that fixes it.",
  clean: "Nothing to fix: no finding on any page.",
  count: "{count} to fix",
  everyPage: "Every page (header, footer, banners, media library)",
  home: "Home page",
  language: "Language: {locale}",
  fix: "Fix",
  broken_link: "Link to {target}, a page that does not exist ({where})",
  missing_alt: "Image without alt text ({where}): {src}",
  low_contrast: "Text contrast {ratio}:1 on its background, below 4.5:1 ({where})",
  missing_description: "No meta description ({where})",
  long_title: "Title of {count} characters, over 60 ({where})",
};

export type SiteCheckTexts = typeof en;

const es: SiteCheckTexts = {
  wholeSite: "Todo el sitio",
  dashboard: "Panel",
  title: "Revisión antes de publicar",
  intro:
    "Enlaces a páginas que no existen, imágenes sin texto alternativo, texto con contraste inferior a WCAG AA, metadescripciones ausentes y títulos de más de 60 caracteres. Cada hallazgo abre el editor que lo corrige.",
  clean: "Nada que corregir: ningún hallazgo en ninguna página.",
  count: "{count} por corregir",
  everyPage: "Todas las páginas (cabecera, pie, banners, biblioteca de medios)",
  home: "Página de inicio",
  language: "Idioma: {locale}",
  fix: "Corregir",
  broken_link: "Enlace a {target}, una página que no existe ({where})",
  missing_alt: "Imagen sin texto alternativo ({where}): {src}",
  low_contrast: "Contraste del texto {ratio}:1 sobre su fondo, inferior a 4.5:1 ({where})",
  missing_description: "Sin metadescripción ({where})",
  long_title: "Título de {count} caracteres, más de 60 ({where})",
};

const fr: SiteCheckTexts = {
  wholeSite: "Tout le site",
  dashboard: "Tableau de bord",
  title: "Vérification avant publication",
  intro:
    "Liens vers des pages qui n’existent pas, images sans texte alternatif, texte sous le contraste WCAG AA, méta-descriptions manquantes et titres de plus de 60 caractères. Chaque constat ouvre l’éditeur qui le corrige.",
  clean: "Rien à corriger : aucun constat sur aucune page.",
  count: "{count} à corriger",
  everyPage: "Toutes les pages (en-tête, pied de page, bannières, médiathèque)",
  home: "Page d’accueil",
  language: "Langue : {locale}",
  fix: "Corriger",
  broken_link: "Lien vers {target}, une page qui n’existe pas ({where})",
  missing_alt: "Image sans texte alternatif ({where}) : {src}",
  low_contrast: "Contraste du texte {ratio}:1 sur son fond, inférieur à 4.5:1 ({where})",
  missing_description: "Aucune méta-description ({where})",
  long_title: "Titre de {count} caractères, plus de 60 ({where})",
};

const de: SiteCheckTexts = {
  wholeSite: "Die ganze Website",
  dashboard: "Übersicht",
  title: "Prüfung vor dem Veröffentlichen",
  intro:
    "Links auf Seiten, die es nicht gibt, Bilder ohne Alternativtext, Text unter dem WCAG-AA-Kontrast, fehlende Meta-Beschreibungen und Titel über 60 Zeichen. Jeder Befund öffnet den Editor, der ihn behebt.",
  clean: "Nichts zu beheben: auf keiner Seite ein Befund.",
  count: "{count} zu beheben",
  everyPage: "Alle Seiten (Kopfzeile, Fußzeile, Banner, Mediathek)",
  home: "Startseite",
  language: "Sprache: {locale}",
  fix: "Beheben",
  broken_link: "Link auf {target}, eine Seite, die es nicht gibt ({where})",
  missing_alt: "Bild ohne Alternativtext ({where}): {src}",
  low_contrast: "Textkontrast {ratio}:1 auf seinem Hintergrund, unter 4.5:1 ({where})",
  missing_description: "Keine Meta-Beschreibung ({where})",
  long_title: "Titel mit {count} Zeichen, über 60 ({where})",
};

const ru: SiteCheckTexts = {
  wholeSite: "Весь сайт",
  dashboard: "Панель управления",
  title: "Проверка перед публикацией",
  intro:
    "Ссылки на несуществующие страницы, изображения без альтернативного текста, текст с контрастом ниже WCAG AA, отсутствующие метаописания и заголовки длиннее 60 символов. Каждая находка открывает редактор, который её исправляет.",
  clean: "Исправлять нечего: ни на одной странице нет находок.",
  count: "Исправить: {count}",
  everyPage: "Все страницы (шапка, подвал, баннеры, медиатека)",
  home: "Главная страница",
  language: "Язык: {locale}",
  fix: "Исправить",
  broken_link: "Ссылка на {target}, страницу, которой нет ({where})",
  missing_alt: "Изображение без альтернативного текста ({where}): {src}",
  low_contrast: "Контраст текста {ratio}:1 на его фоне, ниже 4.5:1 ({where})",
  missing_description: "Нет метаописания ({where})",
  long_title: "Заголовок из {count} символов, больше 60 ({where})",
};

const pt: SiteCheckTexts = {
  wholeSite: "Todo o site",
  dashboard: "Painel",
  title: "Verificação antes de publicar",
  intro:
    "Links para páginas que não existem, imagens sem texto alternativo, texto abaixo do contraste WCAG AA, meta descrições em falta e títulos com mais de 60 caracteres. Cada ocorrência abre o editor que a corrige.",
  clean: "Nada a corrigir: nenhuma ocorrência em nenhuma página.",
  count: "{count} a corrigir",
  everyPage: "Todas as páginas (cabeçalho, rodapé, banners, biblioteca de mídia)",
  home: "Página inicial",
  language: "Idioma: {locale}",
  fix: "Corrigir",
  broken_link: "Link para {target}, uma página que não existe ({where})",
  missing_alt: "Imagem sem texto alternativo ({where}): {src}",
  low_contrast: "Contraste do texto {ratio}:1 sobre o fundo, abaixo de 4.5:1 ({where})",
  missing_description: "Sem meta descrição ({where})",
  long_title: "Título com {count} caracteres, mais de 60 ({where})",
};

const it: SiteCheckTexts = {
  wholeSite: "Tutto il sito",
  dashboard: "Pannello",
  title: "Controllo prima della pubblicazione",
  intro:
    "Link a pagine che non esistono, immagini senza testo alternativo, testo sotto il contrasto WCAG AA, meta descrizioni mancanti e titoli oltre 60 caratteri. Ogni segnalazione apre l’editor che la corregge.",
  clean: "Niente da correggere: nessuna segnalazione su nessuna pagina.",
  count: "{count} da correggere",
  everyPage: "Tutte le pagine (intestazione, piè di pagina, banner, libreria media)",
  home: "Pagina iniziale",
  language: "Lingua: {locale}",
  fix: "Correggi",
  broken_link: "Link a {target}, una pagina che non esiste ({where})",
  missing_alt: "Immagine senza testo alternativo ({where}): {src}",
  low_contrast: "Contrasto del testo {ratio}:1 sullo sfondo, sotto 4.5:1 ({where})",
  missing_description: "Nessuna meta descrizione ({where})",
  long_title: "Titolo di {count} caratteri, oltre 60 ({where})",
};

const pl: SiteCheckTexts = {
  wholeSite: "Cała witryna",
  dashboard: "Panel",
  title: "Sprawdzenie przed publikacją",
  intro:
    "Linki do stron, które nie istnieją, obrazy bez tekstu alternatywnego, tekst o kontraście poniżej WCAG AA, brakujące metaopisy i tytuły dłuższe niż 60 znaków. Każde znalezisko otwiera edytor, który je naprawia.",
  clean: "Nic do poprawienia: żadnych znalezisk na żadnej stronie.",
  count: "Do poprawienia: {count}",
  everyPage: "Każda strona (nagłówek, stopka, banery, biblioteka mediów)",
  home: "Strona główna",
  language: "Język: {locale}",
  fix: "Popraw",
  broken_link: "Link do {target}, strony, która nie istnieje ({where})",
  missing_alt: "Obraz bez tekstu alternatywnego ({where}): {src}",
  low_contrast: "Kontrast tekstu {ratio}:1 na tle, poniżej 4.5:1 ({where})",
  missing_description: "Brak metaopisu ({where})",
  long_title: "Tytuł ma {count} znaków, ponad 60 ({where})",
};

const ja: SiteCheckTexts = {
  wholeSite: "サイト全体",
  dashboard: "ダッシュボード",
  title: "公開前のチェック",
  intro:
    "存在しないページへのリンク、代替テキストのない画像、WCAG AA を下回るコントラストのテキスト、メタディスクリプションの欠落、60 文字を超えるタイトル。各項目から修正するエディターを開けます。",
  clean: "修正するものはありません。どのページにも問題はありません。",
  count: "要修正 {count} 件",
  everyPage: "すべてのページ（ヘッダー、フッター、バナー、メディアライブラリ）",
  home: "ホームページ",
  language: "言語: {locale}",
  fix: "修正",
  broken_link: "存在しないページ {target} へのリンク（{where}）",
  missing_alt: "代替テキストのない画像（{where}）: {src}",
  low_contrast: "背景に対するテキストのコントラスト {ratio}:1、4.5:1 未満（{where}）",
  missing_description: "メタディスクリプションがありません（{where}）",
  long_title: "タイトルが {count} 文字で 60 文字を超えています（{where}）",
};

const zh: SiteCheckTexts = {
  wholeSite: "整个网站",
  dashboard: "控制台",
  title: "发布前检查",
  intro: "指向不存在页面的链接、没有替代文本的图片、对比度低于 WCAG AA 的文字、缺少的元描述以及超过 60 个字符的标题。每个问题都会打开可修复它的编辑器。",
  clean: "无需修复：所有页面都没有问题。",
  count: "{count} 个待修复",
  everyPage: "所有页面（页眉、页脚、横幅、媒体库）",
  home: "首页",
  language: "语言：{locale}",
  fix: "修复",
  broken_link: "指向不存在页面 {target} 的链接（{where}）",
  missing_alt: "没有替代文本的图片（{where}）：{src}",
  low_contrast: "文字与背景的对比度为 {ratio}:1，低于 4.5:1（{where}）",
  missing_description: "没有元描述（{where}）",
  long_title: "标题有 {count} 个字符，超过 60（{where}）",
};

export const SITE_CHECK_TEXTS: Record<UiLocale, SiteCheckTexts> = { en, es, fr, de, ru, pt, it, pl, ja, zh };

/** The check's texts in `locale` (English for nl and unknown languages). */
export function siteCheckTexts(locale: string): SiteCheckTexts {
  return SITE_CHECK_TEXTS[locale as UiLocale] ?? en;
}

/** A finding with its message written in `uiLocale`. */
export function withMessage(finding: RawFinding, uiLocale: string): Finding {
  const { params, ...rest } = finding;
  return { ...rest, message: format(siteCheckTexts(uiLocale)[finding.kind], params) };
}
