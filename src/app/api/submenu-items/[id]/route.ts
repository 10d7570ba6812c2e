import { menuRoutes } from "@/features/menus/server";

export const dynamic = "force-dynamic";

export const PUT = menuRoutes.updateSubmenu;

export const DELETE = menuRoutes.removeSubmenu;
