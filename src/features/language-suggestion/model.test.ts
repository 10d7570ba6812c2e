import { describe, expect, it } from "vitest";
import { cookieString, isCrawler, pageLanguages, readCookie, suggestedLanguage, switchedPath } from "./model";
import { POPUP_TEXTS } from "./public/texts";

describe("suggestedLanguage", () => {
  it("suggests the browser's first language the site publishes, unless the page's comes first", () => {
    expect(suggestedLanguage(["es-ES", "es", "en"], ["en", "es"], "en")).toBe("es");
    expect(suggestedLanguage(["en-US", "es"], ["en", "es"], "en")).toBeNull();
    expect(suggestedLanguage(["nl", "de"], ["en", "nl", "de"], "en")).toBe("de"); // nl has no UI texts to speak it in
    expect(suggestedLanguage(["es"], ["en"], "en")).toBeNull();
    expect(suggestedLanguage(["es"], ["en", "es"], "es")).toBeNull();
  });
});

describe("pageLanguages", () => {
  it("keeps the published languages the page's hreflang alternates name, all of them without alternates", () => {
    expect(pageLanguages(["en", "de", "es"], ["en", "es", "x-default"])).toEqual(["en", "es"]);
    expect(pageLanguages(["en", "de"], ["en", "x-default"])).toEqual(["en"]);
    expect(pageLanguages(["en", "de"], [])).toEqual(["en", "de"]);
    expect(pageLanguages(["en", "de"], ["x-default"])).toEqual(["en", "de"]);
  });
});

describe("switchedPath", () => {
  it("rewrites the language prefix, keeping the path, the query and the fragment", () => {
    expect(switchedPath("/about/team", "?a=1", "#x", "es", "en")).toBe("/es/about/team?a=1#x");
    expect(switchedPath("/es/about", "", "", "en", "en")).toBe("/about");
    expect(switchedPath("/", "?q=1", "", "fr", "en")).toBe("/fr?q=1");
    expect(switchedPath("/fr/blog", "", "", "de", "en")).toBe("/de/blog");
  });
});

describe("cookies and crawlers", () => {
  it("reads and writes a year-long site-wide cookie", () => {
    expect(cookieString("userLanguageChoice", "es")).toBe("userLanguageChoice=es; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(readCookie("a=1; showLanguageBanner=true; b=2", "showLanguageBanner")).toBe("true");
    expect(readCookie("a=1", "showLanguageBanner")).toBeNull();
  });
  it("knows crawlers, not browsers (headless ones included)", () => {
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36")).toBe(false);
  });
  it("has every text in the ten UI languages, each naming the language", () => {
    expect(Object.keys(POPUP_TEXTS).sort()).toEqual(["de", "en", "es", "fr", "it", "ja", "pl", "pt", "ru", "zh"]);
    for (const texts of Object.values(POPUP_TEXTS)) for (const key of ["message", "stay", "change"] as const) expect(texts[key]).toContain("{language}");
  });
});
