import "server-only";
import { tableListStore } from "@/platform/db/list-store";
import { bannerItemSchema } from "../schema";
import { banners } from "../tables";

/** The organization's banners as Global Settings reads and saves them (`open_state` is the spec's openState). */
export const bannersStore = tableListStore({
  name: "banners",
  itemLabel: "Banner",
  schema: bannerItemSchema,
  table: banners,
  toRecord: (row) => ({ ...row, end_date_promotion: row.end_date_promotion instanceof Date ? row.end_date_promotion.toISOString() : row.end_date_promotion }),
});
