import { z } from "zod";
import { listItemBase, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";

/** Spec default meeting colour. */
export const DEFAULT_MEETING_COLOR = "#3B82F6";

/** One meeting type as Global Settings saves it. */
export const meetingTypeItemSchema = listItemBase.extend({
  name: requiredText("Name", 200, "Please enter a name"),
  name_translation: translationsSchema.optional(),
  description: optionalText("Description", 2_000),
  description_translation: translationsSchema.optional(),
  duration_minutes: z
    .number({ error: "The duration must be a whole number of minutes" })
    .int({ error: "The duration must be a whole number of minutes" })
    .min(5, { error: "A meeting lasts at least 5 minutes" })
    .max(480, { error: "A meeting lasts at most 8 hours (480 minutes)" })
    .optional(),
  is_active: z.boolean().optional(),
  is_customer_choice: z.boolean().optional(),
  color: z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, { error: "The colour must be a hex colour such as #3B82F6" }).optional(),
});
export type MeetingTypeInput = z.output<typeof meetingTypeItemSchema>;
