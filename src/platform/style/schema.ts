import * as z from "zod";
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

/** What a plain-text translation map refuses, in the words of the feature that uses it. */
export type TranslationMessages = { translationKey: string; translationText: string; translationTooLong: (max: number) => string };

/**
 * A `*_translation` map of plain text (issue 42, `{ "de": "..." }`): each text trimmed, at most `max`
 * characters; blank ones dropped, an empty map null.
 */
export const plainTranslationsSchema = (max: number, messages: TranslationMessages) =>
  z
    .record(
      z.string().regex(/^[a-z]{2}$/, { error: messages.translationKey }),
      z
        .string({ error: messages.translationText })
        .trim()
        .max(max, { error: messages.translationTooLong(max) }),
    )
    .nullable()
    .transform((map) => {
      const kept = Object.entries(map ?? {}).filter(([, text]) => text !== "");
      return kept.length ? Object.fromEntries(kept) : null;
    });
