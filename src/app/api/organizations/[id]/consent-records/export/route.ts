import { exportConsentRecords } from "@/features/consent/server";
import { route } from "@/platform/http/errors";

export const dynamic = "force-dynamic";

/** GET ?from=&to=&action=: the consent records as a CSV download (owners and admins). */
export const GET = route<{ id: string }>((request, { id }) => exportConsentRecords(request, id));
