import { scriptOrigin } from "@/platform/http/script-origin";
import type { ConsentDetail, PublicCookieCategory } from "../consent-client";

/** What this page has loaded: script address → the service it was loaded for. */
const loaded = new Map<string, number>();

/**
 * Loads the scripts (Global Settings → Cookies, a service's script URL) of the services a
 * choice grants: one `<script src async>` per address, appended to <head> once per page,
 * never before the choice grants its service. Returns what it appended.
 */
export function loadDeclaredScripts(categories: readonly PublicCookieCategory[], detail: ConsentDetail): string[] {
  const granted = new Set(detail.granted);
  const added: string[] = [];
  for (const category of categories) {
    for (const service of category.cookie_service) {
      const url = service.script_url;
      if (!url || !granted.has(service.id) || loaded.has(url) || scriptOrigin(url) === null) continue;
      loaded.set(url, service.id);
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.dataset.consentScript = String(service.id);
      document.head.appendChild(script);
      added.push(url);
    }
  }
  return added;
}

/**
 * Whether a choice takes back a service whose script already runs on this page. A script
 * cannot be unloaded (what it did, listeners and timers, stays until the page goes): the
 * widget reloads the page then, as consent managers advise (cookieconsent's docs, "reload
 * the page" when a category is rejected after its scripts ran).
 */
export function withdrawsLoadedScript(detail: ConsentDetail): boolean {
  const granted = new Set(detail.granted);
  return [...loaded.values()].some((serviceId) => !granted.has(serviceId));
}
