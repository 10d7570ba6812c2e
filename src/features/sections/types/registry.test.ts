import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "@/platform/tenancy/site-context";
import { messagesFor } from "@/platform/i18n/messages";
import { EMPTY_DRAFT, withType } from "../editor/section-form-state";
import { fakeMetric, fakeSection } from "../public/fixtures";
import { TemplateSectionView } from "../public/template-sections";
import { SECTION_TYPES, type SectionType } from "../schema";
import { SECTION_OPTIONS } from "./definition";
import { generalType } from "./general";
import { offers, SECTION_TYPE_REGISTRY, sectionTypeOf } from "./registry";

const site = {
  organization: { id: 1, name: "Test", type: "services" as const },
  siteTitle: null,
  locale: "en" as const,
  timeZone: "UTC",
  defaultLanguage: "en",
  messages: messagesFor("en"),
};
const render = (type: SectionType, overrides: Parameters<typeof fakeSection>[0] = {}) =>
  renderToStaticMarkup(
    createElement(
      SiteProvider,
      { value: site },
      createElement(TemplateSectionView, { section: fakeSection({ section_type: type, ...overrides }), locale: "en" }),
    ),
  );

/** spec/visitor.md §9: "Skeleton types: general, reviews, faq, contact, brand, article_slider, pricing_plans, help_center, real_estate." */
const SKELETON_TYPES = ["general", "reviews", "faq", "contact", "brand", "article_slider", "pricing_plans", "help_center", "real_estate", "cookie_policy"];

describe("the section-type registry", () => {
  it("has one entry for each of spec/editors.md §4's nine types and the cookie policy's list (issue 36, item 5), in the picker's order, and nothing else", () => {
    expect(Object.keys(SECTION_TYPE_REGISTRY)).toEqual([...SECTION_TYPES]);
    expect(SECTION_TYPES).toEqual([
      "general",
      "reviews",
      "help_center",
      "real_estate",
      "brand",
      "article_slider",
      "contact",
      "faq",
      "pricing_plans",
      "cookie_policy",
    ]);
    expect(SECTION_TYPES.map((type) => SECTION_TYPE_REGISTRY[type].label)).toEqual([
      "General",
      "Reviews",
      "Help center",
      "Real estate",
      "Brands",
      "Article slider",
      "Contact",
      "FAQ",
      "Pricing plans",
      "Cookie list",
    ]);
    for (const type of SECTION_TYPES) expect(SECTION_TYPE_REGISTRY[type].description.length, type).toBeGreaterThan(0);
  });

  it("gives every type of spec/visitor.md §9 (and the cookie list) a loading skeleton, announced to screen readers", () => {
    expect([...SKELETON_TYPES].sort()).toEqual([...SECTION_TYPES].sort());
    for (const type of SKELETON_TYPES) {
      const html = renderToStaticMarkup(createElement(SECTION_TYPE_REGISTRY[type as SectionType].Skeleton, { label: "Loading…" }));
      expect(html, type).toContain('role="status"');
      expect(html, type).toContain("Loading…");
      expect(html, type).toContain("animate-pulse");
    }
  });

  it("renders each type inside the shared frame, with its title and its type marked", () => {
    for (const type of SECTION_TYPES) {
      const html = render(type, { section_title: `A ${type} section` });
      expect(html, type).toMatch(new RegExp(`^<section data-section-id="\\d+" data-section-type="${type}"`));
      expect(html, type).toContain(`>A ${type} section</h2>`);
    }
  });

  it("keeps the slider to the general type: the editor offers it, the draft drops it and the view ignores it elsewhere", () => {
    expect(generalType.options).toEqual(SECTION_OPTIONS);
    expect(SECTION_TYPES.filter((type) => offers(type, "slider"))).toEqual(["general"]);
    for (const type of SECTION_TYPES.filter((t) => t !== "general")) expect(withType({ ...EMPTY_DRAFT, is_slider: true }, type).is_slider, type).toBe(false);
    const metrics = [1, 2, 3].map((id) => fakeMetric({ id }));
    expect(render("general", { is_slider: true, website_metric: metrics })).toContain('aria-roledescription="carousel"');
    expect(render("reviews", { is_slider: true, website_metric: metrics })).not.toContain("carousel");
  });

  it("finds an older record's type from its flags", () => {
    expect(sectionTypeOf({ section_type: null, is_faq_section: true })).toEqual({ type: "faq", definition: SECTION_TYPE_REGISTRY.faq });
    expect(sectionTypeOf({ section_type: "nonsense" }).type).toBe("general");
  });
});
