import { categoriesRoute } from "@/features/consent/server";

export const dynamic = "force-dynamic";

/** GET [?locale=]: the host's organization's cookie categories with their services (spec/visitor.md §3, §7); the revision in Consent-Revision. */
export const GET = categoriesRoute;
