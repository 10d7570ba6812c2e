import { exportRoute } from "@/features/site-export/server";

export const dynamic = "force-dynamic";

/** GET ?without=consent,bookings: the site's export archive (owners only). */
export const GET = exportRoute;
