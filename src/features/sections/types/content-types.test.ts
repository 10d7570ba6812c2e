import { describe, expect, it } from "vitest";
import { fakeMetric, fakeSection, renderSection } from "../public/fixtures";
import type { SectionType } from "../schema";
import { brandHref, brandLogos } from "./brand/brand-logos";
import type { SectionContent } from "./content";
import { faqPageJsonLd, localizeFaqs } from "./faq/faq-json-ld";

const render = (
  type: SectionType,
  content: SectionContent,
  {
    locale = "en" as "en" | "de",
    defaultLanguage = "en",
    ...overrides
  }: Parameters<typeof fakeSection>[0] & { locale?: "en" | "de"; defaultLanguage?: string } = {},
) => renderSection({ ...fakeSection({ section_type: type, ...overrides }), content }, { locale, defaultLanguage });

const faq = (id: number, question: string, answer: string, translations: { question?: Record<string, string>; answer?: Record<string, string> } = {}) => ({
  id,
  question,
  answer,
  question_translation: translations.question ?? null,
  answer_translation: translations.answer ?? null,
});
const post = (slug: string) => ({ slug, title: `Post ${slug}`, summary: `About ${slug}`, main_photo: null, created_on: "2026-11-01T10:00:00.000Z" });

describe("faq", () => {
  it("uses the page's language, else the base text, and leaves out a FAQ without a question", () => {
    const faqs = [faq(1, "Open?", "<p>Yes</p>", { question: { de: "Offen?" }, answer: { de: "<p>Ja</p>" } }), faq(2, "Late?", "<p>No</p>"), faq(3, "  ", "x")];
    expect(localizeFaqs(faqs, "de")).toEqual([
      { id: 1, question: "Offen?", answer: "<p>Ja</p>" },
      { id: 2, question: "Late?", answer: "<p>No</p>" },
    ]);
  });

  it("writes FAQPage JSON-LD with plain-text answers, none without FAQs", () => {
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ id: 1, question: "Open?", answer: "<p>Yes, <strong>daily</strong></p>" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Open?", acceptedAnswer: { "@type": "Answer", text: "Yes, daily" } }],
    });
  });

  it("renders an accordion of details/summary and JSON-LD that cannot break out of its script", () => {
    const html = render("faq", { faqs: [faq(1, "Is </script><script>alert(1)</script> safe?", "<p>Yes</p>")] });
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1];
    expect(JSON.parse(json).mainEntity[0].name).toBe("Is </script><script>alert(1)</script> safe?");
  });

  it("shows the empty state without FAQs, and no JSON-LD", () => {
    const html = render("faq", {});
    expect(html).toContain("No questions yet.");
    expect(html).not.toContain("ld+json");
  });
});

describe("brand", () => {
  it("links a logo only when its metric's description is one http(s) address", () => {
    expect(brandHref("<p>https://acme.example/</p>")).toBe("https://acme.example/");
    expect(brandHref("http://acme.example")).toBe("http://acme.example/");
    expect(brandHref("javascript:alert(1)")).toBeNull();
    expect(brandHref("Visit https://acme.example")).toBeNull();
    expect(brandHref("")).toBeNull();
  });

  it("takes the logo's alt text from the metric title in the page's language", () => {
    const metrics = [
      fakeMetric({ id: 1, title: "Acme", title_translation: { de: "Acme DE" }, image: "https://cdn.example/acme.png", description: "https://acme.example" }),
      fakeMetric({ id: 2, title: "", image: null }),
    ];
    expect(brandLogos(metrics, "de")).toEqual([{ id: 1, name: "Acme DE", image: "https://cdn.example/acme.png", href: "https://acme.example/" }]);
    const html = render("brand", {}, { website_metric: metrics });
    expect(html).toContain('<a href="https://acme.example/"');
    expect(html).toContain('alt="Acme"');
    expect(html).toContain("grayscale");
    expect(render("brand", {})).toContain("No logos yet.");
  });

  it("shows a video link or an unsafe URL as the name, never as an image (no request to YouTube or Vimeo)", () => {
    const metrics = [
      fakeMetric({ id: 1, title: "Tube", image: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
      fakeMetric({ id: 2, title: "Clip", image: "https://vimeo.com/76979871" }),
      fakeMetric({ id: 3, title: "Film", image: "https://cdn.example/a.mp4" }),
      fakeMetric({ id: 4, title: "Bad", image: "javascript:alert(1)" }),
    ];
    expect(brandLogos(metrics, "en").map((logo) => logo.image)).toEqual([null, null, null, null]);
    const html = render("brand", {}, { website_metric: metrics });
    expect(html).not.toMatch(/youtube|vimeo|a\.mp4|javascript:/);
    expect(html).toContain("Tube");
  });
});

describe("article_slider", () => {
  it("shows the posts as the spec's carousel, linked in the page's language", () => {
    const html = render(
      "article_slider",
      { posts: [post("one"), post("two"), post("three")], site: { defaultLanguage: "en", timeZone: "UTC" } },
      { locale: "de", grid_columns: 3 },
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('data-slider-visible="2"');
    expect(html).toContain('href="/de/one"');
    expect(render("article_slider", {})).toContain("No articles yet.");
  });
});

describe("help_center", () => {
  it("lists the articles in their order with the search box and a link to /help-center", () => {
    const html = render("help_center", {
      articles: [
        { ...post("first"), text: "" },
        { ...post("second"), text: "" },
      ],
      site: { defaultLanguage: "en", timeZone: "UTC" },
    });
    expect(html.indexOf("Post first")).toBeLessThan(html.indexOf("Post second"));
    expect(html).toContain('type="search"');
    expect(html).toContain("Search the help center");
    expect(html).toContain('href="/help-center"');
    expect(render("help_center", {})).toContain("No help articles yet.");
  });
});
