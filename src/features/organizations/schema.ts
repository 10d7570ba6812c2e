import * as z from "zod";
import { MIN_PASSWORD_LENGTH } from "@/platform/auth/rules";
import { isValidHost, normalizeHost } from "@/platform/tenancy/host";
import { ORGANIZATION_TYPES } from "@/platform/tenancy/types";
import { LOCALES } from "@/platform/i18n/locales";

const LOCALE_MESSAGE = `A language must be one of: ${LOCALES.join(", ")}.`;

const host = z
  .string({ error: "A host name is required, e.g. acme.localhost" })
  .transform(normalizeHost)
  .refine(isValidHost, { error: "The host must be a host name such as acme.example.com (no path)." });

export const createOrganizationSchema = z.object({
  name: z.string({ error: "An organization name is required." }).trim().min(1, { error: "An organization name is required." }).max(200),
  host,
  hostLocal: host.optional(),
  type: z.enum(ORGANIZATION_TYPES, { error: `The type must be one of: ${ORGANIZATION_TYPES.join(", ")}.` }).optional(),
  ownerEmail: z.email({ error: "The owner email is not a valid email address." }).transform((e) => e.toLowerCase()),
  ownerPassword: z.string({ error: "An owner password is required." }).min(MIN_PASSWORD_LENGTH, {
    error: `The owner password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  }),
  ownerName: z.string().trim().min(1).max(200).optional(),
  siteTitle: z.string().trim().max(200).optional(),
  /** The site's own language (no path prefix); default en. */
  language: z.enum(LOCALES, { error: LOCALE_MESSAGE }).optional(),
  /** The languages the site publishes (its own language is always one); default just its own. */
  supportedLocales: z
    .array(z.enum(LOCALES, { error: LOCALE_MESSAGE }))
    .max(LOCALES.length)
    .optional(),
  /** Whether the header and footer offer a language switch (settings.with_language_switch); default off. */
  withLanguageSwitch: z.boolean({ error: "withLanguageSwitch must be true or false." }).optional(),
  /** The operator confirms that an account that already exists becomes the owner (CLI: --existing-account). */
  existingAccount: z.boolean({ error: "existingAccount must be true or false." }).optional(),
});

export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
