import { describe, expect, it } from "vitest";
import { messagesFor, translatorFor } from "./messages";
import { UI_LOCALES } from "./locales";
// The chrome registers its texts (chrome.*) in the catalog when its messages module loads (the site layout loads it through the chrome's server entry).
import "@/features/chrome/messages";

describe("UI texts (ICU, use-intl)", () => {
  it("keeps the existing keys and {name} values", () => {
    expect(translatorFor("en")("signInTitle", { site: "Acme" })).toBe("Sign in to Acme");
    expect(translatorFor("en")("siteNotFoundBody")).toContain("the site's owner");
    expect(translatorFor("fr")("pageNotFoundBody")).toBe("Cette page n'existe pas ou a été déplacée.");
  });

  it("formats 'N option(s)' with each language's plural rules", () => {
    const ru = translatorFor("ru");
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => ru("chrome.optionCount", { count }))).toEqual([
      "1 вариант",
      "2 варианта",
      "5 вариантов",
      "11 вариантов",
      "21 вариант",
      "22 варианта",
      "25 вариантов",
    ]);
    const pl = translatorFor("pl");
    expect([1, 2, 5, 12, 22, 25].map((count) => pl("chrome.optionCount", { count }))).toEqual([
      "1 opcja",
      "2 opcje",
      "5 opcji",
      "12 opcji",
      "22 opcje",
      "25 opcji",
    ]);
    expect(translatorFor("en")("chrome.optionCount", { count: 1 })).toBe("1 option");
    expect(translatorFor("en")("chrome.optionCount", { count: 3 })).toBe("3 options");
  });

  it("compiles every message of every UI language and formats it without errors", () => {
    for (const locale of UI_LOCALES) {
      const t = translatorFor(locale);
      for (const key of ["signIn", "chrome.links", "chrome.noMenuItems"] as const) expect(t(key)).not.toContain(key);
      expect(t("chrome.productsTitle", { type: "realestate" })).not.toBe(t("chrome.productsTitle", { type: "unknown" }));
      expect(JSON.stringify(messagesFor(locale))).not.toContain("undefined");
    }
  });

  it("nl reads English; an unknown locale too", () => {
    expect(translatorFor("nl")("signIn")).toBe("Sign in");
    expect(messagesFor("xx")).toBe(messagesFor("en"));
  });
});

describe("compiled messages", () => {
  it("are plain data (they cross from server to client components)", () => {
    const walk = (value: unknown): void => {
      if (value && typeof value === "object") {
        expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
        Object.values(value).forEach(walk);
      }
    };
    walk(messagesFor("ru"));
  });
});
