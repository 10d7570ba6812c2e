/** The two menus an editor opens: the header's and the footer's (one list of items, two styles). */
export type MenuKind = "header" | "footer";

/**
 * A menu's API address, as its editor names its record (presence, issue 43 §4) and its
 * revisions live (`/api/organizations/12/menus/header`). Its style is saved with the
 * organization and its items through /api/menu-items, so those saves announce it.
 */
export const menuAddress = (organizationId: number, kind: MenuKind) => `/api/organizations/${organizationId}/menus/${kind}`;

/** Both menus: a menu item (shown in the header, the footer, or both) is part of each. */
export const menuAddresses = (organizationId: number) => [menuAddress(organizationId, "header"), menuAddress(organizationId, "footer")];
