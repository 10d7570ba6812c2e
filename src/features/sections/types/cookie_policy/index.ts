import { Cookie } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { CookiePolicySkeleton } from "./skeleton";
import { CookiePolicySection } from "./view";

/**
 * The cookie_policy type (issue 36, item 5): the site's cookie categories and their services as
 * declared in Global Settings → Cookies, read when the page renders (cached until the next save),
 * in the page's language. The starter Cookie Policy page holds one.
 */
export const cookiePolicyType = {
  label: "Cookie list",
  description: "The cookie categories and services of Global Settings → Cookies",
  icon: Cookie,
  options: ["alignment", "fullWidth", "textStyle"],
  data: {
    what: "the cookie categories and services of Global Settings → Cookies, in the page's language",
    link: { place: "Edit cookies in Global Settings", settingsTab: "cookies" },
  },
  View: CookiePolicySection,
  Skeleton: CookiePolicySkeleton,
} satisfies SectionTypeDefinition;
