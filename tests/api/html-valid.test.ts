import { describe, expect, it } from "vitest";
import { api, createOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveFaqs, savePricingPlans, saveReviews } from "../support/fixtures";
import { htmlProblems } from "../support/html";

async function problemsOf(host: string, path: string, expectedStatus = 200) {
  const { status, body } = await api<string>(host, path);
  expect(status, path).toBe(expectedStatus);
  return (await htmlProblems(String(body))).map((problem) => `${path}: ${problem}`);
}

describe("the HTML the site serves", () => {
  it("is valid on every page of the demo site, and on its 404 page (JSON-LD included)", async () => {
    const paths = ["/", "/about", "/services", "/pricing", "/basket", "/blog", "/help-center", "/getting-started", "/edit-your-website-without-leaving-it"];
    const found = (await Promise.all(paths.map((path) => problemsOf("localhost", path)))).flat();
    found.push(...(await problemsOf("localhost", "/no-such-page", 404)));
    expect(found).toEqual([]);
  });

  it("is valid on a page with a section of every type, in the default language and in another", async () => {
    const org = await createOrg("Valid Types Co", undefined, { language: "en", supportedLocales: ["en", "de"] });
    await saveFaqs(org, [{ question: "Is it valid?", answer: "<p>It <strong>is</strong>.</p>", question_translation: { de: "Ist es gültig?" } }]);
    await saveReviews(org, [
      {
        author: "Maria K.",
        rating: 4,
        text: "Valid & <b>sound</b>.",
        text_translation: { de: "Gültig." },
        reviewed_on: "2026-03-14",
        source: "Google",
        source_url: "https://g.co/r/1",
      },
    ]);
    await savePricingPlans(org, [
      { name: "Pro", price: 2900, promotion_price: 1900, is_promotion: true, features: ["All of it"], features_translation: { de: ["Alles"] } },
    ]);
    await createPost(org, { title: "A story", description: "Its summary.", display_config: { display_as_blog_post: true } });
    await createPost(org, { title: "A help article", description: "How to.", display_config: { is_help_center: true, help_center_order: 1 } });
    const types = ["general", "reviews", "help_center", "real_estate", "brand", "article_slider", "contact", "faq", "pricing_plans"];
    for (const section_type of types) {
      const section = await createSection(org, { section_title: `The ${section_type} section`, section_description: "<p>What it holds.</p>", section_type });
      const metric = await createMetric(org, {
        title: `${section_type} metric`,
        image: "https://cdn.example.com/logo.png",
        description: "https://example.com/",
      });
      await addSectionMetric(org, section.id, metric.id);
    }
    const home = String((await api<string>(org.host, "/")).body);
    for (const type of types) expect(home, type).toContain(`data-section-type="${type}"`);
    const found = [...(await problemsOf(org.host, "/")), ...(await problemsOf(org.host, "/de"))];
    expect(found).toEqual([]);
  });
});
