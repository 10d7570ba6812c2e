import type { ChromeMessages } from "./en";

const es: ChromeMessages = {
  mainMenu: "Menú principal",
  homeLink: "{site}, página de inicio",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  language: "Idioma",
  basket: "{count, plural, one {Cesta, # artículo} other {Cesta, # artículos}}",
  profile: "Perfil",
  account: "Cuenta",
  contact: "Contacto",
  logout: "Cerrar sesión",
  login: "Iniciar sesión",
  register: "Registrarse",
  optionCount: "{count, plural, one {# opción} other {# opciones}}",
  footerMenu: "Menú del pie de página",
  links: "Enlaces",
  privacySettings: "Configuración de privacidad",
  privacyPolicy: "Política de privacidad",
  cookiePolicy: "Política de cookies",
  copyright: "© {year} {site}. Todos los derechos reservados.",
  noMenuItems: "No hay elementos de menú disponibles",
  breadcrumb: "Ruta de navegación",
  home: "Inicio",
  productsTitle:
    "{type, select, immigration {Servicios de visados} solicitor {Servicios jurídicos} finance {Servicios financieros} education {Cursos} job {Ofertas de empleo} beauty {Tratamientos} doctor {Servicios médicos} services {Nuestros servicios} realestate {Inmuebles} construction {Proyectos} software {Software} marketing {Servicios de marketing} consulting {Servicios de consultoría} automotive {Vehículos} hospitality {Habitaciones y ofertas} retail {Tienda} healthcare {Servicios de salud} transportation {Servicios de transporte} technology {Soluciones} other {Productos}}",
  blogTitle:
    "{type, select, immigration {Noticias de inmigración} solicitor {Actualidad jurídica} finance {Noticias financieras} education {Noticias de educación} job {Noticias de empleo} beauty {Consejos de belleza} doctor {Consejos de salud} services {Noticias} realestate {Noticias inmobiliarias} construction {Noticias de construcción} software {Novedades del producto} marketing {Ideas de marketing} consulting {Análisis} automotive {Noticias del motor} hospitality {Noticias de viajes} retail {Novedades de la tienda} healthcare {Noticias de salud} transportation {Noticias de transporte} technology {Noticias de tecnología} other {Blog}}",
};
export default es;
