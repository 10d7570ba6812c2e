import { LOGIN_MODAL_TEXTS } from "@/features/account";
import { defineIsland } from "@/platform/islands";
import { MobileMenu } from "../public/mobile-menu";

/**
 * The hamburger and its full-screen panel (loaded when pressed): the panel's words, its
 * language links, and the login modal it opens for a signed-out visitor.
 */
export default defineIsland("mobile-menu", MobileMenu, {
  texts: [
    "chrome.openMenu",
    "chrome.closeMenu",
    "chrome.mainMenu",
    "chrome.optionCount",
    "chrome.login",
    "chrome.profile",
    "chrome.account",
    "chrome.contact",
    "chrome.logout",
    "chrome.language",
    ...LOGIN_MODAL_TEXTS,
  ],
  hydrate: "interaction",
});
