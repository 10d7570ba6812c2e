import { listConsentRecords } from "@/features/consent/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET ?from=&to=&action=&page=: the organization's cookie consent records, newest first (owners and admins). */
export const GET = route<{ id: string }>((request, { id }) => listConsentRecords(request, id));
