import { defineIsland } from "@/platform/islands";
import { PrivacyButton } from "../public/privacy-button";

/** The footer's "Privacy settings": asks the consent widget for its dialog. */
export default defineIsland("privacy-button", PrivacyButton, { texts: ["chrome.privacySettings"], hydrate: "interaction" });
