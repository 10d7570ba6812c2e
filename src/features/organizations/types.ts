import type { FooterStyle, HeaderStyle, MenuItem, SubmenuItem } from "@/features/menus";
import type { Settings } from "@/platform/tenancy/organizations";
import type { Organization } from "@/platform/tenancy/records";

/** Stored settings as `GET /api/organizations/{id}` answers them (styles null until saved). */
export type OrganizationSettings = Settings;

/** `PUT /api/organizations/{id}` answers this part; header_style and footer_style have the §3 defaults filled in. */
export type OrganizationCore = {
  organization: Organization;
  settings: OrganizationSettings;
  header_style: HeaderStyle;
  footer_style: FooterStyle;
};

/** `GET /api/organizations/{id}`: the core and every section's lists (issue 13 adds more). */
export type OrganizationRead = OrganizationCore & { menu_items: MenuItem[]; submenu_items: SubmenuItem[] };
