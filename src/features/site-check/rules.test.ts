import { describe, expect, it } from "vitest";
import {
  FIXED_PATHS,
  imagesOfHtml,
  isBrokenLink,
  lacksAlt,
  linksOfHtml,
  lowContrast,
  missingDescription,
  sitePathOfLink,
  titleTooLong,
  withoutRepeats,
  type KnownAddresses,
  type RawFinding,
} from "./rules";

const known: KnownAddresses = { paths: new Set([...FIXED_PATHS, "/about", "/my-post"]), redirects: new Set(["/old-about"]) };

describe("links", () => {
  it("reads the site path a link names, and nothing of other sites, anchors, mail or phone", () => {
    expect(sitePathOfLink("about")).toBe("/about");
    expect(sitePathOfLink("/es/about/?x=1#team")).toBe("/about");
    expect(sitePathOfLink("https://acme.example.com/about", ["acme.example.com"])).toBe("/about");
    for (const other of ["https://example.org/x", "#top", "mailto:a@b.c", "tel:+1", "//evil.example/x", "", "  "]) expect(sitePathOfLink(other)).toBeNull();
  });

  it("finds a link to a page that does not exist; a page, a post, a fixed page, a redirect's old address and another site are fine", () => {
    expect(isBrokenLink("/missing", known)).toBe(true);
    expect(isBrokenLink("de/missing", known)).toBe(true);
    expect(isBrokenLink("https://acme.example.com/missing", known, ["acme.example.com"])).toBe(true);
    for (const fine of [
      "/about",
      "about",
      "/About",
      "/fr/about",
      "/my-post",
      "/blog",
      "/",
      "/old-about",
      "/login?next=%2Fadmin",
      "https://example.org/missing",
      "/api/media/files/x",
    ])
      expect(isBrokenLink(fine, known), fine).toBe(false);
  });

  it("reads rich text's links and images as sanitized HTML writes them", () => {
    const html =
      '<p><a href="/missing" rel="noopener">x</a> <a href="https://example.org/?a=1&amp;b=2">y</a></p><img src="/a.png"><img src="/b.png" alt="">' +
      '<img src="/c.png" alt="A cat" />';
    expect(linksOfHtml(html)).toEqual(["/missing", "https://example.org/?a=1&b=2"]);
    expect(imagesOfHtml(html)).toEqual([
      { src: "/a.png", alt: null },
      { src: "/b.png", alt: "" },
      { src: "/c.png", alt: "A cat" },
    ]);
    expect(linksOfHtml(null)).toEqual([]);
  });
});

describe("alt text", () => {
  const library = (src: string) => src.startsWith("/api/media/files/");
  it("an image without alt text of its own lacks it, unless it is a library file (its alt or decorative mark is used)", () => {
    expect(lacksAlt({ src: "https://example.org/a.png", alt: null }, library)).toBe(true);
    expect(lacksAlt({ src: "https://example.org/a.png", alt: "  " }, library)).toBe(true);
    expect(lacksAlt({ src: "https://example.org/a.png", alt: "A chart" }, library)).toBe(false);
    expect(lacksAlt({ src: "/api/media/files/abc", alt: null }, library)).toBe(false);
    expect(lacksAlt({ src: "", alt: null }, library)).toBe(false);
  });
});

describe("contrast", () => {
  it("finds a chosen text colour below 4.5:1 on its background, the lowest against a gradient's stops", () => {
    expect(lowContrast("gray-400", ["white"])).toBeGreaterThan(2);
    expect(lowContrast("gray-400", ["white"])).toBeLessThan(4.5);
    expect(lowContrast("#777777", ["#ffffff"])).toBeCloseTo(4.47, 1);
    expect(lowContrast("white", ["blue-900", "yellow-200"])).not.toBeNull();
  });

  it("passes AA, no chosen colour (the readable one is used) and unknown colours", () => {
    expect(lowContrast("gray-900", ["white"])).toBeNull();
    expect(lowContrast("#767676", ["#ffffff"])).toBeNull();
    expect(lowContrast(null, ["white"])).toBeNull();
    expect(lowContrast("no-such-colour", ["white"])).toBeNull();
  });
});

describe("titles and descriptions", () => {
  it("a title over 60 characters is too long, counted as a person reads them", () => {
    expect(titleTooLong("a".repeat(60))).toBe(false);
    expect(titleTooLong("a".repeat(61))).toBe(true);
    expect(titleTooLong("😀".repeat(60))).toBe(false);
  });
  it("a missing or blank description is missing", () => {
    expect(missingDescription(null)).toBe(true);
    expect(missingDescription("  ")).toBe(true);
    expect(missingDescription("We build sites.")).toBe(false);
  });
});

describe("the whole site's findings", () => {
  const finding = (locale: string, where: string, field = "f"): RawFinding => ({
    kind: "broken_link",
    page: "/",
    locale,
    field,
    editor: "/#open=header",
    params: { target: "/x", where },
  });
  it("lists an untranslated finding once, under the site's language; a translation's own finding under its language", () => {
    const out = withoutRepeats([finding("en", "About"), finding("de", "Über uns"), finding("de", "Über uns", "g")], "en");
    expect(out.map((f) => [f.locale, f.field])).toEqual([
      ["en", "f"],
      ["de", "g"],
    ]);
  });
});
