import "server-only";
import MiniSearch from "minisearch";
import type { HelpPassage } from "../types";

/** What the answers read: the passages of the site's published help-center articles and FAQs. */
export type Document = { type: "article" | "faq"; title: string; href: string; text: string };

/** A sentence is quoted up to this many characters (a run-on "sentence" is cut on a word). */
const SENTENCE_CHARS = 300;
/** At most this many passages go into an answer. */
export const MAX_PASSAGES = 3;
/** A quote is the sentence that matches and this many sentences on each side. */
const AROUND = 1;

/**
 * Words that say nothing about the subject, in the UI languages written with spaces:
 * "How do I reset my password?" searches for "reset" and "password" only.
 */
const STOPWORDS = new Set(
  (
    "a an and are as at be been but by can could do does did for from has have how i if in into is it its me my no not of on or our so that the their them then there these they this to us was we what when where which who why will with would you your " +
    "please help need want get tell know about any some el la los las un una y o de del en que es por para con como mi mis tu su se al lo le les des du et est pour avec comment mon ma mes ce cette qui quoi je vous nous il elle der die das ein eine und ist zu mit wie ich sie wir nicht von für auf den dem im o os as um uma e é do da em com meu minha il lo gli di che è per con come mio mia non ha"
  ).split(" "),
);

/** The words of a text the search counts: lower case, no stop words, at least two letters. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length < 2 || STOPWORDS.has(word) ? null : word;
}

/** A text's sentences (on sentence ends, in the languages with or without spaces, and on line ends), each at most about SENTENCE_CHARS. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\s*\n\s*/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => (sentence.length <= SENTENCE_CHARS ? sentence : `${sentence.slice(0, SENTENCE_CHARS).replace(/\s+\S*$/u, "")}…`));
}

/**
 * The passages that answer the question, best first (at most MAX_PASSAGES): each a
 * quote of the sentence that matches best with one sentence before and after it, never
 * the whole article. Each sentence is searched with its article's title (boosted) and
 * its neighbours (weakly: a question may span two sentences, yet the sentence that
 * holds the words wins). A sentence is relevant when it, its title and its neighbours
 * hold at least half of the question's meaningful words (at least one); a question none
 * of whose words the site's texts hold finds nothing. Quotes of one text never overlap.
 */
export function retrieve(documents: Document[], question: string): HelpPassage[] {
  const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
  const terms = [
    ...new Set(
      tokenize(question)
        .map(processTerm)
        .filter((t): t is string => !!t),
    ),
  ];
  if (terms.length === 0) return [];
  const texts = documents.map((document) => sentencesOf(document.text));
  const rows = documents.flatMap((document, d) =>
    texts[d]!.map((sentence, s) => ({
      d,
      s,
      title: document.title,
      text: sentence,
      around: [...texts[d]!.slice(Math.max(0, s - AROUND), s), ...texts[d]!.slice(s + 1, s + 1 + AROUND)].join(" "),
    })),
  );
  const search = new MiniSearch<(typeof rows)[number] & { id: number }>({
    fields: ["title", "text", "around"],
    storeFields: [],
    processTerm,
    searchOptions: {
      boost: { title: 2, around: 0.3 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  search.addAll(rows.map((row, id) => ({ ...row, id })));
  const needed = Math.max(1, Math.ceil(terms.length / 2));
  const found = search.search(terms.join(" ")).filter((result) => new Set(result.queryTerms).size >= needed);
  const quoted = new Map<number, [number, number][]>();
  const passages: HelpPassage[] = [];
  for (const result of found) {
    const { d, s } = rows[result.id as number]!;
    const from = Math.max(0, s - AROUND);
    const to = Math.min(texts[d]!.length, s + AROUND + 1);
    const spans = quoted.get(d) ?? [];
    if (spans.some(([a, b]) => from < b && a < to)) continue;
    quoted.set(d, [...spans, [from, to]]);
    const document = documents[d]!;
    passages.push({ type: document.type, title: document.title, href: document.href, text: texts[d]!.slice(from, to).join(" ") });
    if (passages.length === MAX_PASSAGES) break;
  }
  return passages;
}
