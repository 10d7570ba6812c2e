// What other code may import from the check before publishing (client-safe: the rules, the finding's type, the texts).
export { CHECK_KINDS, TITLE_LIMIT, type CheckKind, type Finding } from "./rules";
export { siteCheckTexts, SITE_CHECK_TEXTS, type SiteCheckTexts } from "./texts";
