import "server-only";
import { listNames, tableListStore } from "@/platform/db/list-store";
import { reviewItemSchema } from "../schema";
import { reviewsSettingsList } from "../settings";
import { reviews } from "../tables";

/** The organization's reviews as Global Settings reads and saves them. */
export const reviewsStore = tableListStore({ ...listNames(reviewsSettingsList), schema: reviewItemSchema, table: reviews, cacheKey: "reviews" });
