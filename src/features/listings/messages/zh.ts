import type { ListingsMessages } from "./en";

const zh: ListingsMessages = {
  empty: "暂无房源。",
  status: "{status, select, for_sale {出售} for_rent {出租} under_offer {洽谈中} sold {已售出} rented {已出租} other {出售}}",
  price: "价格",
  perMonth: "{price} / 月",
  priceOnRequest: "价格面议",
  address: "地址",
  bedrooms: "卧室",
  bathrooms: "浴室",
  area: "面积",
  areaValue: "{area} 平方米",
  details: "{title} 的详情",
  photos: "照片",
  previousImage: "上一张图片",
  nextImage: "下一张图片",
  showImage: "显示第 {n} 张图片，共 {total} 张",
  imagePosition: "第 {n} 张，共 {total} 张",
  imageAlt: "{title}，第 {n} 张图片，共 {total} 张",
  noImage: "暂无照片",
  close: "关闭",
  loading: "正在加载…",
  contact: "咨询此房源",
  contactMessage: "您好，我对“{title}”感兴趣，请与我联系。",
};

export default zh;
