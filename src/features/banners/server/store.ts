import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { bannerItemSchema } from "../schema";
import { bannersSettingsList } from "../settings";
import { banners } from "../tables";
import { noteBannerTexts } from "./translatable";

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const bannersTable = tableListStore({
  ...listNames(bannersSettingsList),
  schema: bannerItemSchema,
  table: banners,
  cacheKey: "banners",
  toRecord: (row) => ({ ...row, start_date: iso(row.start_date), end_date_promotion: iso(row.end_date_promotion) }),
});

/** The organization's banners as Global Settings reads and saves them (`open_state` is the spec's openState); a save (or a restore) notes their translations (issue 42). */
export const bannersStore: typeof bannersTable = {
  ...bannersTable,
  replace: async (tx, organizationId, items, caller) => {
    await bannersTable.replace(tx, organizationId, items, caller);
    await noteBannerTexts(tx, organizationId);
  },
};
