import type { ListingsMessages } from "./en";

const pl: ListingsMessages = {
  empty: "Nie ma jeszcze ogłoszeń.",
  status: "{status, select, for_sale {Na sprzedaż} for_rent {Na wynajem} under_offer {Zarezerwowane} sold {Sprzedane} rented {Wynajęte} other {Na sprzedaż}}",
  price: "Cena",
  perMonth: "{price} / miesiąc",
  priceOnRequest: "Cena na zapytanie",
  address: "Adres",
  bedrooms: "Sypialnie",
  bathrooms: "Łazienki",
  area: "Powierzchnia",
  areaValue: "{area} m²",
  details: "Szczegóły: {title}",
  photos: "Zdjęcia",
  previousImage: "Poprzednie zdjęcie",
  nextImage: "Następne zdjęcie",
  showImage: "Pokaż zdjęcie {n} z {total}",
  imagePosition: "Zdjęcie {n} z {total}",
  imageAlt: "{title}, zdjęcie {n} z {total}",
  noImage: "Brak zdjęcia",
  close: "Zamknij",
  loading: "Ładowanie…",
  contact: "Zapytaj o to ogłoszenie",
  contactMessage: "Dzień dobry, jestem zainteresowany ofertą „{title}”. Proszę o kontakt.",
};

export default pl;
