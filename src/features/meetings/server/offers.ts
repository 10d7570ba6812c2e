import "server-only";
import { and, eq } from "drizzle-orm";
import { cachedRead } from "@/platform/cache";
import { getDb } from "@/platform/db/client";
import { meetingTypes } from "../tables";
import { MEETINGS_KEY } from "./store";

/**
 * Whether the organization offers visitors a meeting to book: one of its meeting types
 * is active and the customer's to choose (what the booking modal lists). Cached until the
 * organization's next save (meeting types are saved through Global Settings).
 */
export const offersMeetings = (organizationId: number): Promise<boolean> =>
  cachedRead(
    organizationId,
    "meetings:offered",
    async () => {
      const db = await getDb();
      const [row] = await db
        .select({ id: meetingTypes.id })
        .from(meetingTypes)
        .where(and(eq(meetingTypes.organization_id, organizationId), eq(meetingTypes.is_active, true), eq(meetingTypes.is_customer_choice, true)))
        .limit(1);
      return !!row;
    },
    MEETINGS_KEY,
  );
