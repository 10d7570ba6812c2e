import "server-only";
import { loadHelpArticles } from "@/features/posts/server";
import { getDb } from "@/platform/db/client";
import { readJson } from "@/platform/http/body";
import { clientAddress, rateLimitAddress } from "@/platform/http/client-address";
import { errorResponse } from "@/platform/http/errors";
import { checkRateLimit, countRateLimit, takeRateLimit, type RateLimit } from "@/platform/http/rate-limit";
import { plainText } from "@/platform/sanitize/plain-text";
import { assertSameOrigin } from "@/platform/tenancy/authorize";
import { assertBodyOrganization } from "@/platform/tenancy/request";
import type { Site } from "@/platform/tenancy/organizations";
import { questionSchema } from "../schema";
import { helpQuestions } from "../tables";
import type { HelpAnswer, HelpPassage, HelpSource } from "../types";
import { faqsIn } from "./content";
import { modelAnswer, modelConfig, NO_ANSWER } from "./model";
import { retrieve, type Document } from "./retrieve";
import { pageLocale, PRIVATE, siteLink, siteOfRequest } from "./site";

/** A person asks a few questions; a script asking thousands (each may cost a model call) is stopped. */
export const ANSWER_LIMITS = {
  perAddress: { max: 20, windowMs: 10 * 60_000 },
  perOrganization: { max: 600, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

const ANSWER_BODY_BYTES = 4 * 1024;

/** The site's published help-center articles and FAQs, in the page's language where they have it. */
async function documents(site: Site, locale: string): Promise<Document[]> {
  const [articles, faqs] = await Promise.all([loadHelpArticles(site.organization.id), faqsIn(site.organization.id, locale)]);
  return [
    ...articles.map((article) => ({
      type: "article" as const,
      title: article.title,
      href: siteLink(site, locale, `/${article.slug}`),
      text: `${article.title}. ${article.text}`,
    })),
    ...faqs.map((faq) => ({ type: "faq" as const, title: faq.question, href: `#faq-${faq.id}`, text: `${faq.question} ${plainText(faq.answer)}` })),
  ];
}

const sourcesOf = (passages: HelpPassage[]): HelpSource[] => {
  const seen = new Map<string, HelpSource>();
  for (const passage of passages) if (!seen.has(passage.href)) seen.set(passage.href, { type: passage.type, title: passage.title, href: passage.href });
  return [...seen.values()];
};

/** The answer to a question from the site's own texts: a model's (cited) when one is set up, else the passages. */
export async function answer(site: Site, locale: string, question: string): Promise<HelpAnswer> {
  const passages = retrieve(await documents(site, locale), question);
  const none: HelpAnswer = { automatic: true, answered: false, via: "none", answer: "", passages: [], sources: [] };
  if (passages.length === 0) return none;
  const config = modelConfig();
  if (config) {
    const written = await modelAnswer(config, site.settings.site || site.organization.name, locale, question, passages);
    if (written === NO_ANSWER) return { ...none, via: "model" };
    if (written) {
      const cited = written.cited.map((n) => passages[n - 1]!);
      return { automatic: true, answered: true, via: "model", answer: written.text, passages: cited, sources: sourcesOf(cited) };
    }
  }
  return { automatic: true, answered: true, via: "passages", answer: passages[0]!.text, passages, sources: sourcesOf(passages) };
}

/**
 * POST /api/help/answers {question, locale?}: publicAction's steps (the organization
 * from the host, same-site browsers only, rate limits before the body, the body within
 * 4 KB, the schema), but the answer is found outside any transaction (a model may take
 * seconds; PGlite's one connection must not wait for it); then the question is logged
 * in one short insert (owners read those without an answer). Nothing per person is in
 * the answer, yet it is `private, no-store`: it is an answer to what this person asked.
 */
export async function answersRoute(request: Request): Promise<Response> {
  try {
    const site = await siteOfRequest(request);
    const organizationId = site.organization.id;
    await assertSameOrigin(request);
    // As publicAction: the address limit counts every request and refuses first; the organization's counts answered questions only.
    takeRateLimit(`help-answers:address:${organizationId}:${rateLimitAddress(clientAddress(request))}`, ANSWER_LIMITS.perAddress);
    checkRateLimit(`help-answers:org:${organizationId}`, ANSWER_LIMITS.perOrganization);
    const raw = await readJson(request, ANSWER_BODY_BYTES);
    assertBodyOrganization(raw, organizationId);
    const input = questionSchema.parse(raw);
    const locale = pageLocale(site, input.locale);
    const result = await answer(site, locale, input.question);
    countRateLimit(`help-answers:org:${organizationId}`, ANSWER_LIMITS.perOrganization);
    await (await getDb()).insert(helpQuestions).values({ organization_id: organizationId, question: input.question, locale, answered: result.answered });
    return Response.json(result, { headers: PRIVATE });
  } catch (error) {
    return errorResponse(error);
  }
}
