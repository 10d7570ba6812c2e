import * as z from "zod";
import { listItemBase, mediaUrlSchema, optionalText, requiredText } from "@/platform/schema";
import { sanitizeRichText, sanitizeTranslations } from "@/platform/sanitize/html";
import { translationsSchema } from "@/platform/style/schema";
import { isKnownCurrency } from "./money";
import { LISTING_STATUSES, MAX_LISTING_IMAGES, MAX_PRICE, type ListingStatus } from "./rules";
import type { realEstateListings } from "./tables";

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} can be at most ${max.toLocaleString("en")}` });

/** One real-estate listing as Global Settings saves it (the description is rich text, sanitized on write). */
export const listingItemSchema = listItemBase.extend({
  title: requiredText("Title", 300, "Please enter a title"),
  title_translation: translationsSchema.optional(),
  description: optionalText("Description", 20_000).transform(sanitizeRichText),
  description_translation: translationsSchema.optional().transform(sanitizeTranslations),
  price: z
    .number({ error: "The price must be a whole number of minor units (cents; yen have none)" })
    .int({ error: "The price must be a whole number of minor units (cents; yen have none)" })
    .min(0, { error: "The price cannot be negative" })
    .max(MAX_PRICE, { error: "The price is too large" })
    .nullable()
    .optional(),
  currency: z
    .string({ error: "The currency must be a 3-letter code such as EUR" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "The currency must be a 3-letter code such as EUR", abort: true })
    .refine(isKnownCurrency, { error: "The currency must be an ISO 4217 code such as EUR, USD or JPY" })
    .optional(),
  address: optionalText("Address", 500),
  bedrooms: count("Bedrooms", 1_000).nullable().optional(),
  bathrooms: count("Bathrooms", 1_000).nullable().optional(),
  area: count("Area (m²)", 10_000_000).nullable().optional(),
  images: z
    .array(mediaUrlSchema("Each image must be a web address (https://…) or a path of this site (/…)"), { error: "Images must be a list of image addresses" })
    .max(MAX_LISTING_IMAGES, { error: `A listing can have at most ${MAX_LISTING_IMAGES} images` })
    .transform((images) => images.filter((image): image is string => image !== null))
    .optional(),
  status: z.enum(LISTING_STATUSES, { error: "The status must be for sale, for rent, under offer, sold or rented" }).optional(),
});
export type ListingInput = z.output<typeof listingItemSchema>;

/**
 * One listing as the public site reads it (a section of type real_estate): the
 * columns of its table a visitor sees, its status narrowed to the known ones.
 */
export type ListingEntry = Omit<
  Pick<
    typeof realEstateListings.$inferSelect,
    | "id"
    | "title"
    | "title_translation"
    | "description"
    | "description_translation"
    | "price"
    | "currency"
    | "address"
    | "bedrooms"
    | "bathrooms"
    | "area"
    | "images"
    | "status"
  >,
  "status"
> & { status: ListingStatus };
