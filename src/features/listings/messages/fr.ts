import type { ListingsMessages } from "./en";

const fr: ListingsMessages = {
  empty: "Aucune annonce pour le moment.",
  status: "{status, select, for_sale {À vendre} for_rent {À louer} under_offer {Sous offre} sold {Vendu} rented {Loué} other {À vendre}}",
  price: "Prix",
  perMonth: "{price} / mois",
  priceOnRequest: "Prix sur demande",
  address: "Adresse",
  bedrooms: "Chambres",
  bathrooms: "Salles de bain",
  area: "Surface",
  areaValue: "{area} m²",
  details: "Détails de {title}",
  photos: "Photos",
  previousImage: "Image précédente",
  nextImage: "Image suivante",
  showImage: "Afficher l’image {n} sur {total}",
  imagePosition: "Image {n} sur {total}",
  imageAlt: "{title}, image {n} sur {total}",
  noImage: "Pas encore de photo",
  close: "Fermer",
  loading: "Chargement…",
  contact: "Nous contacter au sujet de ce bien",
  contactMessage: "Bonjour, le bien « {title} » m’intéresse. Merci de me recontacter.",
};

export default fr;
