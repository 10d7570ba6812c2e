import "server-only";
import MiniSearch from "minisearch";
import type { HelpPassage } from "../types";

/** What the answers read: the passages of the site's published help-center articles and FAQs. */
export type Document = { type: "article" | "faq"; title: string; href: string; text: string };

/** A passage is cut at about this many characters, on sentence ends. */
const PASSAGE_CHARS = 500;
/** At most this many passages go into an answer. */
export const MAX_PASSAGES = 3;

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

/** A text cut into passages of whole sentences, each at most about PASSAGE_CHARS. */
export function passagesOf(text: string): string[] {
  const sentences = text.split(/(?<=[.!?。！？])\s+/).filter(Boolean);
  const passages: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length + 1 > PASSAGE_CHARS) {
      passages.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence.slice(0, PASSAGE_CHARS * 2);
  }
  if (current) passages.push(current);
  return passages;
}

/**
 * The passages relevant to the question, best first (at most MAX_PASSAGES). A passage
 * is relevant when it holds at least half of the question's meaningful words (at least
 * one); a question none of whose words the site's texts hold finds nothing.
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
  const rows = documents.flatMap((document) => passagesOf(document.text).map((text) => ({ ...document, text })));
  const search = new MiniSearch<(typeof rows)[number] & { id: number }>({
    fields: ["title", "text"],
    storeFields: [],
    processTerm,
    searchOptions: { boost: { title: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 4 ? 0.2 : false), combineWith: "OR" },
  });
  search.addAll(rows.map((row, id) => ({ ...row, id })));
  const needed = Math.max(1, Math.ceil(terms.length / 2));
  const found = search.search(terms.join(" ")).filter((result) => new Set(result.queryTerms).size >= needed);
  const seen = new Set<string>();
  const passages: HelpPassage[] = [];
  for (const result of found) {
    const row = rows[result.id as number]!;
    const key = `${row.href}\n${row.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    passages.push({ type: row.type, title: row.title, href: row.href, text: row.text });
    if (passages.length === MAX_PASSAGES) break;
  }
  return passages;
}
