/**
 * The starter Privacy Policy and Cookie Policy pages' texts (issue 36, item 5), in every language
 * a site may have: the page's title and meta description, its section's title and its text (rich text). The owner edits
 * them like any page; the cookie policy's list of categories is not text but a cookie_policy
 * section, always what Global Settings → Cookies declares.
 */
export type PolicyTexts = {
  privacyTitle: string;
  privacyText: string;
  /** The page's meta description (what search results show under its title). */
  privacyDescription: string;
  cookieTitle: string;
  cookieText: string;
  cookieDescription: string;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");

export const POLICY_TEXTS: Record<string, PolicyTexts> = {
  en: {
    privacyTitle: "Privacy Policy",
    privacyText: p(
      "This is a starter privacy policy: replace it with your own. Say who runs this site and how to reach you, what personal data you collect (through forms, accounts, orders or bookings), why, how long you keep it, who you share it with, and how people can see, correct or delete their data.",
      "The cookies and services this site uses are listed in the Cookie Policy. You can change your choice at any time under Privacy settings at the bottom of every page.",
    ),
    privacyDescription: "How this site collects, uses and protects your personal data, and how to see, correct or delete it.",
    cookieTitle: "Cookie Policy",
    cookieText: p(
      "These are the cookies and services this site uses, by category. Essential ones are always on; the others only with your permission, which you can change at any time under Privacy settings at the bottom of every page.",
    ),
    cookieDescription: "The cookies and services this site uses, by category, and how to change your choice at any time.",
  },
  es: {
    privacyTitle: "Política de privacidad",
    privacyText: p(
      "Esta es una política de privacidad inicial: sustitúyela por la tuya. Indica quién gestiona este sitio y cómo contactar, qué datos personales recoges (mediante formularios, cuentas, pedidos o reservas), para qué, cuánto tiempo los conservas, con quién los compartes y cómo se pueden consultar, corregir o borrar.",
      "Las cookies y los servicios que usa este sitio se enumeran en la Política de cookies. Puedes cambiar tu elección en cualquier momento en la configuración de privacidad, al pie de cada página.",
    ),
    privacyDescription: "Cómo este sitio recoge, usa y protege sus datos personales, y cómo verlos, corregirlos o eliminarlos.",
    cookieTitle: "Política de cookies",
    cookieText: p(
      "Estas son las cookies y los servicios que usa este sitio, por categoría. Las esenciales están siempre activas; las demás, solo con tu permiso, que puedes cambiar en cualquier momento en la configuración de privacidad, al pie de cada página.",
    ),
    cookieDescription: "Las cookies y servicios que usa este sitio, por categoría, y cómo cambiar su elección en cualquier momento.",
  },
  fr: {
    privacyTitle: "Politique de confidentialité",
    privacyText: p(
      "Ceci est une politique de confidentialité de départ : remplacez-la par la vôtre. Indiquez qui gère ce site et comment vous joindre, quelles données personnelles vous collectez (formulaires, comptes, commandes ou réservations), pourquoi, combien de temps vous les gardez, avec qui vous les partagez et comment chacun peut les consulter, les corriger ou les supprimer.",
      "Les cookies et services utilisés par ce site sont listés dans la Politique relative aux cookies. Vous pouvez modifier votre choix à tout moment dans les paramètres de confidentialité, en bas de chaque page.",
    ),
    privacyDescription: "Comment ce site collecte, utilise et protège vos données personnelles, et comment les consulter, les corriger ou les supprimer.",
    cookieTitle: "Politique relative aux cookies",
    cookieText: p(
      "Voici les cookies et services utilisés par ce site, par catégorie. Les cookies essentiels sont toujours actifs ; les autres seulement avec votre accord, que vous pouvez modifier à tout moment dans les paramètres de confidentialité, en bas de chaque page.",
    ),
    cookieDescription: "Les cookies et services utilisés par ce site, par catégorie, et comment modifier votre choix à tout moment.",
  },
  de: {
    privacyTitle: "Datenschutzerklärung",
    privacyText: p(
      "Dies ist eine Vorlage für Ihre Datenschutzerklärung: Ersetzen Sie sie durch Ihre eigene. Nennen Sie, wer diese Website betreibt und wie man Sie erreicht, welche personenbezogenen Daten Sie erheben (über Formulare, Konten, Bestellungen oder Buchungen), wozu, wie lange Sie sie speichern, an wen Sie sie weitergeben und wie man sie einsehen, berichtigen oder löschen lassen kann.",
      "Die Cookies und Dienste dieser Website sind in der Cookie-Richtlinie aufgeführt. Ihre Wahl können Sie jederzeit in den Datenschutzeinstellungen unten auf jeder Seite ändern.",
    ),
    privacyDescription: "Wie diese Website Ihre personenbezogenen Daten erhebt, nutzt und schützt und wie Sie sie einsehen, berichtigen oder löschen.",
    cookieTitle: "Cookie-Richtlinie",
    cookieText: p(
      "Das sind die Cookies und Dienste dieser Website, nach Kategorien. Notwendige sind immer aktiv, alle anderen nur mit Ihrer Erlaubnis, die Sie jederzeit in den Datenschutzeinstellungen unten auf jeder Seite ändern können.",
    ),
    cookieDescription: "Die Cookies und Dienste dieser Website nach Kategorie und wie Sie Ihre Auswahl jederzeit ändern.",
  },
  ru: {
    privacyTitle: "Политика конфиденциальности",
    privacyText: p(
      "Это начальный текст политики конфиденциальности: замените его своим. Укажите, кто ведёт этот сайт и как с вами связаться, какие персональные данные вы собираете (через формы, аккаунты, заказы или записи), зачем, как долго храните, кому передаёте и как человек может их посмотреть, исправить или удалить.",
      "Cookie и сервисы этого сайта перечислены в Политике использования cookie. Изменить свой выбор можно в любой момент в настройках конфиденциальности внизу каждой страницы.",
    ),
    privacyDescription: "Как этот сайт собирает, использует и защищает ваши персональные данные и как их просмотреть, исправить или удалить.",
    cookieTitle: "Политика использования cookie",
    cookieText: p(
      "Вот cookie и сервисы, которые использует этот сайт, по категориям. Необходимые включены всегда, остальные — только с вашего разрешения, которое можно изменить в любой момент в настройках конфиденциальности внизу каждой страницы.",
    ),
    cookieDescription: "Файлы cookie и сервисы этого сайта по категориям и как в любой момент изменить свой выбор.",
  },
  pt: {
    privacyTitle: "Política de privacidade",
    privacyText: p(
      "Esta é uma política de privacidade inicial: substitua-a pela sua. Indique quem gere este site e como o contactar, que dados pessoais recolhe (através de formulários, contas, encomendas ou marcações), para quê, durante quanto tempo os guarda, com quem os partilha e como as pessoas podem consultá-los, corrigi-los ou apagá-los.",
      "Os cookies e serviços que este site utiliza estão listados na Política de cookies. Pode mudar a sua escolha a qualquer momento nas definições de privacidade, no fundo de cada página.",
    ),
    privacyDescription: "Como este site recolhe, usa e protege os seus dados pessoais, e como os consultar, corrigir ou eliminar.",
    cookieTitle: "Política de cookies",
    cookieText: p(
      "Estes são os cookies e serviços que este site utiliza, por categoria. Os essenciais estão sempre ativos; os outros só com a sua permissão, que pode mudar a qualquer momento nas definições de privacidade, no fundo de cada página.",
    ),
    cookieDescription: "Os cookies e serviços que este site usa, por categoria, e como alterar a sua escolha a qualquer momento.",
  },
  it: {
    privacyTitle: "Informativa sulla privacy",
    privacyText: p(
      "Questa è un’informativa sulla privacy di partenza: sostituitela con la vostra. Indicate chi gestisce questo sito e come contattarvi, quali dati personali raccogliete (tramite moduli, account, ordini o prenotazioni), perché, per quanto tempo li conservate, con chi li condividete e come si possono consultare, correggere o cancellare.",
      "I cookie e i servizi usati da questo sito sono elencati nella Cookie policy. Potete cambiare la vostra scelta in qualsiasi momento nelle impostazioni della privacy, in fondo a ogni pagina.",
    ),
    privacyDescription: "Come questo sito raccoglie, usa e protegge i tuoi dati personali, e come vederli, correggerli o cancellarli.",
    cookieTitle: "Cookie policy",
    cookieText: p(
      "Questi sono i cookie e i servizi usati da questo sito, per categoria. Quelli essenziali sono sempre attivi; gli altri solo con il vostro permesso, che potete cambiare in qualsiasi momento nelle impostazioni della privacy, in fondo a ogni pagina.",
    ),
    cookieDescription: "I cookie e i servizi usati da questo sito, per categoria, e come cambiare la tua scelta in qualsiasi momento.",
  },
  nl: {
    privacyTitle: "Privacybeleid",
    privacyText: p(
      "Dit is een eerste versie van je privacybeleid: vervang het door je eigen tekst. Vermeld wie deze site beheert en hoe je bereikbaar bent, welke persoonsgegevens je verzamelt (via formulieren, accounts, bestellingen of afspraken), waarom, hoe lang je ze bewaart, met wie je ze deelt en hoe mensen ze kunnen inzien, corrigeren of laten verwijderen.",
      "De cookies en diensten van deze site staan in het Cookiebeleid. Je kunt je keuze altijd wijzigen via de privacy-instellingen onderaan elke pagina.",
    ),
    privacyDescription: "Hoe deze site uw persoonsgegevens verzamelt, gebruikt en beschermt, en hoe u ze kunt inzien, corrigeren of verwijderen.",
    cookieTitle: "Cookiebeleid",
    cookieText: p(
      "Dit zijn de cookies en diensten van deze site, per categorie. Noodzakelijke staan altijd aan; de andere alleen met je toestemming, die je altijd kunt wijzigen via de privacy-instellingen onderaan elke pagina.",
    ),
    cookieDescription: "De cookies en diensten die deze site gebruikt, per categorie, en hoe u uw keuze op elk moment wijzigt.",
  },
  pl: {
    privacyTitle: "Polityka prywatności",
    privacyText: p(
      "To wstępna wersja polityki prywatności: zastąp ją własną. Napisz, kto prowadzi tę stronę i jak się z Tobą skontaktować, jakie dane osobowe zbierasz (przez formularze, konta, zamówienia lub rezerwacje), w jakim celu, jak długo je przechowujesz, komu je przekazujesz i jak można je przejrzeć, poprawić lub usunąć.",
      "Pliki cookie i usługi tej strony są wymienione w Polityce plików cookie. Swój wybór możesz zmienić w każdej chwili w ustawieniach prywatności na dole każdej strony.",
    ),
    privacyDescription: "Jak ta strona zbiera, wykorzystuje i chroni Twoje dane osobowe oraz jak je przejrzeć, poprawić lub usunąć.",
    cookieTitle: "Polityka plików cookie",
    cookieText: p(
      "Oto pliki cookie i usługi, z których korzysta ta strona, według kategorii. Niezbędne są zawsze włączone, pozostałe tylko za Twoją zgodą, którą możesz zmienić w każdej chwili w ustawieniach prywatności na dole każdej strony.",
    ),
    cookieDescription: "Pliki cookie i usługi używane przez tę stronę, według kategorii, oraz jak w każdej chwili zmienić swój wybór.",
  },
  ja: {
    privacyTitle: "プライバシーポリシー",
    privacyText: p(
      "これはプライバシーポリシーのひな形です。ご自身の内容に書き換えてください。サイトの運営者と連絡先、収集する個人情報（フォーム、アカウント、注文、予約など）、その目的、保存期間、共有先、そして本人が閲覧・訂正・削除を求める方法を記載してください。",
      "このサイトが使用する Cookie とサービスは Cookie ポリシーに記載しています。選択は各ページ下部のプライバシー設定からいつでも変更できます。",
    ),
    privacyDescription: "このサイトが個人データをどのように収集・利用・保護するか、またその確認・訂正・削除の方法。",
    cookieTitle: "Cookie ポリシー",
    cookieText: p(
      "このサイトが使用する Cookie とサービスをカテゴリ別に示します。必須のものは常に有効で、それ以外は許可をいただいた場合のみ使用します。許可は各ページ下部のプライバシー設定からいつでも変更できます。",
    ),
    cookieDescription: "このサイトが使用する Cookie とサービスのカテゴリ別一覧と、選択をいつでも変更する方法。",
  },
  zh: {
    privacyTitle: "隐私政策",
    privacyText: p(
      "这是一份初始隐私政策，请替换为您自己的内容。请说明谁运营本网站以及联系方式、您收集哪些个人数据（通过表单、账户、订单或预约）、用途、保存期限、与谁共享，以及用户如何查看、更正或删除其数据。",
      "本网站使用的 Cookie 和服务列在 Cookie 政策中。您可以随时在每个页面底部的隐私设置中更改您的选择。",
    ),
    privacyDescription: "本网站如何收集、使用和保护您的个人数据，以及如何查看、更正或删除这些数据。",
    cookieTitle: "Cookie 政策",
    cookieText: p("以下是本网站按类别使用的 Cookie 和服务。必要的始终开启；其他的仅在您允许时使用，您可以随时在每个页面底部的隐私设置中更改。"),
    cookieDescription: "本网站按类别使用的 Cookie 和服务，以及如何随时更改您的选择。",
  },
};

/** The texts in `language` (English for any other). */
export const policyTexts = (language: string): PolicyTexts => POLICY_TEXTS[language] ?? POLICY_TEXTS.en!;

/** One field in every other language, as a section's `*_translation` map (the page shows the visitor's). */
export function policyTranslations(field: keyof PolicyTexts, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(POLICY_TEXTS)
      .filter(([code]) => code !== language)
      .map(([code, texts]) => [code, texts[field]]),
  );
}
