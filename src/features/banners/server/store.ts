import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { bannerItemSchema } from "../schema";
import { bannersSettingsList } from "../settings";
import { banners } from "../tables";

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The organization's banners as Global Settings reads and saves them (`open_state` is the spec's openState). */
export const bannersStore = tableListStore({
  ...listNames(bannersSettingsList),
  schema: bannerItemSchema,
  table: banners,
  cacheKey: "banners",
  toRecord: (row) => ({ ...row, start_date: iso(row.start_date), end_date_promotion: iso(row.end_date_promotion) }),
});
