import { describe, expect, it } from "vitest";
import { retrieve, sentencesOf, type Document } from "./retrieve";

const docs: Document[] = [
  {
    type: "article",
    title: "How to reset your password",
    href: "/reset",
    text: "Open the sign-in page and choose Forgot password. We mail you a link that works for one hour. Pick a new password of at least ten characters.",
  },
  { type: "article", title: "Shipping times", href: "/shipping", text: "Parcels leave our warehouse within two working days." },
  { type: "faq", title: "Do you ship abroad?", href: "#faq-1", text: "Yes, to every country in Europe." },
];

describe("the answers' retrieval", () => {
  it("finds the passages that hold the question's words, best first", () => {
    const reset = retrieve(docs, "How do I reset my password?");
    expect(reset.map((p) => p.href)).toEqual(["/reset"]);
    expect(reset[0]!.text).toBe("Open the sign-in page and choose Forgot password. We mail you a link that works for one hour.");
    expect(retrieve(docs, "Do you ship abroad to Europe?")[0]!.href).toBe("#faq-1");
  });

  it("finds nothing for an unrelated question or one of stop words only", () => {
    expect(retrieve(docs, "What is the capital of Mongolia?")).toEqual([]);
    expect(retrieve(docs, "How do I do it?")).toEqual([]);
  });

  it("quotes the sentence that answers with one sentence on each side, not the article's start nor its whole text", () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} talks about our history and our team.`);
    const text = [...filler.slice(0, 6), "Gift cards can be redeemed at the checkout in any shop.", ...filler.slice(6)].join(" ");
    const [passage, ...others] = retrieve([{ type: "article", title: "About us", href: "/about", text }], "Where can I redeem a gift card?");
    expect(others).toEqual([]);
    expect(passage).toEqual({
      type: "article",
      title: "About us",
      href: "/about",
      text: `${filler[5]} Gift cards can be redeemed at the checkout in any shop. ${filler[6]}`,
    });
  });

  it("never quotes the same sentences of a text twice, and cuts a run-on sentence on a word", () => {
    const text = "Returns are free. Returns take a week. Returns need the receipt. Other things. Returns are refunded to the card.";
    const quotes = retrieve([{ type: "article", title: "Help", href: "/help", text }], "returns");
    const sentences = quotes.flatMap((quote) => sentencesOf(quote.text));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentencesOf(`${"word ".repeat(100)}end.`)[0]!.length).toBeLessThanOrEqual(301);
    expect(sentencesOf("It costs 3.5 euros. Next one!")).toEqual(["It costs 3.5 euros.", "Next one!"]);
  });
});
