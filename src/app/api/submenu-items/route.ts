import { menuRoutes } from "@/features/menus/server";

export const dynamic = "force-dynamic";

/** POST /api/submenu-items: owner or admin; menu_item_id must be a menu item of the same organization. */
export const POST = menuRoutes.createSubmenu;
