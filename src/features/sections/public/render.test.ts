import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
// The video placeholder's texts (embeds.*), as the site layout registers them.
import "@/features/embeds/server";
import { TemplateSectionView } from "./template-sections";
import { GeneralSkeleton } from "../types/general/skeleton";
import { fakeMetric, fakeSection } from "./fixtures";
import type { TemplateSection } from "../schema";

const site = {
  organization: { id: 1, name: "Test", type: "services" as const },
  siteTitle: null,
  locale: "en" as const,
  timeZone: "UTC",
  defaultLanguage: "en",
  messages: messagesFor("en"),
};
/** Rendered as on a page, in order: inside the site's provider (the slider reads its labels from it). */
const render = (sections: TemplateSection[], locale = "en") =>
  renderToStaticMarkup(createElement(SiteProvider, { value: site }, sections.map((section) => createElement(TemplateSectionView, { key: section.id, section, locale }))));

describe("template section markup", () => {
  it("marks each section with its id and type, in order", () => {
    const html = render([fakeSection({ id: 7 }), fakeSection({ id: 8, section_type: "faq" })]);
    expect(html).toMatch(/^<section data-section-id="7" data-section-type="general"[^>]*class="relative [^"]*"/);
    expect(html).toContain('data-section-id="8" data-section-type="faq"');
    expect(html.indexOf('data-section-id="7"')).toBeLessThan(html.indexOf('data-section-id="8"'));
  });

  it("derives the type of older records from their flags", () => {
    const html = render([fakeSection({ section_type: null as never, is_brand: true })]);
    expect(html).toContain('data-section-type="brand"');
  });

  it("sanitizes rich text again on render", () => {
    const html = render([
      fakeSection({
        section_description: '<p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        website_metric: [fakeMetric({ description: '<em>ok</em><iframe src="https://evil.example"></iframe>' })],
      }),
    ]);
    expect(html).toContain("<strong>there</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("evil.example");
    expect(html).toContain("<em>ok</em>");
  });

  it("uses the locale's translations when present", () => {
    const section = fakeSection({
      section_title: "Hello",
      section_title_translation: { es: "Hola" },
      section_description: "<p>English</p>",
      section_description_translation: { es: "<p>Español</p>", fr: "  " },
      website_metric: [fakeMetric({ title: "Fast", title_translation: { es: "Rápido" } })],
    });
    expect(render([section], "es")).toContain(">Hola</h2>");
    expect(render([section], "es")).toContain("Español");
    expect(render([section], "es")).toContain(">Rápido</h3>");
    expect(render([section], "fr")).toContain(">Hello</h2>");
    expect(render([section], "fr")).toContain("English");
  });

  it("lays metrics out in a grid of grid_columns on desktop via a CSS variable", () => {
    const html = render([fakeSection({ grid_columns: 4, website_metric: [fakeMetric({ id: 1 }), fakeMetric({ id: 2 })] })]);
    expect(html).toContain("--grid-cols:repeat(4, minmax(0, 1fr))");
    expect(html).toContain("grid-cols-1");
    expect(html).toContain("md:grid-cols-(--grid-cols)");
    expect(html.indexOf('data-metric-id="1"')).toBeLessThan(html.indexOf('data-metric-id="2"'));
  });

  it("applies alignment, width and background", () => {
    const html = render([
      fakeSection({ is_section_title_aligned_right: true, is_full_width: true, is_gradient: true, gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" } }),
    ]);
    expect(html).toContain('data-align="right"');
    expect(html).toContain('data-width="full"');
    expect(html).toContain("background:linear-gradient(to right, var(--color-blue-800), var(--color-indigo-900), var(--color-slate-900))");
    expect(html).toContain('data-tone="dark"');
    expect(render([fakeSection({ background_color: "gray-50" })])).toContain("background-color:var(--color-gray-50)");
    expect(render([fakeSection()])).toContain('data-width="contained"');
  });

  it("gives text the readable colour of its background, or the editor's choice", () => {
    const light = render([fakeSection({ is_gradient: true, gradient: { from: "rose-300", via: "pink-400", to: "fuchsia-500" } })]);
    expect(light).toContain('data-tone="light"');
    expect(light).toContain("--onsite-text:var(--color-gray-950)");
    expect(light).toMatch(/<h2 class="[^"]*text-\(--onsite-text\)/);
    const chosen = render([fakeSection({ background_color: "slate-900", text_color: "amber-300" })]);
    expect(chosen).toContain("--onsite-text:var(--color-amber-300)");
    expect(chosen).toContain('data-tone="dark"');
    // A plain card inside a coloured section goes back to dark text on its white.
    const card = render([fakeSection({ background_color: "slate-900", website_metric: [fakeMetric({ is_card_type: true })] })]);
    expect(card).toMatch(/data-card=""[^>]*style="--onsite-text:var\(--color-gray-900\)/);
  });

  it("renders media by kind, only for safe URLs", () => {
    const metrics = [
      fakeMetric({ id: 1, title: "Pic", image: "https://cdn.example/a.png", is_image_rounded_full: true }),
      fakeMetric({ id: 2, title: "Clip", image: "https://cdn.example/a.mp4" }),
      fakeMetric({ id: 3, title: "Tube", image: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
      fakeMetric({ id: 4, title: "Bad", image: "javascript:alert(1)" }),
    ];
    const html = render([fakeSection({ image_metrics_height: "h-32", website_metric: metrics })]);
    expect(html).toMatch(/<img src="https:\/\/cdn.example\/a.png" alt="Pic" loading="lazy"[^>]*rounded-full[^>]*height:8rem;width:8rem/);
    expect(html).toMatch(/<video src="https:\/\/cdn.example\/a.mp4" controls="" preload="metadata" playsInline=""/);
    // A YouTube player waits for consent: the placeholder names the video and the service, and asks YouTube for nothing.
    expect(html).toMatch(/<div class="group\/embed relative overflow-hidden bg-gray-900 block w-full rounded-2xl[^"]*" style="height:8rem" data-embed="youtube" data-embed-id="dQw4w9WgXcQ" data-embed-state="placeholder">/);
    expect(html).toContain('class="sr-only">YouTube video: Tube</span>');
    expect(html).toContain("This video is hosted by YouTube. Loading it lets YouTube set cookies and see your visit.");
    expect(html).toContain(">Load once</button>");
    expect(html).toContain(">Always allow</button>");
    expect(html).not.toMatch(/<iframe|youtube(-nocookie)?\.com|ytimg/);
    expect(html).not.toContain("javascript:");
  });

  it("puts media below the text with is_image_bottom, and hides titles when asked", () => {
    const metric = fakeMetric({ title: "Top", image: "/a.png" });
    const top = render([fakeSection({ website_metric: [metric] })]);
    expect(top.indexOf("<img")).toBeLessThan(top.indexOf(">Top</h3>"));
    const bottom = render([fakeSection({ is_image_bottom: true, website_metric: [metric] })]);
    expect(bottom.indexOf("<img")).toBeGreaterThan(bottom.indexOf(">Top</h3>"));
    expect(render([fakeSection({ website_metric: [fakeMetric({ title: "Gone", is_title_displayed: false })] })])).not.toContain(">Gone</h3>");
  });

  it("makes card metrics with the spec's sizes and their own background", () => {
    const html = render([fakeSection({ website_metric: [fakeMetric({ is_card_type: true, background_color: "slate-900" })] })]);
    expect(html).toMatch(/data-card=""[^>]*class="[^"]*min-w-\[min\(280px,100%\)\][^"]*max-w-\[350px\][^"]*min-h-\[350px\]/);
    expect(html).toContain("background-color:var(--color-slate-900)");
    expect(html).toContain("--onsite-text:#fff");
  });

  it("renders a slider for is_slider with its accessible markup", () => {
    const metrics = [1, 2, 3].map((id) => fakeMetric({ id, title: `M${id}` }));
    const html = render([fakeSection({ section_title: "Stories", is_slider: true, grid_columns: 3, website_metric: metrics })]);
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Stories" data-slider-index="0" data-slider-visible="2"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('data-slide="2"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    const single = render([fakeSection({ is_slider: true, website_metric: [fakeMetric()] })]);
    expect(single).toContain('aria-roledescription="carousel"');
    expect(single).not.toContain("Next slide");
    expect(single).not.toContain("Go to slide");
    expect(render([fakeSection({ section_type: "faq", is_slider: true, website_metric: metrics })])).not.toContain("carousel");
  });
});

describe("the general skeleton", () => {
  it("pulses a title, description and a grid of placeholders", () => {
    const html = renderToStaticMarkup(createElement(GeneralSkeleton, { columns: 4 }));
    expect(html).toContain('role="status"');
    expect(html).toContain("animate-pulse");
    expect(html).toContain("--grid-cols:repeat(4, minmax(0, 1fr))");
    expect(html.match(/h-48/g)).toHaveLength(4);
  });
});
