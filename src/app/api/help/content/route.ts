import { helpContentRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** GET /api/help/content?locale= : the help widget's articles, popular articles and FAQs (the same for every visitor). */
export const GET = helpContentRoute;
