// Issue 20: the owner switches one section through all nine types. The editor's
// preview shows each type's layout (its skeleton) and says where the type's data
// is edited; after Update a visitor sees the type's own content.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom, pageUrl } from "../../support/browser";
import { createOrg, type TestOrg } from "../../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveFaqs, saveReviews } from "../../support/fixtures";
import { ownerPage, visitorPage } from "../../support/owner-page";

const TITLE = "One section, nine types";

/** Each type: its words in the picker, and what a visitor sees of it once saved. */
const TYPES: { type: string; label: string; visitorSees: (section: ReturnType<Page["locator"]>) => Promise<void> }[] = [
  { type: "reviews", label: "Reviews", visitorSees: async (s) => void (await s.getByRole("img", { name: "5 out of 5 stars" }).first().waitFor()) },
  { type: "faq", label: "FAQ", visitorSees: async (s) => void (await s.locator("summary", { hasText: "Do you ship abroad?" }).waitFor()) },
  { type: "brand", label: "Brands", visitorSees: async (s) => void (await s.getByRole("link", { name: "Acme" }).waitFor()) },
  { type: "article_slider", label: "Article slider", visitorSees: async (s) => void (await s.getByText("Our first story").first().waitFor()) },
  { type: "help_center", label: "Help center", visitorSees: async (s) => void (await s.getByText("Resetting your password").first().waitFor()) },
  { type: "general", label: "General", visitorSees: async (s) => void (await s.locator("[data-metric-id]", { hasText: "Acme" }).waitFor()) },
];

describe("switching a section's type", () => {
  let org: TestOrg;
  let sectionId: number;

  beforeAll(async () => {
    org = await createOrg("Switch Co", undefined, { language: "en" });
    await saveFaqs(org, [{ question: "Do you ship abroad?", answer: "<p>Yes.</p>" }]);
    await saveReviews(org, [{ author: "Maria K.", rating: 5, text: "Fast and friendly." }]);
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

  it("previews each type's layout and where its data is edited, and a visitor sees each type's content after Update", { timeout: 120_000 }, async () => {
    const owner = await ownerPage(org);
    const visitor = await visitorPage();
    const labels = new Map(TYPES.map(({ type, label }) => [type, label]));
    for (const { type, label, visitorSees } of TYPES) {
      // Opening the editor, choosing the type, Update, and the visitor's page: about 5 s a type on a busy machine.
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
        await preview.locator(`[data-section-skeleton="${type}"]`).waitFor({ state: "attached" });
        await expect.poll(() => preview.locator("[data-type-data]").textContent()).toContain(`${labels.get(type)}: this section shows`);
      }
      if (type === "faq") {
        const link = preview.getByRole("link", { name: /Edit FAQs in Global Settings/ });
        await expect.poll(() => link.getAttribute("href")).toBe("#open=settings&tab=faqs");
        await expect.poll(() => link.getAttribute("target")).toBe("_blank");
        expect(await axeViolations(owner.page, '[role="dialog"][aria-labelledby]'), "the editor previewing a FAQ section").toEqual([]);
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
    }
  });
});
