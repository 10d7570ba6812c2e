import { menuRoutes } from "@/features/menus/server";

export const dynamic = "force-dynamic";

/** GET /api/menu-items?organization_id= : public; owners and admins also get hidden items. */
export const GET = menuRoutes.list;

/** POST /api/menu-items: owner or admin of the host's organization. */
export const POST = menuRoutes.create;
