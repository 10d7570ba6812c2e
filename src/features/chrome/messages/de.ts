import type { ChromeMessages } from "./en";

const de: ChromeMessages = {
  mainMenu: "Hauptmenü",
  homeLink: "{site}, Startseite",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schließen",
  language: "Sprache",
  basket: "{count, plural, one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}",
  profile: "Profil",
  account: "Konto",
  contact: "Kontakt",
  logout: "Abmelden",
  login: "Anmelden",
  register: "Registrieren",
  optionCount: "{count, plural, one {# Option} other {# Optionen}}",
  footerMenu: "Fußzeilenmenü",
  links: "Links",
  privacySettings: "Datenschutzeinstellungen",
  privacyPolicy: "Datenschutzerklärung",
  cookiePolicy: "Cookie-Richtlinie",
  copyright: "© {year} {site}. Alle Rechte vorbehalten.",
  noMenuItems: "Keine Menüeinträge vorhanden",
  breadcrumb: "Brotkrumennavigation",
  home: "Startseite",
  productsTitle:
    "{type, select, immigration {Visa-Services} solicitor {Rechtsberatung} finance {Finanzdienstleistungen} education {Kurse} job {Stellenangebote} beauty {Behandlungen} doctor {Medizinische Leistungen} services {Unsere Leistungen} realestate {Immobilien} construction {Projekte} software {Software} marketing {Marketing-Leistungen} consulting {Beratungsleistungen} automotive {Fahrzeuge} hospitality {Zimmer und Angebote} retail {Shop} healthcare {Pflegeleistungen} transportation {Transportdienste} technology {Lösungen} other {Produkte}}",
  blogTitle:
    "{type, select, immigration {Neues zur Einwanderung} solicitor {Rechtliche Einblicke} finance {Finanznachrichten} education {Neues aus der Bildung} job {Karriere-News} beauty {Beauty-Tipps} doctor {Gesundheitstipps} services {Neuigkeiten} realestate {Immobilien-News} construction {Bau-News} software {Produkt-Updates} marketing {Marketing-Einblicke} consulting {Einblicke} automotive {Auto-News} hospitality {Reise-News} retail {Shop-Neuigkeiten} healthcare {Gesundheitsnachrichten} transportation {Verkehrsnachrichten} technology {Tech-News} other {Blog}}",
};
export default de;
