import "server-only";
import { tableListStore } from "@/platform/db/list-store";
import { featureItemSchema } from "../schema";
import { features } from "../tables";

/** The organization's feature highlights as Global Settings reads and saves them. */
export const featuresStore = tableListStore({ name: "features", itemLabel: "Feature", schema: featureItemSchema, table: features });
