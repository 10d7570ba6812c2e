import type { ChromeMessages } from "./en";

const pt: ChromeMessages = {
  mainMenu: "Menu principal",
  homeLink: "{site}, página inicial",
  openMenu: "Abrir menu",
  closeMenu: "Fechar menu",
  language: "Idioma",
  basket: "{count, plural, one {Cesto, # artigo} other {Cesto, # artigos}}",
  profile: "Perfil",
  account: "Conta",
  contact: "Contacto",
  logout: "Terminar sessão",
  login: "Iniciar sessão",
  register: "Registar",
  optionCount: "{count, plural, one {# opção} other {# opções}}",
  footerMenu: "Menu do rodapé",
  links: "Ligações",
  privacySettings: "Definições de privacidade",
  privacyPolicy: "Política de privacidade",
  cookiePolicy: "Política de cookies",
  copyright: "© {year} {site}. Todos os direitos reservados.",
  noMenuItems: "Não há itens de menu disponíveis",
  breadcrumb: "Trilho de navegação",
  home: "Início",
  productsTitle:
    "{type, select, immigration {Serviços de vistos} solicitor {Serviços jurídicos} finance {Serviços financeiros} education {Cursos} job {Ofertas de emprego} beauty {Tratamentos} doctor {Serviços médicos} services {Os nossos serviços} realestate {Imóveis} construction {Projetos} software {Software} marketing {Serviços de marketing} consulting {Serviços de consultoria} automotive {Veículos} hospitality {Quartos e ofertas} retail {Loja} healthcare {Serviços de cuidados} transportation {Serviços de transporte} technology {Soluções} other {Produtos}}",
  blogTitle:
    "{type, select, immigration {Notícias de imigração} solicitor {Atualidade jurídica} finance {Notícias financeiras} education {Notícias de educação} job {Notícias de carreira} beauty {Dicas de beleza} doctor {Conselhos de saúde} services {Notícias} realestate {Notícias imobiliárias} construction {Notícias da construção} software {Novidades do produto} marketing {Ideias de marketing} consulting {Análises} automotive {Notícias automóveis} hospitality {Notícias de viagens} retail {Novidades da loja} healthcare {Notícias de saúde} transportation {Notícias dos transportes} technology {Notícias de tecnologia} other {Blogue}}",
};
export default pt;
