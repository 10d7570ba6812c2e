import * as z from "zod";
import { listItemBase, tooLongMessage } from "@/platform/schema";
import { MAX_REDIRECT_PATH, MAX_REDIRECT_URL, normalizeFrom, normalizeTo, REDIRECT_MESSAGES } from "./rules";

const address = (label: string, max: number, message: string, normalize: (value: string) => string | null) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(label, max) })
    .transform((value, context) => {
      const normalized = normalize(value);
      if (normalized === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normalized;
    });

/**
 * One redirect as Global Settings saves it: the old address (a path of this site), the
 * new one (a path of this site or an http(s) URL), and whether it is permanent (301,
 * the default) or temporary (302). `hits` is the server's count: read, never written.
 */
export const redirectItemSchema = listItemBase.extend({
  from_path: address("Old address", MAX_REDIRECT_PATH, REDIRECT_MESSAGES.from, normalizeFrom),
  to_path: address("New address", MAX_REDIRECT_URL, REDIRECT_MESSAGES.to, normalizeTo),
  permanent: z.boolean({ error: "permanent must be true or false" }).default(true),
});
export type RedirectInput = z.output<typeof redirectItemSchema>;
