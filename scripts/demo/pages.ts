import { createPageSchema } from "@/features/pages";
import { createPage } from "@/features/pages/server";
import { createHeading, createHeadingSchema } from "@/features/heading-sections/server";
import { seedSections, type DemoSection } from "@/features/sections/server";
import { getDb } from "@/platform/db/client";
import type { HeadingInput } from "@/features/heading-sections";
import type { DemoPhotos } from "./media";

type DemoPage = { title: string; slug: string; description: string; heading: Omit<HeadingInput, "url_page">; sections: DemoSection[] };

const card = (title: string, description: string) => ({ title, description: `<p>${description}</p>`, is_card_type: true });

const PAGES = (photos: DemoPhotos): DemoPage[] => [
  {
    title: "About us",
    slug: "about",
    description: "Who we are and why we build websites their owners can change themselves.",
    heading: {
      name: "We help people run",
      name_part_2: "their own websites",
      description_text:
        "<p>Onsite started with a simple wish: that the person who knows the business can change its website, today, without a ticket. We are a small team of designers, engineers and writers.</p>",
      // A photograph of the media library (variants, alt text); the team's illustration stays in /_onsite/demo.
      image: photos.flower,
      button_text: "See our services",
      url: "/services",
    },
    sections: [
      {
        section: { url_page: "/about", section_title: "What we believe", section_type: "general", grid_columns: 3, is_section_title_aligned_center: true },
        metrics: [
          card("Your site, your words", "The people who know the business should be able to change the site that describes it."),
          card("Small and fast", "Every page is served from a shared cache, so visitors never wait for it to be built."),
          card("Open by default", "Self-hosted, with your data in your own database, in a format you can take with you."),
        ],
      },
      {
        section: {
          url_page: "/about",
          section_title: "The team",
          section_description: "<p>Three people you will talk to.</p>",
          section_type: "general",
          grid_columns: 3,
          background_color: "slate-50",
        },
        metrics: [
          card("Ana Ruiz", "Design. Makes sure every page reads well on a phone first."),
          card("Tom Becker", "Engineering. Keeps the site fast and your data safe."),
          card("Mei Chen", "Content. Writes and translates pages with you."),
        ],
      },
      {
        // The reviews of Global Settings (scripts/demo/lists.ts), with their average and schema.org data.
        section: {
          url_page: "/about",
          section_title: "What our clients say",
          section_description: "<p>Reviews from the people whose sites we built.</p>",
          section_type: "reviews",
          grid_columns: 2,
          is_section_title_aligned_center: true,
        },
        metrics: [],
      },
    ],
  },
  {
    title: "Services",
    slug: "services",
    description: "Website design, content and translation, hosting and training.",
    heading: {
      name: "Everything your",
      name_part_2: "website needs",
      description_text:
        "<p>Start on your own, or let us design the site, write the pages and keep it running. Either way, you can change every word yourself.</p>",
      button_text: "Write to us",
      url: "mailto:hello@onsite.local",
      is_gradient: true,
      gradient: { from: "blue-800", via: "indigo-900", to: "slate-900" },
    },
    sections: [
      {
        section: { url_page: "/services", section_title: "What we do", section_type: "general", grid_columns: 2 },
        metrics: [
          card("Website design", "A site designed with you in two weeks, handed over ready to edit."),
          card("Content & translation", "Pages written and translated by people who know your field."),
          card("Hosting & care", "Updates, backups and monitoring, on your server or ours."),
          card("Training", "One afternoon, and your team edits the site with confidence."),
        ],
      },
      {
        section: { url_page: "/services", section_title: "How a project runs", section_type: "general", is_slider: true, grid_columns: 3 },
        metrics: [
          card("1. Intro call", "Twenty minutes to hear what you need."),
          card("2. Proposal", "A fixed price and a date, in writing."),
          card("3. Build", "You see the site grow and comment on it in place."),
          card("4. Launch", "We go live together and train your team."),
        ],
      },
      {
        // The FAQs of Global Settings (scripts/demo/lists.ts), as a visitor reads them.
        section: {
          url_page: "/services",
          section_title: "Questions we hear often",
          section_type: "faq",
          is_section_title_aligned_center: true,
          background_color: "slate-50",
        },
        metrics: [],
      },
    ],
  },
  {
    title: "Pricing",
    slug: "pricing",
    description: "Three plans, from one site to many brands. Add a plan to your basket and ask us for a quote.",
    heading: {
      name: "Simple plans,",
      name_part_2: "no surprises",
      description_text: "<p>Pick a plan, add it to your basket and ask for a quote. We answer within one working day.</p>",
    },
    sections: [
      {
        // The pricing plans of Global Settings → Products (scripts/demo/lists.ts), with Add to basket.
        section: {
          url_page: "/pricing",
          section_title: "Plans and prices",
          section_description: "<p>Prices per month. Team is on offer this month.</p>",
          section_type: "pricing_plans",
          grid_columns: 3,
          is_section_title_aligned_center: true,
        },
        metrics: [],
      },
    ],
  },
];

/** The home page's contact section, after the demo's other home sections (orders 10 to 30). */
const HOME_CONTACT: DemoSection = {
  section: {
    url_page: "/",
    section_title: "Talk to us",
    section_description: "<p>Questions about a project? We answer within one working day.</p>",
    section_type: "contact",
    grid_columns: 3,
    is_section_title_aligned_center: true,
  },
  metrics: [card("Email", "hello@onsite.local"), card("Phone", "+49 30 1234 5678"), card("Office", "Torstraße 1, 10119 Berlin")],
};

/** The About, Services and Pricing pages (a heading and sections each) and the home page's contact section. */
export async function seedDemoPages(organizationId: number, photos: DemoPhotos): Promise<void> {
  const db = await getDb();
  for (const page of PAGES(photos)) {
    await createPage(db, organizationId, createPageSchema.parse({ title: page.title, slug: page.slug, description: page.description }));
    const urlPage = `/${page.slug}`;
    await createHeading(db, organizationId, createHeadingSchema.parse({ ...page.heading, url_page: urlPage, order: 0 }));
    await seedSections(organizationId, page.sections);
  }
  await seedSections(organizationId, [HOME_CONTACT], 40);
}
