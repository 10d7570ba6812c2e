import type { ChromeMessages } from "./en";

const it: ChromeMessages = {
  mainMenu: "Menu principale",
  homeLink: "{site}, pagina iniziale",
  openMenu: "Apri il menu",
  closeMenu: "Chiudi il menu",
  language: "Lingua",
  basket: "{count, plural, one {Carrello, # articolo} other {Carrello, # articoli}}",
  profile: "Profilo",
  account: "Account",
  contact: "Contatti",
  logout: "Esci",
  login: "Accedi",
  register: "Registrati",
  optionCount: "{count, plural, one {# opzione} other {# opzioni}}",
  footerMenu: "Menu del piè di pagina",
  links: "Link",
  privacySettings: "Impostazioni privacy",
  privacyPolicy: "Informativa sulla privacy",
  cookiePolicy: "Cookie policy",
  copyright: "© {year} {site}. Tutti i diritti riservati.",
  noMenuItems: "Nessuna voce di menu disponibile",
  breadcrumb: "Percorso di navigazione",
  home: "Home",
  productsTitle:
    "{type, select, immigration {Servizi visti} solicitor {Servizi legali} finance {Servizi finanziari} education {Corsi} job {Offerte di lavoro} beauty {Trattamenti} doctor {Servizi medici} services {I nostri servizi} realestate {Immobili} construction {Progetti} software {Software} marketing {Servizi di marketing} consulting {Servizi di consulenza} automotive {Veicoli} hospitality {Camere e offerte} retail {Negozio} healthcare {Servizi di assistenza} transportation {Servizi di trasporto} technology {Soluzioni} other {Prodotti}}",
  blogTitle:
    "{type, select, immigration {Notizie sull’immigrazione} solicitor {Approfondimenti legali} finance {Notizie finanziarie} education {Notizie dalla formazione} job {Notizie sul lavoro} beauty {Consigli di bellezza} doctor {Consigli per la salute} services {Notizie} realestate {Notizie immobiliari} construction {Notizie dall’edilizia} software {Novità del prodotto} marketing {Idee di marketing} consulting {Approfondimenti} automotive {Notizie auto} hospitality {Notizie di viaggio} retail {Novità del negozio} healthcare {Notizie sulla salute} transportation {Notizie sui trasporti} technology {Notizie tech} other {Blog}}",
};
export default it;
