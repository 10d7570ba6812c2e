import "server-only";
import { and, eq } from "drizzle-orm";
import { getSessionUser, type SessionUser } from "@/platform/auth/server";
import { badRequest, forbidden } from "@/platform/http/errors";
import type { Db } from "@/platform/db/client";
import { getRole } from "@/platform/tenancy/members";
import { members } from "@/platform/tenancy/tables";
import { loadSite } from "@/platform/tenancy/organizations";
import { organizationOfHost } from "@/platform/tenancy/request";
import { ADMIN_ROLES, type Role } from "@/platform/tenancy/types";
import { BOOKING_ERRORS } from "../rules";

/** Who reads and manages an organization's bookings: owners and admins (customers' names and addresses; editors edit content). */
export const BOOKING_MANAGERS = ADMIN_ROLES;

/** Answers with personal data: never stored by a browser or a proxy. */
export const PRIVATE = { "cache-control": "private, no-store" } as const;

/**
 * The organization of a read: the host's. `organization_id` (spec §7) must be given
 * (400 "Organization context not available") and be the host's (403 otherwise).
 */
export async function organizationOfRead(request: Request, url: URL): Promise<number> {
  const organizationId = await organizationOfHost(request);
  const named = url.searchParams.get("organization_id");
  if (named === null || named.trim() === "") throw badRequest(BOOKING_ERRORS.organization);
  if (!/^\d{1,10}$/.test(named.trim()) || Number(named) !== organizationId) throw forbidden();
  return organizationId;
}

/** The organization's zone (General → Time zone; else the server's). */
export async function zoneOf(organizationId: number): Promise<string> {
  return (await loadSite(organizationId))?.settings.time_zone ?? "UTC";
}

export type Viewer = { user: SessionUser | null; member: boolean };

/** The signed-in person, and whether they manage the organization's bookings. */
export async function viewerOf(request: Request, organizationId: number): Promise<Viewer> {
  const user = await getSessionUser(request.headers);
  if (!user) return { user: null, member: false };
  const role = await getRole(user.id, organizationId);
  return { user, member: role !== null && BOOKING_MANAGERS.includes(role) };
}

/**
 * Whether a user manages the organization's bookings, read in `tx`: inside a write's
 * transaction every read must use it (PGlite has one connection: a read beside the
 * transaction would wait for it forever).
 */
export async function managesBookings(tx: Db, userId: string | undefined, organizationId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await tx
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.user_id, userId), eq(members.organization_id, organizationId)))
    .limit(1);
  return row !== undefined && BOOKING_MANAGERS.includes(row.role as Role);
}
