import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "@/platform/i18n/locales";
import { SITE_SCOPE_TEXTS } from "./site-texts";
import { fieldLabel, subjectLabel, TRANSLATION_VIEW_TEXTS, translationViewTexts } from "./texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Every text as [key, text], the maps' entries as "fields.title". */
function entries(texts: object): [string, string][] {
  const result: [string, string][] = [];
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") result.push([key, value]);
    else for (const [k, v] of Object.entries(value as Record<string, string>)) result.push([`${key}.${k}`, v]);
  }
  return result;
}

describe("the translation view's texts", () => {
  // The view's own, and its site-wide scope's (issue 42, item 2).
  it.each([
    ["view", TRANSLATION_VIEW_TEXTS],
    ["site-wide scope", SITE_SCOPE_TEXTS],
  ] as const)("are in every UI language, none empty, with English's placeholders (%s)", (_, catalogue) => {
    const english = new Map(entries(catalogue.en));
    for (const locale of UI_LOCALES) {
      const texts = entries(catalogue[locale]);
      expect(
        texts.map(([key]) => key),
        locale,
      ).toEqual([...english.keys()]);
      for (const [key, value] of texts) {
        expect(value.trim(), `${locale} ${key}`).not.toBe("");
        expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it("names stored fields and records in plain words, English for an unknown UI language", () => {
    const german = translationViewTexts("de");
    expect(fieldLabel(german, "section_title")).toBe("Titel");
    expect(fieldLabel(german, "button_secondary_text")).toBe("Text des zweiten Buttons");
    expect(subjectLabel(german, "metric")).toBe("Kennzahl");
    // A page's own texts (issue 42): its description is its meta description; a post's is its summary.
    expect(subjectLabel(german, "page")).toBe("Seite");
    expect(fieldLabel(german, "description", "page")).toBe(german.fields.metaDescription);
    expect(fieldLabel(german, "description", "post")).toBe(german.fields.description);
    expect(translationViewTexts("nl").title).toBe("Translate this page");
  });
});
