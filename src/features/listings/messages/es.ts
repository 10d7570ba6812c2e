import type { ListingsMessages } from "./en";

const es: ListingsMessages = {
  empty: "Todavía no hay inmuebles.",
  status: "{status, select, for_sale {En venta} for_rent {En alquiler} under_offer {Reservado} sold {Vendido} rented {Alquilado} other {En venta}}",
  price: "Precio",
  perMonth: "{price} / mes",
  priceOnRequest: "Precio a consultar",
  address: "Dirección",
  bedrooms: "Dormitorios",
  bathrooms: "Baños",
  area: "Superficie",
  areaValue: "{area} m²",
  details: "Detalles de {title}",
  photos: "Fotos",
  previousImage: "Imagen anterior",
  nextImage: "Imagen siguiente",
  showImage: "Mostrar la imagen {n} de {total}",
  imagePosition: "Imagen {n} de {total}",
  imageAlt: "{title}, imagen {n} de {total}",
  noImage: "Aún no hay foto",
  close: "Cerrar",
  loading: "Cargando…",
  contact: "Contactar por este inmueble",
  contactMessage: "Hola, me interesa «{title}». Por favor, pónganse en contacto conmigo.",
};

export default es;
