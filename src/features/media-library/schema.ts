import * as z from "zod";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "./rules";

const name = z.string({ error: MEDIA_MESSAGES.name }).trim().min(1, { error: MEDIA_MESSAGES.name }).max(MEDIA_LIMITS.name, { error: MEDIA_MESSAGES.name });
const alt = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.alt, { error: `Alt text can have at most ${MEDIA_LIMITS.alt} characters.` });
const focal = z.number({ error: MEDIA_MESSAGES.focal }).min(0, { error: MEDIA_MESSAGES.focal }).max(100, { error: MEDIA_MESSAGES.focal });
const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0", "on", ""])]).transform((v) => v === true || v === "true" || v === "1" || v === "on");

/** The text fields of an upload (POST /api/media, multipart): alt text or decorative, and an optional name. */
export const uploadFieldsSchema = z.object({ alt: alt.optional().default(""), decorative: flag.optional().default(false), name: name.optional() });

/** PATCH /api/media/{id}: rename, alt text, decorative, focal point. */
export const updateMediaSchema = z.object({
  name: name.optional(),
  alt: alt.optional(),
  decorative: z.boolean().optional(),
  focal_x: focal.optional(),
  focal_y: focal.optional(),
});

/** PUT /api/media/quota (operator): an organization's storage quota in MB. */
export const quotaSchema = z.object({
  organization_id: z.number().int().positive().max(2_147_483_647),
  quota_mb: z.number({ error: "quota_mb must be a number of MB" }).int().min(1).max(10_000_000),
});

export type UpdateMediaInput = z.input<typeof updateMediaSchema>;
