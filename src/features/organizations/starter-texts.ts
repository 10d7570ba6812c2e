/** The starter home page's texts in each language a site may have as its own ({name}: the organization's name). */
type StarterTexts = { welcome: string; button: string; sectionTitle: string; sectionDescription: string };

const TEXTS: Record<string, StarterTexts> = {
  en: {
    welcome: "Welcome to {name}. This is your new home page: sign in, choose Edit on any part of it, and make it yours.",
    button: "Get Started",
    sectionTitle: "What we offer",
    sectionDescription: "An example section. Change its title and text, add cards for your services or products, or delete it.",
  },
  es: {
    welcome: "Te damos la bienvenida a {name}. Esta es tu nueva página de inicio: inicia sesión, elige Editar en cualquier parte y hazla tuya.",
    button: "Empezar",
    sectionTitle: "Lo que ofrecemos",
    sectionDescription: "Una sección de ejemplo. Cambia su título y su texto, añade tarjetas para tus servicios o productos, o elimínala.",
  },
  fr: {
    welcome: "Bienvenue chez {name}. Voici votre nouvelle page d’accueil : connectez-vous, choisissez Modifier sur n’importe quelle partie et faites-la vôtre.",
    button: "Commencer",
    sectionTitle: "Ce que nous proposons",
    sectionDescription: "Une section d’exemple. Modifiez son titre et son texte, ajoutez des cartes pour vos services ou produits, ou supprimez-la.",
  },
  de: {
    welcome:
      "Willkommen bei {name}. Das ist Ihre neue Startseite: Melden Sie sich an, wählen Sie bei einem beliebigen Teil „Bearbeiten“ und gestalten Sie sie nach Ihren Wünschen.",
    button: "Jetzt starten",
    sectionTitle: "Unser Angebot",
    sectionDescription: "Ein Beispielabschnitt. Ändern Sie Titel und Text, fügen Sie Karten für Ihre Leistungen oder Produkte hinzu oder löschen Sie ihn.",
  },
  ru: {
    welcome: "Добро пожаловать в {name}. Это ваша новая главная страница: войдите, выберите «Изменить» у любой её части и сделайте её своей.",
    button: "Начать",
    sectionTitle: "Что мы предлагаем",
    sectionDescription: "Пример раздела. Измените его заголовок и текст, добавьте карточки ваших услуг или товаров или удалите его.",
  },
  pt: {
    welcome: "Boas-vindas a {name}. Esta é a sua nova página inicial: inicie sessão, escolha Editar em qualquer parte dela e torne-a sua.",
    button: "Começar",
    sectionTitle: "O que oferecemos",
    sectionDescription: "Uma secção de exemplo. Altere o título e o texto, adicione cartões para os seus serviços ou produtos, ou elimine-a.",
  },
  it: {
    welcome: "Benvenuti in {name}. Questa è la vostra nuova home page: accedete, scegliete Modifica su qualsiasi parte e rendetela vostra.",
    button: "Inizia",
    sectionTitle: "Cosa offriamo",
    sectionDescription: "Una sezione di esempio. Cambiatene titolo e testo, aggiungete schede per i vostri servizi o prodotti, oppure eliminatela.",
  },
  nl: {
    welcome: "Welkom bij {name}. Dit is je nieuwe startpagina: meld je aan, kies Bewerken bij elk onderdeel en maak hem helemaal van jou.",
    button: "Aan de slag",
    sectionTitle: "Wat we bieden",
    sectionDescription: "Een voorbeeldsectie. Wijzig de titel en tekst, voeg kaarten toe voor je diensten of producten, of verwijder hem.",
  },
  pl: {
    welcome: "Witamy w {name}. To Twoja nowa strona główna: zaloguj się, wybierz Edytuj przy dowolnej jej części i dopasuj ją do siebie.",
    button: "Zacznij",
    sectionTitle: "Co oferujemy",
    sectionDescription: "Przykładowa sekcja. Zmień jej tytuł i tekst, dodaj karty swoich usług lub produktów albo ją usuń.",
  },
  ja: {
    welcome: "{name}へようこそ。これは新しいホームページです。サインインして、任意の部分で「編集」を選び、自由に作り上げてください。",
    button: "はじめる",
    sectionTitle: "私たちが提供するもの",
    sectionDescription: "サンプルのセクションです。タイトルと本文を変更したり、サービスや商品のカードを追加したり、削除したりできます。",
  },
  zh: {
    welcome: "欢迎来到{name}。这是您的新首页：登录后，在任意部分选择“编辑”，打造属于您的网站。",
    button: "开始使用",
    sectionTitle: "我们提供的服务",
    sectionDescription: "这是一个示例版块。您可以修改标题和文字，为您的服务或产品添加卡片，或者删除它。",
  },
};

/** The starter texts in `language` (English for any other). */
export function starterTexts(language: string, name: string): StarterTexts {
  const texts = TEXTS[language] ?? TEXTS.en!;
  return { ...texts, welcome: texts.welcome.replace("{name}", name) };
}
