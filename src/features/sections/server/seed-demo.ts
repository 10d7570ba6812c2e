import "server-only";
import { getDb } from "@/platform/db/client";
import { GRADIENT_PRESETS } from "@/platform/style/tokens";
import { createMetric, createMetricSchema, type MetricInput } from "@/features/metrics/server";
import { createSectionSchema, type SectionInput } from "../schema";
import { addSectionMetric } from "./section-metrics";
import { createSection } from "./write";
import { ORDER_STEP } from "@/platform/db/order";

/** A section with its cards, as sample content describes it (its order comes from its place). */
export type DemoSection = { section: SectionInput; metrics: MetricInput[] };

const oceanBreeze = GRADIENT_PRESETS.find((p) => p.id === "ocean-breeze")!;

const DEMO_SECTIONS: DemoSection[] = [
  {
    section: {
      url_page: "/",
      section_title: "What you can build",
      section_description: "<p>Pages, sections and cards that you edit <strong>in place</strong>, right on your live site.</p>",
      section_type: "general",
      grid_columns: 3,
      is_section_title_aligned_center: true,
    },
    metrics: [
      {
        title: "Landing pages",
        image: "/_onsite/demo/build-pages.svg",
        description: "<p>Launch a page for a product or a campaign in minutes, from ready-made sections.</p>",
        is_card_type: true,
      },
      {
        title: "A multilingual site",
        image: "/_onsite/demo/build-languages.svg",
        description: "<p>Write once, then translate titles and texts into the languages your visitors speak.</p>",
        is_card_type: true,
      },
      {
        title: "A help center",
        image: "/_onsite/demo/build-help.svg",
        description: "<p>Answer common questions with articles your team keeps up to date.</p>",
        is_card_type: true,
      },
    ],
  },
  {
    section: {
      url_page: "/",
      section_title: "Edit without leaving your site",
      section_description: "<p>Sign in, open any section and change its words, colours and layout with a live preview. Saves show to visitors at once.</p>",
      section_type: "general",
      is_gradient: true,
      gradient: { from: oceanBreeze.from, via: oceanBreeze.via, to: oceanBreeze.to },
      is_full_width: true,
      is_section_title_aligned_center: true,
    },
    metrics: [],
  },
  {
    section: {
      url_page: "/",
      section_title: "How it works",
      section_description: "<p>Four steps from an empty site to a published one.</p>",
      section_type: "general",
      is_slider: true,
      grid_columns: 3,
    },
    metrics: [
      { title: "1. Create your organization", description: "<p>Your site answers on its own address from the first minute.</p>" },
      { title: "2. Pick your sections", description: "<p>Feature grids, sliders, FAQs and pricing: add the ones you need.</p>" },
      { title: "3. Invite your team", description: "<p>Editors change content; owners and admins manage the site.</p>" },
      { title: "4. Publish", description: "<p>Every save is live at once, and served fast from the cache.</p>" },
    ],
  },
];

/** Demo home page: a feature grid, a gradient call-out and a slider of steps, after the hero (order 0). */
export async function seedDemoSections(organizationId: number): Promise<void> {
  await seedSections(organizationId, DEMO_SECTIONS);
}

/** Creates sections with their cards, each after the one before (order 10, 20... unless one says otherwise). */
export async function seedSections(organizationId: number, list: DemoSection[], firstOrder = 10): Promise<void> {
  const db = await getDb();
  for (const [index, demo] of list.entries()) {
    const section = await createSection(db, organizationId, createSectionSchema.parse({ order: firstOrder + index * ORDER_STEP, ...demo.section }));
    for (const input of demo.metrics) {
      const metric = await createMetric(db, organizationId, createMetricSchema.parse(input));
      await addSectionMetric(db, section.id, { metric_id: metric.id });
    }
  }
}
