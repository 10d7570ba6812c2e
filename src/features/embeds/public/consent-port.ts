import { grantService, hasConsentFor, onConsent, openPrivacySettings, type ConsentDetail } from "@/features/consent";

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a published choice grants a service of this name (any letter case). */
export function grantsService(detail: ConsentDetail, name: string): boolean {
  const granted = new Set(detail.granted);
  return detail.services.some((service) => sameName(service.name, name) && granted.has(service.id));
}

/**
 * Tells `listener` whether the service is granted: now, from the choice saved in this
 * browser or already published on the page, and again whenever the choice changes
 * (the banner, the dialog, the footer, another embed's "Always allow"). Returns the
 * unsubscribe.
 */
export function watchConsent(name: string, listener: (granted: boolean) => void): () => void {
  if (hasConsentFor(name)) listener(true);
  return onConsent((detail) => listener(grantsService(detail, name)));
}

/** "Always allow": records consent for the service like a dialog choice (source `embed`). */
export const allowService = (name: string) => grantService(name, "embed");

/** The placeholder's link to the privacy settings: the consent widget opens its dialog. */
export const openSettings = () => openPrivacySettings();
