import * as z from "zod";
import { listItemBase, mediaUrlSchema, optionalText, requiredText } from "@/platform/schema";
import { translationsSchema } from "@/platform/style/schema";

/** One feature highlight as Global Settings saves it. */
export const featureItemSchema = listItemBase.extend({
  title: requiredText("Title", 300, "Please enter a title"),
  title_translation: translationsSchema.optional(),
  description: optionalText("Description", 5_000),
  description_translation: translationsSchema.optional(),
  icon_name: z.string().trim().max(100).nullable().optional(),
  image: mediaUrlSchema().optional(),
});
export type FeatureInput = z.output<typeof featureItemSchema>;
