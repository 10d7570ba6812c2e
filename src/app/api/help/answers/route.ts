import { answersRoute } from "@/features/help-widget/server";

export const dynamic = "force-dynamic";

/** POST /api/help/answers {question, locale?}: an automatic answer from the site's published help articles and FAQs, with its sources. */
export const POST = answersRoute;
