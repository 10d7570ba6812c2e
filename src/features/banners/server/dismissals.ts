import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import * as z from "zod";
import { getSessionUser } from "@/platform/auth/server";
import { getDb } from "@/platform/db/client";
import { notFound, route, unauthorized } from "@/platform/http/errors";
import { publicAction } from "@/platform/http/public-action";
import { dbId } from "@/platform/schema";
import { organizationOfHost } from "@/platform/tenancy/request";
import { parseDismissal } from "../duration";
import { bannerDismissals, banners } from "../tables";

export const SIGN_IN_TO_DISMISS = "Sign in to keep a dismissal on the server; a visitor's dismissals stay in their browser.";
export const UNKNOWN_BANNER = "This banner is not one of this site's banners.";

const dismissalSchema = z.object({ banner_id: dbId, organization_id: z.unknown().optional() });

/**
 * POST /api/banners/dismissals {banner_id}: a signed-in user hides a banner of the
 * host's organization for its dismissal duration (spec/visitor.md §4: stored on the
 * server for signed-in users). The duration is the banner's own, read here, never
 * the client's. Another organization's banner (or an unknown id) is a 404; without a
 * session, 401 (visitors keep theirs in localStorage). A second dismissal of the same
 * banner starts its duration again.
 */
export const dismissBannerRoute = publicAction({
  name: "banner-dismissal",
  input: dismissalSchema,
  write: async ({ tx, organizationId, input, user }) => {
    if (!user) throw unauthorized(SIGN_IN_TO_DISMISS);
    const [banner] = await tx
      .select({ id: banners.id, duration: banners.dismissal_duration })
      .from(banners)
      .where(and(eq(banners.id, input.banner_id), eq(banners.organization_id, organizationId)));
    if (!banner) throw notFound(UNKNOWN_BANNER);
    const expiresAt = new Date(Date.now() + parseDismissal(banner.duration));
    await tx
      .insert(bannerDismissals)
      .values({ banner_id: banner.id, user_id: user.id, expires_at: expiresAt })
      .onConflictDoUpdate({ target: [bannerDismissals.banner_id, bannerDismissals.user_id], set: { expires_at: sql`excluded.expires_at` } });
    return { banner_id: banner.id, expires_at: expiresAt.toISOString() };
  },
});

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * GET /api/banners/dismissals: the signed-in user's running dismissals of the host's
 * organization's banners (`[{ banner_id, expires_at }]`); an anonymous visitor gets [].
 * Private, never cached.
 */
export const readDismissalsRoute = route(async (request) => {
  const organizationId = await organizationOfHost(request);
  const user = await getSessionUser(request.headers);
  if (!user) return Response.json([], { headers: PRIVATE });
  const db = await getDb();
  const rows = await db
    .select({ banner_id: bannerDismissals.banner_id, expires_at: bannerDismissals.expires_at })
    .from(bannerDismissals)
    .innerJoin(banners, eq(banners.id, bannerDismissals.banner_id))
    .where(and(eq(bannerDismissals.user_id, user.id), eq(banners.organization_id, organizationId), gt(bannerDismissals.expires_at, new Date())));
  return Response.json(
    rows.map((row) => ({ banner_id: row.banner_id, expires_at: new Date(row.expires_at).toISOString() })),
    { headers: PRIVATE },
  );
});
