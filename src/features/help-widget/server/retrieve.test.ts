import { describe, expect, it } from "vitest";
import { passagesOf, retrieve, type Document } from "./retrieve";

const docs: Document[] = [
  { type: "article", title: "How to reset your password", href: "/reset", text: "Open the sign-in page and choose Forgot password. We mail you a link." },
  { type: "article", title: "Shipping times", href: "/shipping", text: "Parcels leave our warehouse within two working days." },
  { type: "faq", title: "Do you ship abroad?", href: "#faq-1", text: "Do you ship abroad? Yes, to every country in Europe." },
];

describe("the answers' retrieval", () => {
  it("finds the passages that hold the question's words, best first", () => {
    expect(retrieve(docs, "How do I reset my password?").map((p) => p.href)).toEqual(["/reset"]);
    expect(retrieve(docs, "Do you ship abroad to Europe?")[0]!.href).toBe("#faq-1");
  });

  it("finds nothing for an unrelated question or one of stop words only", () => {
    expect(retrieve(docs, "What is the capital of Mongolia?")).toEqual([]);
    expect(retrieve(docs, "How do I do it?")).toEqual([]);
  });

  it("cuts long texts into passages of whole sentences", () => {
    const text = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    const passages = passagesOf(text);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((p) => p.length <= 520 && p.endsWith("."))).toBe(true);
    expect(passages.join(" ")).toBe(text);
  });
});
