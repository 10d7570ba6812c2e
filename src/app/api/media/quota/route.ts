import { setQuotaRoute } from "@/features/media-library/server";

export const dynamic = "force-dynamic";

/** PUT /api/media/quota {organization_id, quota_mb}: the operator sets an organization's storage quota. */
export const PUT = setQuotaRoute;
