import type { ChromeMessages } from "./en";

const ru: ChromeMessages = {
  mainMenu: "Главное меню",
  homeLink: "{site}, главная страница",
  openMenu: "Открыть меню",
  closeMenu: "Закрыть меню",
  language: "Язык",
  basket: "{count, plural, one {Корзина, # товар} few {Корзина, # товара} many {Корзина, # товаров} other {Корзина, # товара}}",
  profile: "Профиль",
  account: "Аккаунт",
  contact: "Контакты",
  logout: "Выйти",
  login: "Войти",
  register: "Регистрация",
  optionCount: "{count, plural, one {# вариант} few {# варианта} many {# вариантов} other {# варианта}}",
  footerMenu: "Меню в подвале",
  links: "Ссылки",
  privacySettings: "Настройки конфиденциальности",
  privacyPolicy: "Политика конфиденциальности",
  cookiePolicy: "Политика использования cookie",
  copyright: "© {year} {site}. Все права защищены.",
  noMenuItems: "Нет доступных пунктов меню",
  breadcrumb: "Навигационная цепочка",
  home: "Главная",
  productsTitle:
    "{type, select, immigration {Визовые услуги} solicitor {Юридические услуги} finance {Финансовые услуги} education {Курсы} job {Вакансии} beauty {Процедуры} doctor {Медицинские услуги} services {Наши услуги} realestate {Недвижимость} construction {Проекты} software {Программы} marketing {Маркетинговые услуги} consulting {Консалтинг} automotive {Автомобили} hospitality {Номера и предложения} retail {Магазин} healthcare {Услуги по уходу} transportation {Транспортные услуги} technology {Решения} other {Продукты}}",
  blogTitle:
    "{type, select, immigration {Новости иммиграции} solicitor {Юридические новости} finance {Финансовые новости} education {Новости образования} job {Новости карьеры} beauty {Советы по красоте} doctor {Советы о здоровье} services {Новости} realestate {Новости недвижимости} construction {Новости строительства} software {Обновления продукта} marketing {Идеи маркетинга} consulting {Аналитика} automotive {Автоновости} hospitality {Новости путешествий} retail {Новости магазина} healthcare {Новости здоровья} transportation {Новости транспорта} technology {Новости технологий} other {Блог}}",
};
export default ru;
