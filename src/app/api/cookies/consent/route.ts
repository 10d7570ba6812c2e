import { saveConsentRoute } from "@/features/consent/server";

export const dynamic = "force-dynamic";

/** POST {consent_given, services, organization_id}: a visitor's cookie choice, recorded (spec/visitor.md §7). */
export const POST = saveConsentRoute;
