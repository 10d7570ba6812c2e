// What other code may import from the banners feature (client-safe).
export { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES, DISMISSAL_DURATION, bannerItemSchema, type BannerInput } from "./schema";
export { bannerName, bannerShape } from "./shape";
export { bannersSettingsList } from "./settings";
