import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "@/platform/i18n/locales";
import { SITE_SCOPE_TEXTS, siteFieldLabel, siteScopeTexts, type SiteScopeTexts } from "./site-texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
function entries(texts: SiteScopeTexts): [string, string][] {
  const result: [string, string][] = [];
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") result.push([key, value]);
    else for (const [k, v] of Object.entries(value as Record<string, string>)) result.push([`${key}.${k}`, v]);
  }
  return result;
}

describe("the translation view's site-wide scope texts (issue 42, item 2)", () => {
  it("are in every UI language, none empty, with English's placeholders", () => {
    const english = new Map(entries(SITE_SCOPE_TEXTS.en));
    for (const locale of UI_LOCALES) {
      const texts = entries(SITE_SCOPE_TEXTS[locale]);
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

  it("names the site-wide records' fields, and none of a page block's", () => {
    const german = siteScopeTexts("de");
    expect(siteFieldLabel(german, "faq", "answer")).toBe("Antwort");
    expect(siteFieldLabel(german, "banner", "link_label")).toBe("Linktext");
    expect(siteFieldLabel(german, "section", "section_title")).toBeNull();
    expect(siteScopeTexts("nl").site).toBe("Site-wide texts");
  });
});
