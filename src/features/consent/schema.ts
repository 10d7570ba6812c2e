import { z } from "zod";
import { listItemBase, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";

/** One cookie service of a category (spec/visitor.md §3: active defaults to false). */
export const cookieServiceItemSchema = listItemBase.extend({
  name: requiredText("Service name", 200, "Please enter a service name"),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  active: z.boolean().optional(),
});

/** One cookie category with its services, as Global Settings → Cookies saves it. */
export const cookieCategoryItemSchema = listItemBase.extend({
  name: requiredText("Category name", 200, "Please enter a category name"),
  name_translation: translationsSchema.optional(),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  cookie_service: z.array(cookieServiceItemSchema).max(100).default([]),
});

/** The category whose services are always on (spec §4: named essential, any letter case). */
export const isEssentialCategory = (name: string) => name.trim().toLowerCase() === "essential";

export type CookieCategoryInput = z.output<typeof cookieCategoryItemSchema>;
