import { teamRoutes } from "@/features/team/server";

export const dynamic = "force-dynamic";

/** GET: what the invitation link is for. POST {name?, password?}: accepts it. */
export const GET = teamRoutes.describe;
export const POST = teamRoutes.accept;
