import { z } from "zod";
import { colorTokenToCss } from "./tokens";

/** A colour token (`blue-600`, `white`) or hex colour; empty means none. */
export const colorSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || colorTokenToCss(v) !== null, { error: "Unknown colour. Use a palette colour such as blue-600, or a hex colour." })
  .transform((v) => (v === "" ? null : v))
  .nullable();

export const gradientSchema = z.object({ from: colorSchema.optional(), via: colorSchema.optional(), to: colorSchema.optional() }).nullable();

/** `{ "es": "...", "fr": "..." }` maps of the spec's `*_translation` fields. */
export const translationsSchema = z
  .record(z.string().regex(/^[a-z]{2}$/, { error: "Translation keys are two-letter locales." }), z.string().max(20_000))
  .nullable();
