import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { bannerItemSchema } from "../schema";
import { bannersSettingsList } from "../settings";
import { banners } from "../tables";

/** The organization's banners as Global Settings reads and saves them (`open_state` is the spec's openState). */
export const bannersStore = tableListStore({
  ...listNames(bannersSettingsList),
  schema: bannerItemSchema,
  table: banners,
  toRecord: (row) => ({ ...row, end_date_promotion: row.end_date_promotion instanceof Date ? row.end_date_promotion.toISOString() : row.end_date_promotion }),
});
