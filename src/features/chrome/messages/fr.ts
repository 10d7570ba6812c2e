import type { ChromeMessages } from "./en";

const fr: ChromeMessages = {
  mainMenu: "Menu principal",
  homeLink: "{site}, page d’accueil",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  language: "Langue",
  basket: "{count, plural, one {Panier, # article} other {Panier, # articles}}",
  profile: "Profil",
  account: "Compte",
  contact: "Contact",
  logout: "Se déconnecter",
  login: "Se connecter",
  register: "S’inscrire",
  optionCount: "{count, plural, one {# option} other {# options}}",
  footerMenu: "Menu du pied de page",
  links: "Liens",
  privacySettings: "Paramètres de confidentialité",
  privacyPolicy: "Politique de confidentialité",
  cookiePolicy: "Politique relative aux cookies",
  copyright: "© {year} {site}. Tous droits réservés.",
  noMenuItems: "Aucun élément de menu disponible",
  breadcrumb: "Fil d’Ariane",
  home: "Accueil",
  productsTitle:
    "{type, select, immigration {Services de visa} solicitor {Services juridiques} finance {Services financiers} education {Formations} job {Offres d’emploi} beauty {Soins} doctor {Services médicaux} services {Nos services} realestate {Biens immobiliers} construction {Projets} software {Logiciels} marketing {Services marketing} consulting {Services de conseil} automotive {Véhicules} hospitality {Chambres et offres} retail {Boutique} healthcare {Services de soins} transportation {Services de transport} technology {Solutions} other {Produits}}",
  blogTitle:
    "{type, select, immigration {Actualités de l’immigration} solicitor {Actualités juridiques} finance {Actualités financières} education {Actualités de l’éducation} job {Actualités de l’emploi} beauty {Conseils beauté} doctor {Conseils santé} services {Actualités} realestate {Actualités immobilières} construction {Actualités du bâtiment} software {Nouveautés produit} marketing {Idées marketing} consulting {Analyses} automotive {Actualités automobiles} hospitality {Actualités voyage} retail {Nouveautés de la boutique} healthcare {Actualités santé} transportation {Actualités du transport} technology {Actualités tech} other {Blog}}",
};
export default fr;
