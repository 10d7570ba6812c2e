import { describe, expect, it } from "vitest";
import { countTranslations, hasText, meetsThreshold, textState, translatedShare, translationKey, type TranslatableText } from "./rules";

const hash = (text: string) => `h(${text})`;
const text = (field: string, source: string, translations: Record<string, string> | null): TranslatableText => ({
  subject: "section",
  id: 1,
  field,
  source,
  translations,
});

describe("translation status", () => {
  it("knows rich text without words is no text", () => {
    expect(hasText("<p></p>")).toBe(false);
    expect(hasText("<p>&nbsp;</p>")).toBe(false);
    expect(hasText("<p>Hi</p>")).toBe(true);
    expect(hasText(null)).toBe(false);
  });

  it("is missing without a translation, outdated when the source changed since, translated otherwise", () => {
    const title = text("section_title", "Hello", { de: "Hallo", fr: " " });
    const stored = new Map([[translationKey(title, "de"), hash("Hello")]]);
    expect(textState(title, "de", stored, hash("Hello"))).toBe("translated");
    expect(textState(title, "de", stored, hash("Hello!"))).toBe("outdated");
    expect(textState(title, "fr", stored, hash("Hello"))).toBe("missing");
    expect(textState(title, "es", stored, hash("Hello"))).toBe("missing");
    // A translation saved before the status existed (no stored hash) counts as translated.
    expect(textState(title, "de", new Map(), hash("Hello"))).toBe("translated");
  });

  it("counts a page's texts with a source, by language, and its share against the threshold", () => {
    const texts = [
      text("section_title", "Hello", { de: "Hallo" }),
      text("section_description", "<p>Hi there</p>", null),
      text("section_title", "", { de: "x" }),
    ];
    const counts = countTranslations(texts, ["de", "fr"], new Map(), hash);
    expect(counts.de).toEqual({ translated: 1, outdated: 0, missing: 1, total: 2 });
    expect(counts.fr).toEqual({ translated: 0, outdated: 0, missing: 2, total: 2 });
    expect(translatedShare(counts.de)).toBe(50);
    expect(meetsThreshold(counts.de, 100)).toBe(false);
    expect(meetsThreshold(counts.de, 50)).toBe(true);
    expect(translatedShare({ translated: 0, outdated: 0, missing: 0, total: 0 })).toBe(100);
  });
});
