import "server-only";
// Server entry of the banners feature. Loading it registers the banners' UI texts (banners.*) in the catalog.
import "../messages";
export { bannersStore } from "./store";
export { bannerColors, visitorBanners } from "./visitor";
export { dismissBannerRoute, readDismissalsRoute } from "./dismissals";
export { BannerDismissalScript } from "./dismissal-script";
// Site-wide texts in the translation view and status (issue 42, item 2).
export { bannerSiteTexts } from "./translatable";
