import { isLocale, type UiLocale } from "@/platform/i18n/locales";

/**
 * The texts of "Export site" in Global Settings → General (issue 43, item 5), in each UI
 * language; members' screens carry their texts in their chunks (as the language states do).
 */
export type ExportTexts = { title: string; description: string; leaveOut: string; download: string };

export const EXPORT_TEXTS: Record<UiLocale, ExportTexts> = {
  en: {
    title: "Export site",
    description:
      "Download the whole site as one archive: pages, posts, sections, menus, settings, lists, media files and revisions. An operator can import it as a new site on any Onsite server.",
    leaveOut: "Leave out visitors' cookie consent records and meeting bookings",
    download: "Download export",
  },
  es: {
    title: "Exportar sitio",
    description:
      "Descarga todo el sitio en un archivo: páginas, entradas, secciones, menús, ajustes, listas, archivos multimedia y revisiones. Un operador puede importarlo como sitio nuevo en cualquier servidor Onsite.",
    leaveOut: "Excluir los registros de consentimiento de cookies y las reservas de citas de los visitantes",
    download: "Descargar exportación",
  },
  fr: {
    title: "Exporter le site",
    description:
      "Téléchargez tout le site dans une archive : pages, articles, sections, menus, réglages, listes, fichiers médias et révisions. Un opérateur peut l'importer comme nouveau site sur n'importe quel serveur Onsite.",
    leaveOut: "Exclure les consentements aux cookies et les réservations de rendez-vous des visiteurs",
    download: "Télécharger l'export",
  },
  de: {
    title: "Website exportieren",
    description:
      "Laden Sie die ganze Website als ein Archiv herunter: Seiten, Beiträge, Abschnitte, Menüs, Einstellungen, Listen, Mediendateien und Versionen. Ein Betreiber kann sie auf jedem Onsite-Server als neue Website importieren.",
    leaveOut: "Cookie-Einwilligungen und Terminbuchungen der Besucher weglassen",
    download: "Export herunterladen",
  },
  ru: {
    title: "Экспорт сайта",
    description:
      "Скачайте весь сайт одним архивом: страницы, записи, разделы, меню, настройки, списки, медиафайлы и версии. Оператор может импортировать его как новый сайт на любом сервере Onsite.",
    leaveOut: "Не включать согласия посетителей на cookie и записи на встречи",
    download: "Скачать экспорт",
  },
  it: {
    title: "Esporta sito",
    description:
      "Scarica l'intero sito in un archivio: pagine, articoli, sezioni, menu, impostazioni, elenchi, file multimediali e revisioni. Un operatore può importarlo come nuovo sito su qualsiasi server Onsite.",
    leaveOut: "Escludi i consensi ai cookie e le prenotazioni degli appuntamenti dei visitatori",
    download: "Scarica esportazione",
  },
  pt: {
    title: "Exportar site",
    description:
      "Baixe o site inteiro em um arquivo: páginas, posts, seções, menus, configurações, listas, arquivos de mídia e revisões. Um operador pode importá-lo como novo site em qualquer servidor Onsite.",
    leaveOut: "Deixar de fora os consentimentos de cookies e as reservas de reuniões dos visitantes",
    download: "Baixar exportação",
  },
  pl: {
    title: "Eksportuj witrynę",
    description:
      "Pobierz całą witrynę jako jedno archiwum: strony, wpisy, sekcje, menu, ustawienia, listy, pliki multimedialne i wersje. Operator może ją zaimportować jako nową witrynę na dowolnym serwerze Onsite.",
    leaveOut: "Pomiń zgody odwiedzających na pliki cookie i rezerwacje spotkań",
    download: "Pobierz eksport",
  },
  zh: {
    title: "导出网站",
    description: "将整个网站下载为一个归档：页面、文章、版块、菜单、设置、列表、媒体文件和修订版本。运营者可以在任何 Onsite 服务器上将其导入为新网站。",
    leaveOut: "不包含访客的 Cookie 同意记录和会议预约",
    download: "下载导出文件",
  },
  ja: {
    title: "サイトをエクスポート",
    description:
      "サイト全体を1つのアーカイブとしてダウンロードします：ページ、投稿、セクション、メニュー、設定、リスト、メディアファイル、リビジョン。運営者はどの Onsite サーバーにも新しいサイトとしてインポートできます。",
    leaveOut: "訪問者の Cookie 同意記録とミーティング予約を含めない",
    download: "エクスポートをダウンロード",
  },
};

export function exportTexts(locale: string | undefined): ExportTexts {
  return EXPORT_TEXTS[(locale && isLocale(locale) && locale in EXPORT_TEXTS ? locale : "en") as UiLocale];
}
