import type { ListingsMessages } from "./en";

const ru: ListingsMessages = {
  empty: "Объявлений пока нет.",
  status: "{status, select, for_sale {Продаётся} for_rent {Сдаётся} under_offer {Забронировано} sold {Продано} rented {Сдано} other {Продаётся}}",
  price: "Цена",
  perMonth: "{price} / месяц",
  priceOnRequest: "Цена по запросу",
  address: "Адрес",
  bedrooms: "Спальни",
  bathrooms: "Ванные",
  area: "Площадь",
  areaValue: "{area} м²",
  details: "Подробнее: {title}",
  photos: "Фотографии",
  previousImage: "Предыдущее изображение",
  nextImage: "Следующее изображение",
  showImage: "Показать изображение {n} из {total}",
  imagePosition: "Изображение {n} из {total}",
  imageAlt: "{title}, изображение {n} из {total}",
  noImage: "Фото пока нет",
  close: "Закрыть",
  loading: "Загрузка…",
  contact: "Связаться по этому объявлению",
  contactMessage: "Здравствуйте, меня интересует «{title}». Пожалуйста, свяжитесь со мной.",
};

export default ru;
