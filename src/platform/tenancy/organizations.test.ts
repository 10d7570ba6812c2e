import { describe, expect, it } from "vitest";
import { draftLocales, publishedLocales, siteLanguages } from "./organizations";

describe("a site's languages and their states (issue 42)", () => {
  const settings = { language: "en", supported_locales: ["en", "es", "de", "xx"], draft_languages: ["de", "en"] };

  it("publishes every language but the drafts, its own always", () => {
    expect(siteLanguages(settings)).toEqual(["en", "es", "de"]);
    expect(publishedLocales(settings)).toEqual(["en", "es"]);
    expect(draftLocales(settings)).toEqual(["de"]);
  });

  it("publishes every language of a site without drafts (every site before them)", () => {
    expect(publishedLocales({ language: "es", supported_locales: ["en"] })).toEqual(["es", "en"]);
    expect(draftLocales({ language: "es", supported_locales: ["en"] })).toEqual([]);
  });
});
