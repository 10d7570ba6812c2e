import { organizationLiveRoute } from "@/features/organizations/server";

export const dynamic = "force-dynamic";

/** Server-sent events of the organization's saves, for its members. */
export const GET = organizationLiveRoute;
