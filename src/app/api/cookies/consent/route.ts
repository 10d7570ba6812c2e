import { readConsentRoute, saveConsentRoute } from "@/features/consent/server";

export const dynamic = "force-dynamic";

/** GET ?organization_id=&consent_id=: the services of the visitor's latest choice, its revision and whether it is stale (spec/visitor.md §7). */
export const GET = readConsentRoute;

/** POST {consent_given, services, organization_id, consent_id?, action?, source?, locale?, revision?, gpc?}: a visitor's cookie choice, recorded (spec/visitor.md §7). */
export const POST = saveConsentRoute;
