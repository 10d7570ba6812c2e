// Issue 20: the owner switches one section through the types. The editor's
// preview says where the type's data is edited and (issue 41 §6) shows the site's
// own FAQs, reviews, plans, listings and posts in the type's public view, or starter
// examples marked "Example" while the site has none; after Update a visitor sees the
// type's own content.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom, pageUrl } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveFaqs, saveListings, savePricingPlans, saveReviews } from "../../support/fixtures";
import { ownerPage, visitorPage } from "../../support/owner-page";

const TITLE = "One section, nine types";

type Shows = (section: ReturnType<Page["locator"]>) => Promise<void>;
/** Each type: its words in the picker, what its preview shows of the site's data, and what a visitor sees of it once saved. */
const TYPES: { type: string; label: string; previewShows: Shows; visitorSees: Shows }[] = [
  {
    type: "reviews",
    label: "Reviews",
    previewShows: async (p) => void (await p.getByText("Maria K.").waitFor()),
    visitorSees: async (s) => void (await s.getByRole("img", { name: "5 out of 5 stars" }).first().waitFor()),
  },
  {
    type: "faq",
    label: "FAQ",
    previewShows: async (p) => void (await p.locator("summary", { hasText: "Do you ship abroad?" }).waitFor()),
    visitorSees: async (s) => void (await s.locator("summary", { hasText: "Do you ship abroad?" }).waitFor()),
  },
  {
    type: "pricing_plans",
    label: "Pricing plans",
    previewShows: async (p) => void (await p.getByRole("heading", { name: "Growth", level: 3 }).waitFor()),
    visitorSees: async (s) => void (await s.getByRole("heading", { name: "Growth", level: 3 }).waitFor()),
  },
  {
    type: "real_estate",
    label: "Real estate",
    previewShows: async (p) => void (await p.getByRole("heading", { name: "Harbour loft", level: 3 }).waitFor()),
    visitorSees: async (s) => void (await s.getByRole("heading", { name: "Harbour loft", level: 3 }).waitFor()),
  },
  {
    type: "brand",
    label: "Brands",
    previewShows: async (p) => void (await p.getByRole("link", { name: "Acme" }).waitFor()),
    visitorSees: async (s) => void (await s.getByRole("link", { name: "Acme" }).waitFor()),
  },
  {
    type: "article_slider",
    label: "Article slider",
    previewShows: async (p) => void (await p.getByText("Our first story").first().waitFor()),
    visitorSees: async (s) => void (await s.getByText("Our first story").first().waitFor()),
  },
  {
    type: "help_center",
    label: "Help center",
    previewShows: async (p) => void (await p.getByText("Resetting your password").first().waitFor()),
    visitorSees: async (s) => void (await s.getByText("Resetting your password").first().waitFor()),
  },
  {
    type: "general",
    label: "General",
    previewShows: async () => {},
    visitorSees: async (s) => void (await s.locator("[data-metric-id]", { hasText: "Acme" }).waitFor()),
  },
];

describe("switching a section's type", () => {
  let org: TestOrg;
  let sectionId: number;

  beforeAll(async () => {
    org = await createOrg("Switch Co", undefined, { language: "en" });
    await saveFaqs(org, [{ question: "Do you ship abroad?", answer: "<p>Yes.</p>" }]);
    await saveReviews(org, [{ author: "Maria K.", rating: 5, text: "Fast and friendly." }]);
    await savePricingPlans(org, [{ name: "Growth", description: "For a small team.", price: 2900, features: ["Ten projects"] }]);
    await saveListings(org, [{ title: "Harbour loft", price: 350_000, currency: "EUR", status: "for_sale" }]);
    await createPost(org, { title: "Our first story", description: "How it began.", display_config: { display_as_blog_post: true } });
    await createPost(org, {
      title: "Resetting your password",
      description: "Choose a new one.",
      display_config: { is_help_center: true, help_center_order: 1 },
    });
    const section = await createSection(org, { section_title: TITLE });
    const metric = await createMetric(org, { title: "Acme", image: "https://cdn.example.com/acme.png", description: "https://acme.example/" });
    await addSectionMetric(org, section.id, metric.id);
    sectionId = section.id;
  });

  // One journey per type, in the list's order (each switches from the type before it): the nine-type journey
  // in one test took 93 s of its 120 s at load 12 (5 December).
  const labels = new Map(TYPES.map(({ type, label }) => [type, label]));
  it.for(TYPES)(
    "previews the $label type with the site's own data and where it is edited, and a visitor sees its content after Update",
    async ({ type, label, previewShows, visitorSees }) => {
      const owner = await ownerPage(org);
      const visitor = await visitorPage();
      const editor = await openEditorFrom(owner.page, `Edit section: ${TITLE}`, /Edit Template Section/);
      await editor.locator('[data-toolbar-trigger="type"]').click();
      await editor
        .getByRole("dialog", { name: "Type" })
        .getByRole("button", { name: new RegExp(`^${label}`) })
        .click();
      const preview = editor.locator(`[data-type-preview="${type}"]`);
      if (type === "general") {
        await expect.poll(() => preview.count()).toBe(0);
        await editor.getByTestId("section-preview").locator("[data-preview-metric]", { hasText: "Acme" }).waitFor();
      } else {
        await expect.poll(() => preview.locator("[data-type-data]").textContent()).toContain(`${labels.get(type)}: this section shows`);
        // The site's own data, in the type's public view: no skeleton, no examples.
        await previewShows(preview);
        await expect.poll(() => preview.locator("[data-type-content]").getAttribute("data-type-content")).toBe("site");
        await expect.poll(() => preview.locator("[data-section-skeleton], [data-example-label]").count()).toBe(0);
      }
      if (type === "faq") {
        const link = preview.getByRole("link", { name: /Edit FAQs in Global Settings/ });
        await expect.poll(() => link.getAttribute("href")).toBe("#open=settings&tab=faqs");
        await expect.poll(() => link.getAttribute("target")).toBe("_blank");
        expect(await axeViolations(owner.page, '[role="dialog"][aria-labelledby]'), "the editor previewing the site's FAQs").toEqual([]);
      }
      if (type === "help_center") expect(await preview.getByRole("link", { name: /Write a help article/ }).getAttribute("href")).toBe("#open=post");
      await editor.getByRole("button", { name: "Update", exact: true }).click();
      await owner.page.locator("[data-sonner-toast]", { hasText: "Section updated" }).last().waitFor();
      await editor.waitFor({ state: "detached" });

      expect((await visitor.page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
      const section = visitor.page.locator(`section[data-section-id="${sectionId}"]`);
      await expect.poll(() => section.getAttribute("data-section-type")).toBe(type);
      await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe(TITLE);
      await visitorSees(section);
    },
  );
});

describe("previewing a type on a site without its data", () => {
  let org: TestOrg;
  const title = "Nothing of its own yet";

  beforeAll(async () => {
    org = await createOrg("Empty Switch Co", undefined, { language: "en" });
    await createSection(org, { section_title: title });
  });

  async function choose(page: Page, label: string) {
    const editor = await openEditorFrom(page, `Edit section: ${title}`, /Edit Template Section/);
    await editor.locator('[data-toolbar-trigger="type"]').click();
    await editor
      .getByRole("dialog", { name: "Type" })
      .getByRole("button", { name: new RegExp(`^${label}`) })
      .click();
    return editor;
  }

  it("shows starter FAQs marked Example, so the owner does not take them for the site's", async () => {
    const owner = await ownerPage(org);
    const editor = await choose(owner.page, "FAQ");
    const preview = editor.locator('[data-type-preview="faq"]');
    await preview.locator("summary", { hasText: "How long does delivery take?" }).waitFor();
    await expect.poll(() => preview.locator("[data-example-label]").textContent()).toBe("Example");
    await expect.poll(() => preview.locator("[data-type-content]").textContent()).toContain("these examples show the layout and are not on your page");
    // Where the real questions are added stays beside them.
    await expect.poll(() => preview.getByRole("link", { name: /Edit FAQs in Global Settings/ }).getAttribute("href")).toBe("#open=settings&tab=faqs");
    expect(await axeViolations(owner.page, '[role="dialog"][aria-labelledby]'), "the editor previewing example FAQs").toEqual([]);
  });

  it("does not autoplay the article slider's preview for an owner who prefers reduced motion", async () => {
    const owner = await ownerPage(org, { context: { reducedMotion: "reduce" } });
    await owner.page.clock.install();
    const editor = await choose(owner.page, "Article slider");
    const preview = editor.locator('[data-type-preview="article_slider"]');
    await preview.getByText("Welcome to our blog").first().waitFor();
    await preview.locator("[data-example-label]").waitFor();
    const carousel = preview.locator("[data-slider-index]");
    await preview.getByRole("button", { name: "Play slides" }).waitFor();
    await owner.page.clock.runFor(12_000);
    expect(await carousel.getAttribute("data-slider-index")).toBe("0");
    await expect.poll(() => preview.getByRole("button", { name: "Play slides" }).count()).toBe(1);
  });
});
