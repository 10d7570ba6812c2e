import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { featureItemSchema } from "../schema";
import { featuresSettingsList } from "../settings";
import { features } from "../tables";

/** The organization's feature highlights as Global Settings reads and saves them. */
export const featuresStore = tableListStore({ ...listNames(featuresSettingsList), schema: featureItemSchema, table: features, cacheKey: "features" });
