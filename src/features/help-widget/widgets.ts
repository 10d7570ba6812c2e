"use client";

// "use client": like every feature's widget definitions (docs/decisions.md "Widget layer"), so no
// server component's module graph keeps the widget's import().
import type { WidgetDefinition } from "@/features/site";

/** Pages where the help button stays away: signing in and up, password pages, the members' dashboard. */
const WITHOUT_HELP = ["/login", "/signup", "/register", "/reset-password", "/admin", "/invitation", "/confirm-email"];

/**
 * The help-center widget (spec/visitor.md "Help-center widget"), place `overlay`: a
 * floating button whose chunk is small; the dialog (views, search, chat) is its own
 * chunk, loaded when the visitor opens it.
 */
export const helpWidget: WidgetDefinition = {
  id: "help",
  place: "overlay",
  // Above the bottom banners' bar: mounted once they are, so the button never moves when they come.
  after: ["banners"],
  shouldMount: (path) => !WITHOUT_HELP.some((hidden) => path === hidden || path.startsWith(`${hidden}/`)),
  load: () => import("./public/help-button"),
};
