import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type Site } from "./organizations";
import { siteRoute } from "./site-route";

const site = (language: string, supported: string[]): Site => ({
  organization: { id: 1, name: "Acme", base_url: "acme.test", base_url_local: null, type: "services" },
  settings: { ...DEFAULT_SETTINGS, language, supported_locales: supported },
});

describe("siteRoute", () => {
  const english = site("en", ["en", "es"]);

  it("answers not found when no site has the host", () => {
    expect(siteRoute(null, { host: "nobody.test", locale: "default" }, "/about")).toEqual({ kind: "not-found" });
  });

  it("answers the site in its own language without a prefix, and in a published language with one", () => {
    expect(siteRoute(english, { host: "acme.test", locale: "default" }, "/about")).toEqual({ kind: "site", site: english, locale: "en" });
    expect(siteRoute(english, { host: "acme.test", locale: "es" }, "/about")).toEqual({ kind: "site", site: english, locale: "es" });
  });

  it("redirects the site's own language's prefix to the path without it, with the query", () => {
    expect(siteRoute(english, { host: "acme.test", locale: "en" }, "/about", "?a=1")).toEqual({ kind: "redirect", to: "/about?a=1" });
  });

  it("redirects a language the site does not publish to the page in its own language", () => {
    expect(siteRoute(site("de", ["de"]), { host: "acme.test", locale: "es" }, "/ueber-uns")).toEqual({ kind: "redirect", to: "/ueber-uns" });
    expect(siteRoute(english, { host: "acme.test", locale: "fr" }, "/")).toEqual({ kind: "redirect", to: "/" });
  });

  it("percent-encodes the target's segments, so it stays a path on the same host", () => {
    expect(siteRoute(english, { host: "acme.test", locale: "en" }, "/a b/%2F%2Fevil.test")).toEqual({ kind: "redirect", to: "/a%20b/%252F%252Fevil.test" });
  });

  it("never redirects without a path (a layout does not know it)", () => {
    expect(siteRoute(english, { host: "acme.test", locale: "en" })).toEqual({ kind: "site", site: english, locale: "en" });
  });

  describe("a draft language (issue 42)", () => {
    const drafting = (visitors: "default" | "not_found"): Site => ({
      ...english,
      settings: { ...english.settings, supported_locales: ["en", "es", "de"], draft_languages: ["de"], draft_language_visitors: visitors },
    });

    it("answers a member the page, marked draft", () => {
      const site = drafting("default");
      expect(siteRoute(site, { host: "acme.test", locale: "de" }, "/about", "", true)).toEqual({ kind: "site", site, locale: "de", draft: true });
    });

    it("redirects a visitor to the page in the site's language, or answers the 404 by the site's choice", () => {
      expect(siteRoute(drafting("default"), { host: "acme.test", locale: "de" }, "/about", "?a=1")).toEqual({ kind: "redirect", to: "/about?a=1" });
      const site = drafting("not_found");
      expect(siteRoute(site, { host: "acme.test", locale: "de" }, "/about")).toEqual({ kind: "missing", site, locale: "en" });
      // A layout (no path) renders in the site's own language.
      expect(siteRoute(drafting("default"), { host: "acme.test", locale: "de" })).toMatchObject({ kind: "site", locale: "en" });
    });

    it("leaves the published languages as they are", () => {
      const site = drafting("not_found");
      expect(siteRoute(site, { host: "acme.test", locale: "es" }, "/about")).toEqual({ kind: "site", site, locale: "es" });
      expect(siteRoute(site, { host: "acme.test", locale: "default" }, "/about")).toEqual({ kind: "site", site, locale: "en" });
    });
  });
});
