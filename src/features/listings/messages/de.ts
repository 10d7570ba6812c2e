import type { ListingsMessages } from "./en";

const de: ListingsMessages = {
  empty: "Noch keine Angebote.",
  status: "{status, select, for_sale {Zu verkaufen} for_rent {Zu vermieten} under_offer {Reserviert} sold {Verkauft} rented {Vermietet} other {Zu verkaufen}}",
  price: "Preis",
  perMonth: "{price} / Monat",
  priceOnRequest: "Preis auf Anfrage",
  address: "Adresse",
  bedrooms: "Schlafzimmer",
  bathrooms: "Badezimmer",
  area: "Wohnfläche",
  areaValue: "{area} m²",
  details: "Details zu {title}",
  photos: "Fotos",
  previousImage: "Vorheriges Bild",
  nextImage: "Nächstes Bild",
  showImage: "Bild {n} von {total} zeigen",
  imagePosition: "Bild {n} von {total}",
  imageAlt: "{title}, Bild {n} von {total}",
  noImage: "Noch kein Foto",
  close: "Schließen",
  loading: "Wird geladen…",
  contact: "Zu diesem Angebot anfragen",
  contactMessage: "Guten Tag, ich interessiere mich für „{title}“. Bitte melden Sie sich bei mir.",
};

export default de;
