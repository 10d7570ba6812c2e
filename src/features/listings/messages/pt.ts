import type { ListingsMessages } from "./en";

const pt: ListingsMessages = {
  empty: "Ainda não há imóveis.",
  status: "{status, select, for_sale {À venda} for_rent {Para alugar} under_offer {Com proposta} sold {Vendido} rented {Alugado} other {À venda}}",
  price: "Preço",
  perMonth: "{price} / mês",
  priceOnRequest: "Preço sob consulta",
  address: "Morada",
  bedrooms: "Quartos",
  bathrooms: "Casas de banho",
  area: "Área",
  areaValue: "{area} m²",
  details: "Detalhes de {title}",
  photos: "Fotografias",
  previousImage: "Imagem anterior",
  nextImage: "Imagem seguinte",
  showImage: "Mostrar a imagem {n} de {total}",
  imagePosition: "Imagem {n} de {total}",
  imageAlt: "{title}, imagem {n} de {total}",
  noImage: "Ainda sem fotografia",
  close: "Fechar",
  loading: "A carregar…",
  contact: "Contactar sobre este imóvel",
  contactMessage: "Olá, tenho interesse em «{title}». Por favor, entrem em contacto comigo.",
};

export default pt;
