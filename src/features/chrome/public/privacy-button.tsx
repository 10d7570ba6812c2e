"use client";

import { useT } from "@/platform/tenancy/site-context";
import { PRIVACY_SETTINGS_EVENT } from "../events";

/** Asks the consent feature to open its privacy settings dialog (it listens for PRIVACY_SETTINGS_EVENT on window). */
export function PrivacyButton({ className }: { className: string }) {
  const t = useT();
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new CustomEvent(PRIVACY_SETTINGS_EVENT))} data-privacy-settings>
      {t("chrome.privacySettings")}
    </button>
  );
}
