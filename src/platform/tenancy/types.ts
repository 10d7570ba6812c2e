/** The twenty organization types of spec/site-admin.md §1. */
export const ORGANIZATION_TYPES = [
  "immigration",
  "solicitor",
  "finance",
  "education",
  "job",
  "beauty",
  "doctor",
  "services",
  "realestate",
  "construction",
  "software",
  "marketing",
  "consulting",
  "automotive",
  "hospitality",
  "retail",
  "healthcare",
  "transportation",
  "technology",
  "platform",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ROLES = ["owner", "admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may edit content; "admin" in the spec means owner or admin. */
export const CONTENT_ROLES: readonly Role[] = ["owner", "admin", "editor"];
export const ADMIN_ROLES: readonly Role[] = ["owner", "admin"];
