import type { organizations } from "./tables";
import type { OrganizationType } from "./types";

export type Organization = {
  id: number;
  name: string;
  base_url: string;
  base_url_local: string | null;
  type: OrganizationType;
};

/** The public shape of an organization row. */
export function toOrganization(row: typeof organizations.$inferSelect): Organization {
  return { id: row.id, name: row.name, base_url: row.base_url, base_url_local: row.base_url_local, type: row.type as OrganizationType };
}
