import "server-only";
// The check before publishing (issue 43, item 3): the API route for automation and
// the whole site's findings for the members' dashboard.
export { siteCheckRoute, SITE_CHECK_MESSAGES } from "./api";
export { checkSite, checkedPages, type CheckedPage } from "./check";
export { siteCheckTexts, withMessage } from "../texts";
export { SiteCheckPage } from "./check-page";
