import { eq, or } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "../db/client";
import { hostTag, orgTag, expireTag } from "../cache/tags";
import { normalizeHost } from "./host";
import { organizations, organizationSettings } from "./tables";
import { toOrganization, type Organization } from "./records";

export type { Organization };

export type Settings = {
  supported_locales: string[];
  language: string;
  image: string | null;
  site: string | null;
  with_language_switch: boolean;
  header_style: Record<string, unknown> | null;
  footer_style: Record<string, unknown> | string | null;
};

export type Site = { organization: Organization; settings: Settings };

export const DEFAULT_SETTINGS: Settings = {
  supported_locales: ["en"],
  language: "en",
  image: null,
  site: null,
  with_language_switch: false,
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

export async function loadSite(organizationId: number): Promise<Site | null> {
  const db = await getDb();
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
          header_style: settings.header_style ?? null,
          footer_style: settings.footer_style ?? null,
        }
      : DEFAULT_SETTINGS,
  };
}

/** Cached: the site (organization and settings) that answers on a host, or null. */
export async function getSiteByHost(host: string): Promise<Site | null> {
  const h = normalizeHost(host);
  const lookup = () => findOrganizationIdByHost(h);
  let id = await unstable_cache(lookup, ["org-id-by-host", h], { tags: [hostTag(h)] })();
  // A miss is re-checked every 30 s, so a host added by another process (say
  // `org:create` against a shared PostgreSQL) answers soon even if nobody
  // expired its tag. Pages of known hosts keep no time limit.
  if (id === null) id = await unstable_cache(lookup, ["org-id-by-host-miss", h], { tags: [hostTag(h)], revalidate: 30 })();
  if (id === null) return null;
  return unstable_cache(() => loadSite(id), ["site", String(id)], { tags: [orgTag(id)] })();
}

/** Call after an organization, its hosts or its settings change. */
export function expireOrganization(org: Pick<Organization, "id" | "base_url" | "base_url_local">) {
  expireTag(orgTag(org.id));
  expireTag(hostTag(org.base_url));
  if (org.base_url_local) expireTag(hostTag(org.base_url_local));
}
