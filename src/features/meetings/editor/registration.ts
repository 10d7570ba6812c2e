"use client";

import type { EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES } from "@/platform/tenancy/types";

/** Bookings: the organization's meetings in a week or day calendar from Sunday, with their statuses (owners and admins, as the API), from Create New and the palette. */
export const bookingsEditor: EditorRegistration = {
  type: "bookings",
  label: "Bookings",
  roles: ADMIN_ROLES,
  commands: [
    { id: "bookings", label: "Bookings", keywords: ["meetings", "appointments", "calendar", "schedule", "booking"], roles: ADMIN_ROLES, group: "site" },
  ],
  load: () => import("./bookings-dialog"),
};
