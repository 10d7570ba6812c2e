import "server-only";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
import { getDb, type Db } from "@/platform/db/client";
import type { Translations } from "@/platform/db/columns";
import { scriptOrigin, scriptOrigins } from "@/platform/http/script-origin";
import { translated } from "@/platform/i18n/locales";
import type { PublicCookieCategory } from "../consent-client";
import { isEssentialCategory } from "../consent-client";
import { cookieCategories, cookieServices } from "../tables";

/** A category as stored, with what visitors see of its services (and their translations, for any locale). */
type StoredService = {
  id: number;
  name: string;
  description: string;
  description_translation: Translations | null;
  active: boolean;
  script_url: string | null;
};
type StoredCategory = {
  id: number;
  name: string;
  name_translation: Translations | null;
  description: string;
  description_translation: Translations | null;
  services: StoredService[];
};

/** The organization's cookie policy: its categories with their services, and its revision. */
export type Policy = { categories: StoredCategory[]; revision: string };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The policy revision: a hash of what the visitor is shown and chooses from (each category's
 * and service's id, name and description, in order). Editing any of them, adding or removing
 * one makes a new revision; visitors who chose under an older one are asked again. Order,
 * translations, `active` and script URLs do not change it.
 */
export function policyRevision(categories: StoredCategory[]): string {
  const shown = categories.map((category) => [
    category.id,
    category.name,
    category.description,
    category.services.map((service) => [service.id, service.name, service.description]),
  ]);
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 16);
}

/** Reads the policy (no cache: the consent write checks against what is stored now). */
export async function readPolicy(db: Db, organizationId: number): Promise<Policy> {
  const [categoryRows, serviceRows] = await Promise.all([
    db
      .select()
      .from(cookieCategories)
      .where(eq(cookieCategories.organization_id, organizationId))
      .orderBy(asc(cookieCategories.order), asc(cookieCategories.id)),
    db.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId)).orderBy(asc(cookieServices.order), asc(cookieServices.id)),
  ]);
  // spec/visitor.md §3: a missing description becomes empty, a missing service list empty, active false.
  const categories: StoredCategory[] = categoryRows.map((category) => ({
    id: category.id,
    name: text(category.name),
    name_translation: category.name_translation ?? null,
    description: text(category.description),
    description_translation: category.description_translation ?? null,
    services: serviceRows
      .filter((service) => service.category_id === category.id)
      .map((service) => ({
        id: service.id,
        name: text(service.name),
        description: text(service.description),
        description_translation: service.description_translation ?? null,
        active: service.active === true,
        script_url: safeScriptUrl(service.script_url),
      })),
  }));
  return { categories, revision: policyRevision(categories) };
}

/** The policy as the site shows it now; cached until the organization's next save. */
export function loadPolicy(organizationId: number): Promise<Policy> {
  return cachedRead(organizationId, "consent:policy", async () => readPolicy(await getDb(), organizationId), "consent");
}

/** An http(s) URL whose origin a policy can name (scriptOrigin), else null (what is stored is checked on write; this keeps a bad row from ever reaching a page). */
export function safeScriptUrl(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return scriptOrigin(url.href) !== null ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/cookies/categories` (spec/visitor.md §3, §7): id, name, description and
 * `cookie_service` (id, name, description, active), in `locale` when a translation exists.
 * Two fields more: the category's `key` (its stored name, whatever the language: the essential
 * category and Consent Mode are recognised by it) and each service's `script_url` (null or the
 * http(s) script the site loads once the service is granted).
 */
export function publicCategories(policy: Policy, locale: string | null): PublicCookieCategory[] {
  const pick = (base: string, translations: Translations | null) => (locale ? translated(base, translations, locale) : base);
  return policy.categories.map((category) => ({
    id: category.id,
    key: category.name,
    name: pick(category.name, category.name_translation),
    description: pick(category.description, category.description_translation),
    cookie_service: category.services.map((service) => ({
      id: service.id,
      name: service.name,
      description: pick(service.description, service.description_translation),
      active: service.active,
      script_url: service.script_url,
    })),
  }));
}

/** Service ids of the policy: all, the essential ones. */
export function policyIds(policy: Policy) {
  const all = policy.categories.flatMap((category) => category.services.map((service) => service.id));
  const essential = policy.categories
    .filter((category) => isEssentialCategory(category.name))
    .flatMap((category) => category.services.map((service) => service.id));
  return { all, essential };
}

/** The declared scripts (service id → http(s) URL) the site loads after consent. */
export function policyScripts(policy: Policy): { service_id: number; url: string }[] {
  return policy.categories.flatMap((category) =>
    category.services.flatMap((service) => (service.script_url ? [{ service_id: service.id, url: service.script_url }] : [])),
  );
}

/**
 * The origins (scheme, host, port) of the organization's declared scripts: what its pages'
 * Content-Security-Policy allows beside 'self' (the front thread asks, scripts/forward.ts).
 */
export async function declaredScriptOrigins(organizationId: number): Promise<string[]> {
  return scriptOrigins(policyScripts(await loadPolicy(organizationId)).map((script) => script.url));
}

/**
 * The privacy dialog's logo (spec/visitor.md §3 "Header data for privacy"): the header's
 * `image_for_privacy_settings` when it is an http(s) URL or a site path, else the site's logo.
 */
export function privacyLogo(settings: { image: string | null; header_style: Record<string, unknown> | null }): string | null {
  const own = settings.header_style?.image_for_privacy_settings;
  const usable = (value: unknown): value is string => typeof value === "string" && (safeScriptUrl(value) !== null || /^\/(?!\/)/.test(value.trim()));
  if (usable(own)) return own.trim();
  return usable(settings.image) ? settings.image.trim() : null;
}
