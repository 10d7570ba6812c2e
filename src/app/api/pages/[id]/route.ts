// The block list wires the pages' hook: a page's blocks follow a new slug or go with a deleted page.
import "@/app/blocks";
import { deletePageRoute, updatePageRoute } from "@/features/pages/server";

export const dynamic = "force-dynamic";

export const PATCH = updatePageRoute;

export const DELETE = deletePageRoute;
