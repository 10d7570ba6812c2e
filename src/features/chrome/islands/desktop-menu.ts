import { defineIsland } from "@/platform/islands";
import { DesktopMenu } from "../public/desktop-menu";

/** The desktop menu's dropdowns and mega-panels: their links work as HTML; the hover and keyboard behaviour comes with the first interaction. */
export default defineIsland("desktop-menu", DesktopMenu, { texts: ["chrome.mainMenu"], hydrate: "interaction" });
