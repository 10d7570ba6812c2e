import { insightsRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/insights: questions that found no answer and articles' feedback (owners and admins). */
export const GET = insightsRoute;
