import type { UiLocale } from "@/platform/i18n/locales";

/** The members' dashboard (/admin) texts, per UI language. Server-rendered only: not sent to other pages. */
const en = {
  title: "Dashboard",
  intro: "Everything you can change on {site}. Each link opens the site with its editor.",
  signedInAs: "Signed in as {email}, {role}",
  owner: "owner",
  admin: "admin",
  editor: "editor",
  site: "Your site",
  viewSite: "View the site",
  siteMap: "Site map",
  header: "Header",
  footer: "Footer",
  homeLayout: "Home page layout",
  create: "Create",
  newPage: "New page",
  newPost: "New post",
  newSection: "New section on the home page",
  newHeading: "New heading on the home page",
  pages: "Pages",
  home: "Home page",
  layoutOf: "Layout of {page}",
  noPages: "No pages yet.",
  posts: "Posts",
  blog: "Blog",
  helpCenter: "Help center",
  noPosts: "No posts yet.",
  hidden: "hidden",
  settings: "Settings",
  general: "General",
  hero: "Hero section",
  products: "Products",
  features: "Features",
  faqs: "FAQs",
  banners: "Banners",
  menu: "Menu",
  cookies: "Cookies",
  meetings: "Meeting types",
  team: "Team",
  teamLink: "Members, roles and invitations",
  noAccessTitle: "No access",
  noAccessBody: "You are signed in as {email}, but you are not a member of {site}, so there is nothing for you to manage here.",
  noAccessHelp: "If you should have access, ask the site's owner to invite this email address.",
  yourAccount: "Your account",
  backHome: "Back to the home page",
  messages: "Messages",
  messagesUnread: "Messages ({count} unread)",
};

export type DashboardTexts = typeof en;

const es: DashboardTexts = {
  title: "Panel", intro: "Todo lo que puedes cambiar en {site}. Cada enlace abre el sitio con su editor.", signedInAs: "Sesión iniciada como {email}, {role}",
  owner: "propietario", admin: "administrador", editor: "editor", site: "Tu sitio", viewSite: "Ver el sitio", siteMap: "Mapa del sitio", header: "Cabecera", footer: "Pie de página",
  homeLayout: "Disposición de la página de inicio", create: "Crear", newPage: "Nueva página", newPost: "Nueva entrada", newSection: "Nueva sección en la página de inicio",
  newHeading: "Nuevo encabezado en la página de inicio", pages: "Páginas", home: "Página de inicio", layoutOf: "Disposición de {page}", noPages: "Aún no hay páginas.",
  posts: "Entradas", blog: "Blog", helpCenter: "Centro de ayuda", noPosts: "Aún no hay entradas.", hidden: "oculta", settings: "Ajustes", general: "General",
  hero: "Sección principal", products: "Productos", features: "Características", faqs: "Preguntas frecuentes", banners: "Banners", menu: "Menú", cookies: "Cookies",
  meetings: "Tipos de reunión", team: "Equipo", teamLink: "Miembros, roles e invitaciones", noAccessTitle: "Sin acceso",
  noAccessBody: "Has iniciado sesión como {email}, pero no eres miembro de {site}, así que aquí no hay nada que puedas gestionar.",
  noAccessHelp: "Si deberías tener acceso, pide al propietario del sitio que invite a esta dirección de correo.", yourAccount: "Tu cuenta", backHome: "Volver a la página de inicio",
  messages: "Mensajes",
  messagesUnread: "Mensajes ({count} sin leer)",
};

const fr: DashboardTexts = {
  title: "Tableau de bord", intro: "Tout ce que vous pouvez modifier sur {site}. Chaque lien ouvre le site avec son éditeur.", signedInAs: "Connecté en tant que {email}, {role}",
  owner: "propriétaire", admin: "administrateur", editor: "éditeur", site: "Votre site", viewSite: "Voir le site", siteMap: "Plan du site", header: "En-tête", footer: "Pied de page",
  homeLayout: "Mise en page de l'accueil", create: "Créer", newPage: "Nouvelle page", newPost: "Nouvel article", newSection: "Nouvelle section sur l'accueil",
  newHeading: "Nouveau titre sur l'accueil", pages: "Pages", home: "Page d'accueil", layoutOf: "Mise en page de {page}", noPages: "Aucune page pour l'instant.",
  posts: "Articles", blog: "Blog", helpCenter: "Centre d'aide", noPosts: "Aucun article pour l'instant.", hidden: "masqué", settings: "Paramètres", general: "Général",
  hero: "Section d'accueil", products: "Produits", features: "Fonctionnalités", faqs: "FAQ", banners: "Bannières", menu: "Menu", cookies: "Cookies",
  meetings: "Types de rendez-vous", team: "Équipe", teamLink: "Membres, rôles et invitations", noAccessTitle: "Accès refusé",
  noAccessBody: "Vous êtes connecté en tant que {email}, mais vous n'êtes pas membre de {site} : il n'y a rien à gérer ici pour vous.",
  noAccessHelp: "Si vous devriez y avoir accès, demandez au propriétaire du site d'inviter cette adresse e-mail.", yourAccount: "Votre compte", backHome: "Retour à l'accueil",
  messages: "Messages",
  messagesUnread: "Messages ({count} non lus)",
};

const de: DashboardTexts = {
  title: "Übersicht", intro: "Alles, was Sie auf {site} ändern können. Jeder Link öffnet die Website mit ihrem Editor.", signedInAs: "Angemeldet als {email}, {role}",
  owner: "Inhaber", admin: "Administrator", editor: "Redakteur", site: "Ihre Website", viewSite: "Website ansehen", siteMap: "Sitemap", header: "Kopfzeile", footer: "Fußzeile",
  homeLayout: "Layout der Startseite", create: "Erstellen", newPage: "Neue Seite", newPost: "Neuer Beitrag", newSection: "Neuer Abschnitt auf der Startseite",
  newHeading: "Neue Überschrift auf der Startseite", pages: "Seiten", home: "Startseite", layoutOf: "Layout von {page}", noPages: "Noch keine Seiten.",
  posts: "Beiträge", blog: "Blog", helpCenter: "Hilfe-Center", noPosts: "Noch keine Beiträge.", hidden: "verborgen", settings: "Einstellungen", general: "Allgemein",
  hero: "Hero-Bereich", products: "Produkte", features: "Funktionen", faqs: "FAQ", banners: "Banner", menu: "Menü", cookies: "Cookies",
  meetings: "Terminarten", team: "Team", teamLink: "Mitglieder, Rollen und Einladungen", noAccessTitle: "Kein Zugriff",
  noAccessBody: "Sie sind als {email} angemeldet, aber kein Mitglied von {site}; hier gibt es für Sie nichts zu verwalten.",
  noAccessHelp: "Wenn Sie Zugriff haben sollten, bitten Sie den Inhaber der Website, diese E-Mail-Adresse einzuladen.", yourAccount: "Ihr Konto", backHome: "Zurück zur Startseite",
  messages: "Nachrichten",
  messagesUnread: "Nachrichten ({count} ungelesen)",
};

const ru: DashboardTexts = {
  title: "Панель управления", intro: "Всё, что вы можете изменить на сайте {site}. Каждая ссылка открывает сайт с нужным редактором.", signedInAs: "Вы вошли как {email}, {role}",
  owner: "владелец", admin: "администратор", editor: "редактор", site: "Ваш сайт", viewSite: "Открыть сайт", siteMap: "Карта сайта", header: "Шапка", footer: "Подвал",
  homeLayout: "Порядок блоков главной", create: "Создать", newPage: "Новая страница", newPost: "Новая запись", newSection: "Новый раздел на главной",
  newHeading: "Новый заголовок на главной", pages: "Страницы", home: "Главная", layoutOf: "Порядок блоков: {page}", noPages: "Страниц пока нет.",
  posts: "Записи", blog: "Блог", helpCenter: "Центр помощи", noPosts: "Записей пока нет.", hidden: "скрыта", settings: "Настройки", general: "Общие",
  hero: "Главный баннер", products: "Продукты", features: "Преимущества", faqs: "Вопросы и ответы", banners: "Баннеры", menu: "Меню", cookies: "Cookie",
  meetings: "Типы встреч", team: "Команда", teamLink: "Участники, роли и приглашения", noAccessTitle: "Нет доступа",
  noAccessBody: "Вы вошли как {email}, но не являетесь участником {site}, поэтому здесь нечем управлять.",
  noAccessHelp: "Если у вас должен быть доступ, попросите владельца сайта пригласить этот адрес.", yourAccount: "Ваш аккаунт", backHome: "На главную",
  messages: "Сообщения",
  messagesUnread: "Сообщения (непрочитанных: {count})",
};

const pt: DashboardTexts = {
  title: "Painel", intro: "Tudo o que você pode alterar em {site}. Cada link abre o site com o seu editor.", signedInAs: "Conectado como {email}, {role}",
  owner: "proprietário", admin: "administrador", editor: "editor", site: "Seu site", viewSite: "Ver o site", siteMap: "Mapa do site", header: "Cabeçalho", footer: "Rodapé",
  homeLayout: "Layout da página inicial", create: "Criar", newPage: "Nova página", newPost: "Novo post", newSection: "Nova seção na página inicial",
  newHeading: "Novo título na página inicial", pages: "Páginas", home: "Página inicial", layoutOf: "Layout de {page}", noPages: "Ainda não há páginas.",
  posts: "Posts", blog: "Blog", helpCenter: "Central de ajuda", noPosts: "Ainda não há posts.", hidden: "oculto", settings: "Configurações", general: "Geral",
  hero: "Seção principal", products: "Produtos", features: "Recursos", faqs: "Perguntas frequentes", banners: "Banners", menu: "Menu", cookies: "Cookies",
  meetings: "Tipos de reunião", team: "Equipe", teamLink: "Membros, funções e convites", noAccessTitle: "Sem acesso",
  noAccessBody: "Você está conectado como {email}, mas não é membro de {site}, então não há nada para você gerenciar aqui.",
  noAccessHelp: "Se você deveria ter acesso, peça ao proprietário do site para convidar este endereço de e-mail.", yourAccount: "Sua conta", backHome: "Voltar à página inicial",
  messages: "Mensagens",
  messagesUnread: "Mensagens ({count} não lidas)",
};

const it: DashboardTexts = {
  title: "Pannello", intro: "Tutto ciò che puoi modificare su {site}. Ogni link apre il sito con il suo editor.", signedInAs: "Accesso effettuato come {email}, {role}",
  owner: "proprietario", admin: "amministratore", editor: "editor", site: "Il tuo sito", viewSite: "Vedi il sito", siteMap: "Mappa del sito", header: "Intestazione", footer: "Piè di pagina",
  homeLayout: "Layout della home page", create: "Crea", newPage: "Nuova pagina", newPost: "Nuovo articolo", newSection: "Nuova sezione nella home page",
  newHeading: "Nuovo titolo nella home page", pages: "Pagine", home: "Home page", layoutOf: "Layout di {page}", noPages: "Ancora nessuna pagina.",
  posts: "Articoli", blog: "Blog", helpCenter: "Centro assistenza", noPosts: "Ancora nessun articolo.", hidden: "nascosto", settings: "Impostazioni", general: "Generale",
  hero: "Sezione principale", products: "Prodotti", features: "Caratteristiche", faqs: "Domande frequenti", banners: "Banner", menu: "Menu", cookies: "Cookie",
  meetings: "Tipi di appuntamento", team: "Team", teamLink: "Membri, ruoli e inviti", noAccessTitle: "Nessun accesso",
  noAccessBody: "Hai effettuato l'accesso come {email}, ma non sei membro di {site}, quindi qui non c'è nulla da gestire per te.",
  noAccessHelp: "Se dovresti avere accesso, chiedi al proprietario del sito di invitare questo indirizzo email.", yourAccount: "Il tuo account", backHome: "Torna alla home page",
  messages: "Messaggi",
  messagesUnread: "Messaggi ({count} non letti)",
};

const pl: DashboardTexts = {
  title: "Panel", intro: "Wszystko, co możesz zmienić w {site}. Każdy link otwiera stronę z jej edytorem.", signedInAs: "Zalogowano jako {email}, {role}",
  owner: "właściciel", admin: "administrator", editor: "redaktor", site: "Twoja strona", viewSite: "Zobacz stronę", siteMap: "Mapa strony", header: "Nagłówek", footer: "Stopka",
  homeLayout: "Układ strony głównej", create: "Utwórz", newPage: "Nowa strona", newPost: "Nowy wpis", newSection: "Nowa sekcja na stronie głównej",
  newHeading: "Nowy nagłówek na stronie głównej", pages: "Strony", home: "Strona główna", layoutOf: "Układ: {page}", noPages: "Nie ma jeszcze stron.",
  posts: "Wpisy", blog: "Blog", helpCenter: "Centrum pomocy", noPosts: "Nie ma jeszcze wpisów.", hidden: "ukryty", settings: "Ustawienia", general: "Ogólne",
  hero: "Sekcja główna", products: "Produkty", features: "Funkcje", faqs: "Najczęstsze pytania", banners: "Banery", menu: "Menu", cookies: "Pliki cookie",
  meetings: "Rodzaje spotkań", team: "Zespół", teamLink: "Członkowie, role i zaproszenia", noAccessTitle: "Brak dostępu",
  noAccessBody: "Zalogowano jako {email}, ale nie jesteś członkiem {site}, więc nie ma tu nic do zarządzania.",
  noAccessHelp: "Jeśli powinieneś mieć dostęp, poproś właściciela strony o zaproszenie tego adresu e-mail.", yourAccount: "Twoje konto", backHome: "Wróć na stronę główną",
  messages: "Wiadomości",
  messagesUnread: "Wiadomości (nieprzeczytane: {count})",
};

const ja: DashboardTexts = {
  title: "ダッシュボード", intro: "{site} で変更できるすべての項目です。各リンクはエディターを開いた状態でサイトを表示します。", signedInAs: "{email}（{role}）としてサインイン中",
  owner: "オーナー", admin: "管理者", editor: "編集者", site: "サイト", viewSite: "サイトを表示", siteMap: "サイトマップ", header: "ヘッダー", footer: "フッター",
  homeLayout: "ホームページのレイアウト", create: "作成", newPage: "新しいページ", newPost: "新しい投稿", newSection: "ホームページに新しいセクション",
  newHeading: "ホームページに新しい見出し", pages: "ページ", home: "ホームページ", layoutOf: "{page} のレイアウト", noPages: "まだページがありません。",
  posts: "投稿", blog: "ブログ", helpCenter: "ヘルプセンター", noPosts: "まだ投稿がありません。", hidden: "非表示", settings: "設定", general: "一般",
  hero: "ヒーローセクション", products: "商品", features: "特長", faqs: "よくある質問", banners: "バナー", menu: "メニュー", cookies: "Cookie",
  meetings: "ミーティングの種類", team: "チーム", teamLink: "メンバー、役割、招待", noAccessTitle: "アクセス権がありません",
  noAccessBody: "{email} としてサインインしていますが、{site} のメンバーではないため、ここで管理できるものはありません。",
  noAccessHelp: "アクセスできるはずの場合は、サイトのオーナーにこのメールアドレスを招待するよう依頼してください。", yourAccount: "アカウント", backHome: "ホームページに戻る",
  messages: "メッセージ",
  messagesUnread: "メッセージ（未読 {count} 件）",
};

const zh: DashboardTexts = {
  title: "控制台", intro: "你可以在 {site} 上更改的所有内容。每个链接都会打开网站并启动相应的编辑器。", signedInAs: "已登录为 {email}（{role}）",
  owner: "所有者", admin: "管理员", editor: "编辑", site: "你的网站", viewSite: "查看网站", siteMap: "网站地图", header: "页眉", footer: "页脚",
  homeLayout: "首页布局", create: "创建", newPage: "新页面", newPost: "新文章", newSection: "在首页添加新版块",
  newHeading: "在首页添加新标题", pages: "页面", home: "首页", layoutOf: "{page} 的布局", noPages: "还没有页面。",
  posts: "文章", blog: "博客", helpCenter: "帮助中心", noPosts: "还没有文章。", hidden: "已隐藏", settings: "设置", general: "常规",
  hero: "首屏区域", products: "产品", features: "功能亮点", faqs: "常见问题", banners: "横幅", menu: "菜单", cookies: "Cookie",
  meetings: "会议类型", team: "团队", teamLink: "成员、角色和邀请", noAccessTitle: "无权访问",
  noAccessBody: "你已登录为 {email}，但你不是 {site} 的成员，因此这里没有你可以管理的内容。",
  noAccessHelp: "如果你应该有访问权限，请让网站所有者邀请这个邮箱地址。", yourAccount: "你的账户", backHome: "返回首页",
  messages: "消息",
  messagesUnread: "消息（{count} 条未读）",
};

export const DASHBOARD_TEXTS: Record<UiLocale, DashboardTexts> = { en, es, fr, de, ru, pt, it, pl, ja, zh };

/** The dashboard's texts in `locale` (English for nl and unknown languages). */
export function dashboardTexts(locale: string): DashboardTexts {
  return DASHBOARD_TEXTS[locale as UiLocale] ?? en;
}
