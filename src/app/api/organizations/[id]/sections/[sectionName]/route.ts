import { organizationRoutes } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}/sections/{sectionName}: one part of the organization read (members), to reload a settings tab. */
export const GET = organizationRoutes.section;
