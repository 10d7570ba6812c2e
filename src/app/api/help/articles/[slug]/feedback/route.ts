import { feedbackRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/articles/{slug}/feedback {helpful}: "Was this helpful?" */
export const POST = feedbackRoute;
