/** Texts of real estate sections and their listing dialog (ICU messages). */
const en = {
  empty: "No listings yet.",
  status: "{status, select, for_sale {For sale} for_rent {For rent} under_offer {Under offer} sold {Sold} rented {Rented} other {For sale}}",
  price: "Price",
  perMonth: "{price} / month",
  priceOnRequest: "Price on request",
  address: "Address",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  area: "Area",
  areaValue: "{area} m²",
  details: "Details of {title}",
  photos: "Photos",
  previousImage: "Previous image",
  nextImage: "Next image",
  showImage: "Show image {n} of {total}",
  imagePosition: "Image {n} of {total}",
  imageAlt: "{title}, image {n} of {total}",
  noImage: "No photo yet",
  close: "Close",
  loading: "Loading…",
  contact: "Contact about this listing",
  contactMessage: "Hello, I am interested in “{title}”. Please get in touch with me.",
};

export type ListingsMessages = typeof en;
export default en;
