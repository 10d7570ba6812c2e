import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { publicAction } from "@/platform/http/public-action";
import { badRequest } from "@/platform/http/errors";
import { cookieConsentRecords, cookieServices } from "../tables";

/** spec/visitor.md §3 "Consent": services (list of service ids), consent_given, organization_id. */
const consentSchema = z.object({
  consent_given: z.boolean({ error: "consent_given must be true or false." }),
  services: z
    .array(z.number({ error: "services must be a list of service ids." }).int({ error: "services must be a list of service ids." }).positive().max(2_147_483_647), {
      error: "services must be a list of service ids.",
    })
    .max(500, { error: "services can name at most 500 services." }),
  organization_id: z.unknown().optional(),
});

export const UNKNOWN_SERVICE = "A service in the consent is not one of this site's cookie services.";

/**
 * POST /api/cookies/consent: appends one record of a visitor's choice (never updates
 * one: the records are the proof of what was chosen, and when). The services must be
 * this organization's; a signed-in visitor's record names them. Pages do not change.
 */
export const saveConsentRoute = publicAction({
  name: "cookie-consent",
  input: consentSchema,
  write: async ({ tx, organizationId, input, user }) => {
    const services = [...new Set(input.services)];
    if (services.length) {
      const known = await tx
        .select({ id: cookieServices.id })
        .from(cookieServices)
        .where(and(eq(cookieServices.organization_id, organizationId), inArray(cookieServices.id, services)));
      if (known.length !== services.length) throw badRequest(UNKNOWN_SERVICE);
    }
    const [record] = await tx
      .insert(cookieConsentRecords)
      .values({ organization_id: organizationId, user_id: user?.id ?? null, consent_given: input.consent_given, services })
      .returning();
    return { id: record!.id, consent_given: record!.consent_given, services: record!.services, created_at: record!.created_at };
  },
});
