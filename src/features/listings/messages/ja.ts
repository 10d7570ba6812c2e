import type { ListingsMessages } from "./en";

const ja: ListingsMessages = {
  empty: "物件はまだありません。",
  status: "{status, select, for_sale {売出中} for_rent {賃貸募集中} under_offer {商談中} sold {売約済} rented {賃貸成約済} other {売出中}}",
  price: "価格",
  perMonth: "{price} / 月",
  priceOnRequest: "価格はお問い合わせください",
  address: "所在地",
  bedrooms: "寝室",
  bathrooms: "浴室",
  area: "面積",
  areaValue: "{area} m²",
  details: "{title} の詳細",
  photos: "写真",
  previousImage: "前の画像",
  nextImage: "次の画像",
  showImage: "画像 {n}/{total} を表示",
  imagePosition: "画像 {n}/{total}",
  imageAlt: "{title}、画像 {n}/{total}",
  noImage: "写真はまだありません",
  close: "閉じる",
  loading: "読み込み中…",
  contact: "この物件について問い合わせる",
  contactMessage: "こんにちは。「{title}」に興味があります。ご連絡をお願いいたします。",
};

export default ja;
