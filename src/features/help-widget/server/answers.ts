import "server-only";
import { loadHelpArticles } from "@/features/posts/server";
import { publicAction } from "@/platform/http/public-action";
import type { RateLimit } from "@/platform/http/rate-limit";
import { plainText } from "@/platform/sanitize/plain-text";
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
  const [articles, faqs] = await Promise.all([loadHelpArticles(site.organization.id, locale), faqsIn(site.organization.id, locale)]);
  return [
    ...articles.map((article) => ({
      type: "article" as const,
      title: article.title,
      href: siteLink(site, locale, `/${article.slug}`),
      text: article.text,
    })),
    ...faqs.map((faq) => ({ type: "faq" as const, title: faq.question, href: `#faq-${faq.id}`, text: plainText(faq.answer) })),
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
 * POST /api/help/answers {question, locale?}: a visitors' action (publicAction: the
 * organization from the host, same-site browsers only, rate limits before the body,
 * the body within 4 KB, the schema), whose answer is found before the transaction (a
 * model may take seconds; PGlite's one connection must not wait for it); the
 * transaction logs the question in one short insert (owners read those without an
 * answer). Nothing per person is in the answer, yet it is `private, no-store`: it is
 * an answer to what this person asked.
 */
const answerAction = publicAction({
  name: "help-answers",
  input: questionSchema,
  limits: ANSWER_LIMITS,
  maxBytes: ANSWER_BODY_BYTES,
  status: 200,
  prepare: async ({ request, input }) => {
    const site = await siteOfRequest(request);
    const locale = pageLocale(site, input.locale);
    return { locale, answer: await answer(site, locale, input.question) };
  },
  write: async ({ tx, organizationId, input, prepared }) => {
    await tx
      .insert(helpQuestions)
      .values({ organization_id: organizationId, question: input.question, locale: prepared.locale, answered: prepared.answer.answered });
    return prepared.answer;
  },
});

export async function answersRoute(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  const response = await answerAction(request, context);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}
