import { dismissBannerRoute, readDismissalsRoute } from "@/features/banners/server";

export const dynamic = "force-dynamic";

/** GET: the signed-in user's running banner dismissals on this site (anonymous: []). */
export const GET = readDismissalsRoute;

/** POST {banner_id}: a signed-in user dismisses a banner for its dismissal duration (spec/visitor.md §4). */
export const POST = dismissBannerRoute;
