import { translated } from "@/platform/i18n/locales";

/**
 * A cookie category as the cookie policy page lists it (Global Settings → Cookies), with its
 * translations: the page shows it in its own language at render time. Client-safe (types and a
 * pure function): the sections feature renders it.
 */
export type CookiePolicyService = { id: number; name: string; description: string; description_translation: Record<string, string> | null };
export type CookiePolicyCategory = {
  id: number;
  name: string;
  name_translation: Record<string, string> | null;
  description: string;
  description_translation: Record<string, string> | null;
  services: CookiePolicyService[];
};

/** The categories and their services in `locale` (a missing translation reads the stored text). */
export function localizedCookiePolicy(categories: readonly CookiePolicyCategory[], locale: string) {
  return categories.map((category) => ({
    id: category.id,
    name: translated(category.name, category.name_translation, locale),
    description: translated(category.description, category.description_translation, locale),
    services: category.services.map((service) => ({
      id: service.id,
      name: service.name,
      description: translated(service.description, service.description_translation, locale),
    })),
  }));
}
