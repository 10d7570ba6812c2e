import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Metric } from "@/features/metrics";
import type { UiLocale } from "@/platform/i18n/locales";
import { messagesFor } from "@/platform/i18n/messages";
import { SiteProvider } from "@/platform/tenancy/site-context";
import type { OrganizationType } from "@/platform/tenancy/types";
import type { TemplateSection } from "../schema";
import type { PageSection } from "../types/content";
import { TemplateSectionView } from "./template-sections";

const stamp = "2024-01-01T00:00:00.000Z";

/** A metric as the API returns it, with overrides (unit tests). */
export function fakeMetric(overrides: Partial<Metric> = {}): Metric {
  return {
    id: 1,
    organization_id: 1,
    title: "Metric",
    title_translation: null,
    description: "<p>About it</p>",
    description_translation: null,
    image: null,
    is_image_rounded_full: false,
    is_title_displayed: true,
    is_card_type: false,
    background_color: null,
    is_gradient: false,
    gradient: null,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** A general template section as the API returns it, with overrides (unit tests). */
export function fakeSection(overrides: Partial<TemplateSection> = {}): TemplateSection {
  return {
    id: 10,
    organization_id: 1,
    url_page: "/",
    order: 0,
    section_title: "Section",
    section_title_translation: null,
    section_description: "",
    section_description_translation: null,
    section_type: "general",
    background_color: null,
    text_color: null,
    is_gradient: false,
    gradient: null,
    text_style_variant: "default",
    grid_columns: 3,
    image_metrics_height: null,
    is_full_width: false,
    is_section_title_aligned_center: false,
    is_section_title_aligned_right: false,
    is_image_bottom: false,
    is_slider: false,
    is_reviews_section: false,
    is_help_center_section: false,
    is_real_estate_modal: false,
    is_brand: false,
    is_article_slider: false,
    is_contact_section: false,
    is_faq_section: false,
    is_pricingplans_section: false,
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    website_metric: [],
    ...overrides,
  };
}

/**
 * A section's HTML as a visitor's page renders it on the server (unit tests): the
 * section with its type's content, in the site context of `locale` (the catalog as
 * the layout registers it, so a test imports the server entry of a feature whose
 * texts its type shows); the viewer is nobody, as for every server render.
 */
export function renderSection(
  section: PageSection,
  { locale = "en", defaultLanguage = "en", type = "services" }: { locale?: UiLocale; defaultLanguage?: string; type?: OrganizationType } = {},
): string {
  const site = { organization: { id: 1, name: "Test", type }, siteTitle: null, locale, timeZone: "UTC", defaultLanguage, messages: messagesFor(locale) };
  return renderToStaticMarkup(createElement(SiteProvider, { value: site }, createElement(TemplateSectionView, { section, locale })));
}
