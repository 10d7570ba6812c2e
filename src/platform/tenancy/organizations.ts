import "server-only";
import { eq, or } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { cachedHost, cachedRead, SETTINGS_KEY } from "../cache";
import { normalizeHost } from "./host";
import { organizations, organizationSettings } from "./tables";
import { toOrganization, type Organization } from "./records";
import { isLocale, type Locale } from "../i18n/locales";
import { isTimeZone, serverTimeZone } from "../time/zones";

export type { Organization };

export type Settings = {
  supported_locales: string[];
  language: string;
  image: string | null;
  site: string | null;
  with_language_switch: boolean;
  /** The site's languages that are drafts: members only (issue 42). Never the site's own language. */
  draft_languages: string[];
  /** What a visitor asking for a draft language's page gets: the page in the site's language (a 307 to it), or a 404. */
  draft_language_visitors: DraftLanguageVisitors;
  /** The share (percent) a page must be translated in a published language to be suggested, in hreflang and indexed in it. */
  translation_threshold: number;
  /** The zone dates are shown in: the one chosen in General, else the server's own zone. */
  time_zone: string;
  header_style: Record<string, unknown> | null;
  footer_style: Record<string, unknown> | string | null;
};

export type Site = { organization: Organization; settings: Settings };

export const DRAFT_LANGUAGE_VISITORS = ["default", "not_found"] as const;
export type DraftLanguageVisitors = (typeof DRAFT_LANGUAGE_VISITORS)[number];

/** Every language of a site, drafts included: its own language first, then its supported locales (path locales only, no repeats). */
export function siteLanguages(settings: Pick<Settings, "language" | "supported_locales">): Locale[] {
  return [...new Set([settings.language, ...settings.supported_locales])].filter(isLocale);
}

/**
 * The languages a site publishes, what visitors and search engines get (hreflang, the
 * sitemap, the language switch and suggestion): its languages but the drafts. The
 * site's own language is always published.
 */
export function publishedLocales(settings: Pick<Settings, "language" | "supported_locales"> & { draft_languages?: readonly string[] }): Locale[] {
  const drafts = settings.draft_languages ?? [];
  return siteLanguages(settings).filter((locale) => locale === settings.language || !drafts.includes(locale));
}

/** The site's draft languages (members only), in the order of its languages. */
export function draftLocales(settings: Pick<Settings, "language" | "supported_locales"> & { draft_languages?: readonly string[] }): Locale[] {
  const drafts = settings.draft_languages ?? [];
  return siteLanguages(settings).filter((locale) => locale !== settings.language && drafts.includes(locale));
}

export const DEFAULT_SETTINGS: Settings = {
  supported_locales: ["en"],
  language: "en",
  image: null,
  site: null,
  with_language_switch: false,
  draft_languages: [],
  draft_language_visitors: "default",
  translation_threshold: 100,
  time_zone: "UTC",
  header_style: null,
  footer_style: null,
};

/** Organization id for a host name, straight from the database. */
export async function findOrganizationIdByHost(host: string): Promise<number | null> {
  const db = await getDb();
  const h = normalizeHost(host);
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(or(eq(organizations.base_url, h), eq(organizations.base_url_local, h)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The organization and its settings, fresh (`db`: a transaction to read inside one). */
export async function loadSite(organizationId: number, db?: Db): Promise<Site | null> {
  db ??= await getDb();
  const rows = await db
    .select({ organization: organizations, settings: organizationSettings })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { organization, settings } = row;
  return {
    organization: toOrganization(organization),
    settings: settings
      ? {
          supported_locales: settings.supported_locales,
          language: settings.language,
          image: settings.image,
          site: settings.site,
          with_language_switch: settings.with_language_switch,
          draft_languages: settings.draft_languages,
          draft_language_visitors: settings.draft_language_visitors === "not_found" ? "not_found" : "default",
          translation_threshold: settings.translation_threshold,
          time_zone: settings.time_zone && isTimeZone(settings.time_zone) ? settings.time_zone : serverTimeZone(),
          header_style: settings.header_style ?? null,
          footer_style: settings.footer_style ?? null,
        }
      : { ...DEFAULT_SETTINGS, time_zone: serverTimeZone() },
  };
}

/** Cached: the id of the organization answering on a host (any port, any letter case), or null. */
export function resolveOrganizationId(host: string): Promise<number | null> {
  return cachedHost(normalizeHost(host), findOrganizationIdByHost);
}

/** Cached: the site (organization and settings) that answers on a host, or null. */
export async function getSiteByHost(host: string): Promise<Site | null> {
  const id = await resolveOrganizationId(host);
  if (id === null) return null;
  return cachedRead(id, "site", () => loadSite(id), SETTINGS_KEY);
}
