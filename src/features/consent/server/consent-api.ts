import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import * as z from "zod";
import { getSessionUser } from "@/platform/auth/server";
import { getDb } from "@/platform/db/client";
import { badRequest, conflict, route } from "@/platform/http/errors";
import { publicAction } from "@/platform/http/public-action";
import { isLocale } from "@/platform/i18n/locales";
import { MAX_DB_ID } from "@/platform/schema";
import { organizationOfHost } from "@/platform/tenancy/request";
import { REVISION_HEADER } from "../consent-client";
import { CONSENT_ACTIONS, CONSENT_SOURCES, cookieConsentRecords } from "../tables";
import { loadPolicy, policyIds, publicCategories, readPolicy } from "./policy";

/** spec/visitor.md §5: saving consent requires an organization id. */
export const ORGANIZATION_ID_NOT_FOUND = "Organization ID not found";
export const UNKNOWN_SERVICE = "A service in the consent is not one of this site's cookie services.";
export const STALE_REVISION = "The cookie settings have changed. Please review them and choose again.";
export const CONSENT_ID_MESSAGE = "consent_id must be 8 to 64 letters, digits or dashes.";

const organizationId = z.unknown().superRefine((value, context) => {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_DB_ID) context.addIssue({ code: "custom", message: ORGANIZATION_ID_NOT_FOUND });
});

const consentIdSchema = z.string({ error: CONSENT_ID_MESSAGE }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: CONSENT_ID_MESSAGE });

/**
 * spec/visitor.md §3 "Consent": services (list of service ids), consent_given, organization_id;
 * and what a record proves (issue 21): the browser's consent id, the action, where it was made,
 * the page's language, the policy revision shown, and the browser's Global Privacy Control.
 */
const consentSchema = z.object({
  consent_given: z.boolean({ error: "consent_given must be true or false." }),
  services: z
    .array(z.number({ error: "services must be a list of service ids." }).int({ error: "services must be a list of service ids." }).positive().max(MAX_DB_ID), {
      error: "services must be a list of service ids.",
    })
    .max(500, { error: "services can name at most 500 services." }),
  organization_id: organizationId,
  consent_id: consentIdSchema.optional(),
  action: z.enum(CONSENT_ACTIONS, { error: `action must be one of ${CONSENT_ACTIONS.join(", ")}.` }).optional(),
  source: z.enum(CONSENT_SOURCES, { error: `source must be one of ${CONSENT_SOURCES.join(", ")}.` }).optional(),
  locale: z.string({ error: "locale must be a language code." }).max(10, { error: "locale must be a language code." }).optional(),
  revision: z.string({ error: "revision must be text." }).max(64, { error: "revision must be text." }).optional(),
  gpc: z.boolean({ error: "gpc must be true or false." }).optional(),
});

type ConsentInput = z.output<typeof consentSchema>;

/** `Sec-GPC: 1` (Global Privacy Control) on the request. */
export const gpcHeader = (headers: Headers) => headers.get("sec-gpc")?.trim() === "1";

/**
 * What a choice records. Global Privacy Control (the header or the client's
 * navigator.globalPrivacyControl) counts as a refusal of everything non-essential: recorded
 * as `gpc` unless the visitor acted themselves in the dialog, the footer or on an embed (a
 * choice made by hand after the signal is theirs to make). The action is checked against
 * what is granted: `accept_all` needs every service, `reject_all` and `withdraw` none but the
 * essential ones; anything else is `custom`. Without an action, the services decide.
 */
export function decideRecord(input: ConsentInput, ids: { all: number[]; essential: number[] }, gpcSignal: boolean) {
  const source = input.source ?? "banner";
  const explicit = source === "dialog" || source === "footer" || source === "embed";
  const gpc = input.action === "gpc" || (gpcSignal && !explicit);
  const essential = new Set(ids.essential);
  const wanted = gpc ? [] : input.services;
  const grantedSet = new Set([...wanted, ...ids.essential]);
  const granted = ids.all.filter((id) => grantedSet.has(id));
  const denied = ids.all.filter((id) => !grantedSet.has(id));
  const nonEssential = granted.filter((id) => !essential.has(id));
  const everything = denied.length === 0;
  let action: (typeof CONSENT_ACTIONS)[number];
  if (gpc) action = "gpc";
  else if (input.action === "accept_all") action = everything ? "accept_all" : "custom";
  else if (input.action === "reject_all" || input.action === "withdraw") action = nonEssential.length === 0 ? input.action : "custom";
  else if (input.action === "custom") action = "custom";
  else action = everything && nonEssential.length > 0 ? "accept_all" : nonEssential.length === 0 ? "reject_all" : "custom";
  const consentGiven = gpc || action === "reject_all" || action === "withdraw" ? false : input.consent_given;
  return { granted, denied, action, source, consentGiven };
}

/**
 * POST /api/cookies/consent: appends one record of a visitor's choice (never updates one: the
 * records are the proof of what was chosen, and when; the database refuses changes). The
 * services must be this organization's; essential services are always granted; the revision,
 * when sent, must be the current one (409 otherwise: the visitor saw an older policy).
 */
export const saveConsentRoute = publicAction({
  name: "cookie-consent",
  input: consentSchema,
  write: async ({ tx, organizationId, input, user, request }) => {
    const policy = await readPolicy(tx, organizationId);
    const ids = policyIds(policy);
    const known = new Set(ids.all);
    if (input.services.some((id) => !known.has(id))) throw badRequest(UNKNOWN_SERVICE);
    if (input.revision && input.revision !== policy.revision) throw conflict(STALE_REVISION, { revision: policy.revision });
    const decided = decideRecord(input, ids, gpcHeader(request.headers) || input.gpc === true);
    const [record] = await tx
      .insert(cookieConsentRecords)
      .values({
        organization_id: organizationId,
        user_id: user?.id ?? null,
        consent_id: input.consent_id ?? null,
        consent_given: decided.consentGiven,
        services: decided.granted,
        granted: decided.granted,
        denied: decided.denied,
        action: decided.action,
        source: decided.source,
        locale: input.locale && isLocale(input.locale) ? input.locale : "",
        revision: policy.revision,
      })
      .returning();
    return {
      id: record!.id,
      consent_given: record!.consent_given,
      services: record!.services,
      granted: record!.granted,
      denied: record!.denied,
      action: record!.action,
      source: record!.source,
      revision: record!.revision,
      consent_id: record!.consent_id,
      created_at: record!.created_at,
    };
  },
});

const PRIVATE = { "cache-control": "private, no-store" };

/** The organization_id of a visitor's GET: required, and the host's (spec §5 'Organization ID not found'). */
function namedOrganization(url: URL, hostOrganization: number) {
  const named = url.searchParams.get("organization_id");
  if (named === null || !/^\d{1,10}$/.test(named) || Number(named) !== hostOrganization) throw badRequest(ORGANIZATION_ID_NOT_FOUND);
}

/**
 * GET /api/cookies/consent?organization_id=&consent_id= (spec/visitor.md §7): the services of
 * the latest choice, the signed-in user's (session cookie or bearer) or else the browser's
 * consent id's; `revision` is the current policy's and `stale` says the choice was made under
 * an older one (the banner asks again). Private, never cached.
 */
export const readConsentRoute = route(async (request) => {
  const organization = await organizationOfHost(request);
  const url = new URL(request.url);
  namedOrganization(url, organization);
  const consentId = url.searchParams.get("consent_id");
  if (consentId !== null && !consentIdSchema.safeParse(consentId).success) throw badRequest(CONSENT_ID_MESSAGE);
  const user = await getSessionUser(request.headers);
  const policy = await loadPolicy(organization);
  const db = await getDb();
  const latestOf = async (owner: ReturnType<typeof and>) =>
    (
      await db
        .select()
        .from(cookieConsentRecords)
        .where(and(eq(cookieConsentRecords.organization_id, organization), owner))
        .orderBy(desc(cookieConsentRecords.created_at), desc(cookieConsentRecords.id))
        .limit(1)
    )[0];
  // The signed-in user's latest choice; else (or before their first) this browser's anonymous one.
  let latest = user ? await latestOf(eq(cookieConsentRecords.user_id, user.id)) : undefined;
  if (!latest && consentId) latest = await latestOf(and(eq(cookieConsentRecords.consent_id, consentId), isNull(cookieConsentRecords.user_id)));
  const body = latest
    ? {
        services: latest.granted.length ? latest.granted : latest.services,
        denied: latest.denied,
        action: latest.action,
        consent_id: latest.consent_id,
        created_at: latest.created_at,
        record_id: latest.id,
        revision: policy.revision,
        choice_revision: latest.revision,
        stale: latest.revision !== policy.revision,
      }
    : { services: [], revision: policy.revision, choice_revision: null, stale: false };
  return Response.json(body, { headers: PRIVATE });
});

/**
 * GET /api/cookies/categories[?locale=] (spec/visitor.md §7): the host's organization's
 * categories with their services, normalised (spec §3), in `locale` where translated; the
 * policy revision in the `Consent-Revision` header.
 */
export const categoriesRoute = route(async (request) => {
  const organization = await organizationOfHost(request);
  const locale = new URL(request.url).searchParams.get("locale");
  const policy = await loadPolicy(organization);
  return Response.json(publicCategories(policy, locale && isLocale(locale) ? locale : null), {
    headers: { "cache-control": "no-cache", [REVISION_HEADER]: policy.revision },
  });
});
