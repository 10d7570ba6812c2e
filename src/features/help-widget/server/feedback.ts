import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { loadHelpArticles } from "@/features/posts/server";
import { getDb } from "@/platform/db/client";
import { notFound, route } from "@/platform/http/errors";
import { publicAction } from "@/platform/http/public-action";
import { authenticate, authorizeUser } from "@/platform/tenancy/authorize";
import { organizationOfHost } from "@/platform/tenancy/request";
import { ADMIN_ROLES } from "@/platform/tenancy/types";
import { HELP_ERRORS } from "../rules";
import { feedbackSchema } from "../schema";
import { helpArticleStats, helpQuestions } from "../tables";
import type { HelpInsights } from "../types";
import { isHelpArticle } from "./content";
import { PRIVATE } from "./site";

/**
 * POST /api/help/articles/{slug}/feedback {helpful}: "Was this helpful?" (counted per
 * article for the owners; 404 for anything but a shown help-center article).
 */
export const feedbackRoute = publicAction<{ slug: string }, typeof feedbackSchema, { recorded: true }>({
  name: "help-feedback",
  input: feedbackSchema,
  limits: { perAddress: { max: 20, windowMs: 10 * 60_000 }, perOrganization: { max: 2_000, windowMs: 60 * 60_000 } },
  maxBytes: 1024,
  write: async ({ tx, organizationId, params, input }) => {
    if (!(await isHelpArticle(tx, organizationId, params.slug))) throw notFound(HELP_ERRORS.articleNotFound);
    const column = input.helpful ? helpArticleStats.helpful : helpArticleStats.not_helpful;
    const key = input.helpful ? "helpful" : "not_helpful";
    await tx
      .insert(helpArticleStats)
      .values({ organization_id: organizationId, slug: params.slug, [key]: 1 })
      .onConflictDoUpdate({ target: [helpArticleStats.organization_id, helpArticleStats.slug], set: { [key]: sql`${column} + 1`, updated_at: new Date() } });
    return { recorded: true as const };
  },
});

/** GET /api/help/insights: owners and admins read questions that found no answer and what readers said of each article. */
export const insightsRoute = route(async (request) => {
  const member = await authenticate(request);
  const organizationId = await organizationOfHost(request);
  await authorizeUser(request, member, organizationId, ADMIN_ROLES);
  const db = await getDb();
  const [questions, stats, articles] = await Promise.all([
    db
      .select()
      .from(helpQuestions)
      .where(and(eq(helpQuestions.organization_id, organizationId), eq(helpQuestions.answered, false)))
      .orderBy(desc(helpQuestions.created_at), desc(helpQuestions.id))
      .limit(200),
    db.select().from(helpArticleStats).where(eq(helpArticleStats.organization_id, organizationId)),
    loadHelpArticles(organizationId),
  ]);
  const bySlug = new Map(stats.map((row) => [row.slug, row]));
  const body: HelpInsights = {
    unanswered: questions.map((row) => ({ id: row.id, question: row.question, locale: row.locale, created_at: row.created_at.toISOString() })),
    articles: articles.map((article) => {
      const row = bySlug.get(article.slug);
      return { slug: article.slug, title: article.title, views: row?.views ?? 0, helpful: row?.helpful ?? 0, not_helpful: row?.not_helpful ?? 0 };
    }),
  };
  return Response.json(body, { headers: PRIVATE });
});
