import * as z from "zod";
import { listItemBase, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";
import type { reviews } from "./tables";

export const RATING_MESSAGE = "The rating must be a whole number from 1 to 5";
export const REVIEW_DATE_MESSAGE = "The review date must be a date like 2026-03-14";
export const SOURCE_URL_MESSAGE = "The link to the review must be an address starting with https://";

/** An http(s) address (what a source link may be: never javascript:, mailto: or a path). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** 1 to 5 stars; the settings' select sends "4", which is read as 4 ("4.5", "x", 0 and 6 are refused). */
const rating = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }),
);

/** A calendar date ("2026-03-14"); empty means none. */
const reviewedOn = z
  .string({ error: REVIEW_DATE_MESSAGE })
  .trim()
  .refine((value) => value === "" || z.iso.date().safeParse(value).success, { error: REVIEW_DATE_MESSAGE })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** Where the review can be read; empty means no link. */
const sourceUrl = z
  .string({ error: SOURCE_URL_MESSAGE })
  .trim()
  .max(2_000, { error: "The link to the review must be 2,000 characters or fewer" })
  .refine((value) => value === "" || isHttpUrl(value), { error: SOURCE_URL_MESSAGE })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** One customer review as Global Settings saves it (Global Settings → Reviews). The text is plain text. */
export const reviewItemSchema = listItemBase.extend({
  author: requiredText("Author", 200, "Please enter the author's name"),
  rating,
  text: optionalText("Review text", 5_000).transform((value) => value.trim()),
  text_translation: translationsSchema.optional(),
  reviewed_on: reviewedOn,
  source: optionalText("Source", 100).transform((value) => value.trim()),
  source_url: sourceUrl,
});
export type ReviewInput = z.output<typeof reviewItemSchema>;

/** One review as the public site reads it (a section of type reviews): the columns of its table a visitor sees (`reviewed_on` "2026-03-14" or null; `rating` 1 to 5). */
export type ReviewEntry = Pick<typeof reviews.$inferSelect, "id" | "author" | "rating" | "text" | "text_translation" | "reviewed_on" | "source" | "source_url">;
