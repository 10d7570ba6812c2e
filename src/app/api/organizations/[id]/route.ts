import { organizationRoutes } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** GET /api/organizations/{id}: members of the organization (the host's); organization, settings, styles and lists. */
export const GET = organizationRoutes.read;

/** PUT /api/organizations/{id} {settings: {header_style} | {footer_style}}: owner or admin. */
export const PUT = organizationRoutes.update;
