import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { user } from "@/platform/auth/tables";
import { getDb } from "@/platform/db/client";
import { siteOrigin } from "./site-origin";
import { members, organizations, organizationSettings } from "./tables";
import { ADMIN_ROLES } from "./types";

/**
 * How a mail names an organization's site and links to it: the site's title (else the
 * organization's name), its public origin (siteOrigin: its own host, never a request's)
 * and that host; null for an organization that is gone.
 */
export async function mailSite(organizationId: number): Promise<{ name: string; origin: string; host: string } | null> {
  const db = await getDb();
  const [site] = await db
    .select({ name: organizations.name, base_url: organizations.base_url, title: organizationSettings.site })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organization_id, organizations.id))
    .where(eq(organizations.id, organizationId));
  return site ? { name: site.title || site.name, origin: siteOrigin(site.base_url), host: site.base_url } : null;
}

/** Who gets an organization's mails about its site (a visitor's message, a chat while no one is online): its owners and admins. */
export async function adminRecipients(organizationId: number): Promise<{ userId: string; email: string }[]> {
  const db = await getDb();
  return db
    .select({ userId: members.user_id, email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.user_id))
    .where(and(eq(members.organization_id, organizationId), inArray(members.role, [...ADMIN_ROLES])));
}
