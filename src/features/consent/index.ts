// What other code may import from the consent feature (client-safe).
export { cookieCategoryItemSchema, cookieServiceItemSchema, isEssentialCategory, type CookieCategoryInput } from "./schema";
export { cookieCategoriesSettingsList } from "./settings";
