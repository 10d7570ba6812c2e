import "server-only";
import { headingRevisionRoutes } from "@/features/heading-sections/server";
import { heroRevisionRoutes } from "@/features/hero/server";
import { listRevisionRoute, menuRevisionRoute, settingsRevisionRoutes } from "@/features/organizations/server";
import { postRevisionRoutes } from "@/features/posts/server";
import { sectionRevisionRoutes } from "@/features/sections/server";
import { layoutRevisionRoutes } from "@/features/site/server";
import { BLOCKS } from "./blocks";
import type { RevisionEntry } from "@/platform/revisions/registry";

const byAction = (route: (action: "list" | "read" | "restore") => RevisionEntry["routes"]["list"]) => ({
  list: route("list"),
  read: route("read"),
  restore: route("restore"),
});

/**
 * Every record type with revisions and the address of its record (docs/decisions.md
 * "Revisions for every editor"), assembled here above the features (DESIGN.md
 * "Editing"): src/app/api/[...path] serves their …/revisions routes. Add a subject
 * here, with its feature's route set, and it has its three routes.
 */
export const REVISION_SUBJECTS: readonly RevisionEntry[] = [
  { path: "/api/template-sections/:id", routes: sectionRevisionRoutes },
  { path: "/api/template-heading-sections/:id", routes: headingRevisionRoutes },
  { path: "/api/hero-sections/:id", routes: heroRevisionRoutes },
  { path: "/api/organizations/:id/menus/:kind", routes: byAction(menuRevisionRoute) },
  { path: "/api/organizations/:id/settings", routes: settingsRevisionRoutes },
  { path: "/api/organizations/:id/lists/:name", routes: byAction(listRevisionRoute) },
  { path: "/api/page-layout", routes: layoutRevisionRoutes(BLOCKS) },
  { path: "/api/posts/:slug", routes: postRevisionRoutes, revisionParam: "id" },
];
