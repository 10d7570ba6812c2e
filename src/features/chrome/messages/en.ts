/** Header, footer and breadcrumb texts (ICU messages; spec/site-admin.md §2.3–§2.5). */
const en = {
  mainMenu: "Main menu",
  homeLink: "{site}, home page",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  language: "Language",
  basket: "{count, plural, one {Basket, # item} other {Basket, # items}}",
  profile: "Profile",
  account: "Account",
  contact: "Contact",
  logout: "Logout",
  login: "Login",
  register: "Register",
  optionCount: "{count, plural, one {# option} other {# options}}",
  footerMenu: "Footer menu",
  links: "Links",
  privacySettings: "Privacy settings",
  privacyPolicy: "Privacy Policy",
  cookiePolicy: "Cookie Policy",
  copyright: "© {year} {site}. All rights reserved.",
  noMenuItems: "No menu items available",
  breadcrumb: "Breadcrumb",
  home: "Home",
  productsTitle:
    "{type, select, immigration {Visa Services} solicitor {Legal Services} finance {Financial Services} education {Courses} job {Job Offers} beauty {Treatments} doctor {Medical Services} services {Our Services} realestate {Properties} construction {Projects} software {Software} marketing {Marketing Services} consulting {Consulting Services} automotive {Vehicles} hospitality {Rooms and Offers} retail {Shop} healthcare {Care Services} transportation {Transport Services} technology {Solutions} other {Products}}",
  blogTitle:
    "{type, select, immigration {Immigration News} solicitor {Legal Insights} finance {Financial News} education {Education News} job {Career News} beauty {Beauty Tips} doctor {Health Advice} services {News} realestate {Property News} construction {Construction News} software {Product Updates} marketing {Marketing Insights} consulting {Insights} automotive {Automotive News} hospitality {Travel News} retail {Shop News} healthcare {Health News} transportation {Transport News} technology {Tech News} other {Blog}}",
};

export type ChromeMessages = typeof en;
export default en;
