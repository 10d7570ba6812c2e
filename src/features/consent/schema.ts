import * as z from "zod";
import { listItemBase, optionalText, requiredText } from "@/platform/schema";
import { scriptOrigin } from "@/platform/http/script-origin";
import { translationsSchema } from "@/platform/style/schema";

export const SCRIPT_URL_MESSAGE = "The script URL must be a full http:// or https:// address.";

/**
 * A declared script's address: http(s) only, at most 2,000 characters, no space, quote,
 * semicolon, comma or angle bracket, no user name, a plain host (its origin goes into the
 * pages' Content-Security-Policy); empty is none (null).
 */
export const scriptUrlSchema = z
  .string({ error: SCRIPT_URL_MESSAGE })
  .trim()
  .max(2_000, { error: SCRIPT_URL_MESSAGE })
  .refine(
    (value) => {
      if (value === "") return true;
      return scriptOrigin(value) !== null;
    },
    { error: SCRIPT_URL_MESSAGE },
  )
  .transform((value) => (value === "" ? null : value))
  .nullable();

/** One cookie service of a category (spec/visitor.md §3: active defaults to false); `script_url` loads only after its consent. */
export const cookieServiceItemSchema = listItemBase.extend({
  name: requiredText("Service name", 200, "Please enter a service name"),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  active: z.boolean().optional(),
  script_url: scriptUrlSchema.optional(),
});

/** One cookie category with its services, as Global Settings → Cookies saves it. */
export const cookieCategoryItemSchema = listItemBase.extend({
  name: requiredText("Category name", 200, "Please enter a category name"),
  name_translation: translationsSchema.optional(),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  cookie_service: z.array(cookieServiceItemSchema).max(100).default([]),
});

export { isEssentialCategory } from "./consent-client";

export type CookieCategoryInput = z.output<typeof cookieCategoryItemSchema>;
