import { helpArticleRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/articles/{slug}?locale= : a help-center article to read inside the widget. */
export const GET = helpArticleRoute;
