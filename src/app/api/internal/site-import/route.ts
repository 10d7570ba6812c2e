import { internalImportRoute } from "@/features/site-export/server";

export const dynamic = "force-dynamic";

/** Operator-only: a new organization from an export archive (see `npm run org:import`). */
export const POST = internalImportRoute;
