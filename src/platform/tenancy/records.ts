import type { organizations } from "./tables";
import type { OrganizationType } from "./types";

/** An organization as answers carry it: these columns of its row, the type one of ORGANIZATION_TYPES. */
export type Organization = Pick<typeof organizations.$inferSelect, "id" | "name" | "base_url" | "base_url_local"> & { type: OrganizationType };

/** The public shape of an organization row. */
export function toOrganization(row: typeof organizations.$inferSelect): Organization {
  return { id: row.id, name: row.name, base_url: row.base_url, base_url_local: row.base_url_local, type: row.type as OrganizationType };
}
