import * as z from "zod";
import { isSafeMediaUrl, normalizeMediaUrl } from "@/platform/media/media";
import { blockOrder, dbId } from "./ids";
import { tooLongMessage } from "./limits";

/**
 * Shared pieces of the organization's list items (products, FAQs, banners...,
 * edited in Global Settings and saved together): an item keeps its `id` when it
 * already exists, and its place in the list.
 */
export const listItemBase = z.object({ id: dbId.optional(), order: blockOrder.optional() });

/** A text that must not be empty after trimming: `message` when it is, "{label} must be N characters or fewer" when too long. */
export const requiredText = (label: string, max: number, message = `Please enter ${label.toLowerCase()}`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(label, max) });

/** An optional text ("" when absent). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: tooLongMessage(label, max) })
    .default("");

/** An image or video URL: `www.example.com/a.jpg` gets https://; empty means none; only http(s). */
export const mediaUrlSchema = (message = "Please enter a valid URL") =>
  z
    .string()
    .trim()
    .overwrite(normalizeMediaUrl)
    .refine((v) => v === "" || isSafeMediaUrl(v), { error: message })
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** An amount in minor units (cents): a whole number from 0 to 1,000,000,000. */
export const minorUnits = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000_000, { error: `${label} is too large` });
