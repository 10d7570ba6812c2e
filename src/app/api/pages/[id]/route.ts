import { deletePageRoute, updatePageRoute } from "@/features/pages/server";

export const dynamic = "force-dynamic";

export const PATCH = updatePageRoute;

export const DELETE = deletePageRoute;
