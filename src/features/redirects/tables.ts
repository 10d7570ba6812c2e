import { bigint, boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { listRowColumns } from "@/platform/db/columns";

/**
 * The organization's redirects (Global Settings → Redirects, issue 43 §2): a visitor
 * asking for `from_path` is sent to `to_path` (a path of the site, or an http(s) URL
 * the owner saved), 301 when `permanent`, else 302. A page's or post's slug change
 * adds one from its old address. `hits` counts the answers (the server's, read-only).
 */
export const redirects = pgTable(
  "redirects",
  {
    ...listRowColumns(),
    from_path: text("from_path").notNull(),
    to_path: text("to_path").notNull(),
    permanent: boolean("permanent").notNull().default(true),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("redirects_org_from_uniq").on(t.organization_id, t.from_path), index("redirects_organization_order_idx").on(t.organization_id, t.order)],
);
