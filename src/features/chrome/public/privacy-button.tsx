"use client";

import { useT } from "@/platform/tenancy/site-context";
import { requestPrivacySettings } from "../events";

/** Asks the consent feature to open its privacy settings dialog (it listens for PRIVACY_SETTINGS_EVENT on window, or takes the request when it mounts). */
export function PrivacyButton({ className }: { className: string }) {
  const t = useT();
  return (
    <button type="button" className={className} onClick={requestPrivacySettings} data-privacy-settings>
      {t("chrome.privacySettings")}
    </button>
  );
}
