import { visitorMessageRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/conversations/{key}/messages {message}: the visitor writes again. */
export const POST = visitorMessageRoute;
