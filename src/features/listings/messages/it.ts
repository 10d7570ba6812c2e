import type { ListingsMessages } from "./en";

const it: ListingsMessages = {
  empty: "Ancora nessun immobile.",
  status: "{status, select, for_sale {In vendita} for_rent {In affitto} under_offer {Trattativa in corso} sold {Venduto} rented {Affittato} other {In vendita}}",
  price: "Prezzo",
  perMonth: "{price} / mese",
  priceOnRequest: "Prezzo su richiesta",
  address: "Indirizzo",
  bedrooms: "Camere da letto",
  bathrooms: "Bagni",
  area: "Superficie",
  areaValue: "{area} m²",
  details: "Dettagli di {title}",
  photos: "Foto",
  previousImage: "Immagine precedente",
  nextImage: "Immagine successiva",
  showImage: "Mostra l’immagine {n} di {total}",
  imagePosition: "Immagine {n} di {total}",
  imageAlt: "{title}, immagine {n} di {total}",
  noImage: "Ancora nessuna foto",
  close: "Chiudi",
  loading: "Caricamento…",
  contact: "Contattaci per questo immobile",
  contactMessage: "Buongiorno, sono interessato a «{title}». Vi prego di contattarmi.",
};

export default it;
