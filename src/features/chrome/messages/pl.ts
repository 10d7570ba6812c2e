import type { ChromeMessages } from "./en";

const pl: ChromeMessages = {
  mainMenu: "Menu główne",
  homeLink: "{site}, strona główna",
  openMenu: "Otwórz menu",
  closeMenu: "Zamknij menu",
  language: "Język",
  basket: "{count, plural, one {Koszyk, # produkt} few {Koszyk, # produkty} many {Koszyk, # produktów} other {Koszyk, # produktu}}",
  profile: "Profil",
  account: "Konto",
  contact: "Kontakt",
  logout: "Wyloguj się",
  login: "Zaloguj się",
  register: "Zarejestruj się",
  optionCount: "{count, plural, one {# opcja} few {# opcje} many {# opcji} other {# opcji}}",
  footerMenu: "Menu stopki",
  links: "Linki",
  privacySettings: "Ustawienia prywatności",
  privacyPolicy: "Polityka prywatności",
  cookiePolicy: "Polityka plików cookie",
  copyright: "© {year} {site}. Wszelkie prawa zastrzeżone.",
  noMenuItems: "Brak dostępnych pozycji menu",
  breadcrumb: "Ścieżka nawigacji",
  home: "Strona główna",
  productsTitle:
    "{type, select, immigration {Usługi wizowe} solicitor {Usługi prawne} finance {Usługi finansowe} education {Kursy} job {Oferty pracy} beauty {Zabiegi} doctor {Usługi medyczne} services {Nasze usługi} realestate {Nieruchomości} construction {Projekty} software {Oprogramowanie} marketing {Usługi marketingowe} consulting {Usługi doradcze} automotive {Pojazdy} hospitality {Pokoje i oferty} retail {Sklep} healthcare {Usługi opieki} transportation {Usługi transportowe} technology {Rozwiązania} other {Produkty}}",
  blogTitle:
    "{type, select, immigration {Aktualności imigracyjne} solicitor {Aktualności prawne} finance {Wiadomości finansowe} education {Aktualności edukacyjne} job {Wiadomości o karierze} beauty {Porady urodowe} doctor {Porady zdrowotne} services {Aktualności} realestate {Wiadomości z rynku nieruchomości} construction {Wiadomości budowlane} software {Nowości w produkcie} marketing {Porady marketingowe} consulting {Analizy} automotive {Wiadomości motoryzacyjne} hospitality {Wiadomości podróżnicze} retail {Nowości w sklepie} healthcare {Wiadomości o zdrowiu} transportation {Wiadomości transportowe} technology {Wiadomości technologiczne} other {Blog}}",
};
export default pl;
