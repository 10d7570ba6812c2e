import type { EditorRegistration } from "@/features/editing/record";
import { ADMIN_ROLES } from "@/platform/tenancy/types";

/**
 * New pricing plan (spec/site-admin.md §2.10: "The pricing plan entry is
 * disabled"). Its editor is not built, so it registers without one: Create New
 * and the palette show the entry, disabled, "Coming soon".
 */
export const pricingPlanEditor: EditorRegistration = {
  type: "pricing_plan",
  label: "Pricing plan",
  roles: ADMIN_ROLES,
  commands: [{ id: "pricing-plan", label: "New pricing plan", keywords: ["price"], roles: ADMIN_ROLES, group: "content" }],
};
