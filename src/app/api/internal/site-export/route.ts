import { internalExportRoute } from "@/features/site-export/server";

export const dynamic = "force-dynamic";

/** Operator-only: a site's export archive (see `npm run org:export`). */
export const GET = internalExportRoute;
