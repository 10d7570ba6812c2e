import { menuRoutes } from "@/features/menus/server";

export const dynamic = "force-dynamic";

/** PUT /api/menu-items/{id}: {order} or single fields; `kind: "submenu"` names a submenu item. */
export const PUT = menuRoutes.update;

export const DELETE = menuRoutes.remove;
