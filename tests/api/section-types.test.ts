import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveFaqs } from "../support/fixtures";

/**
 * Sections of type faq, brand, article_slider and help_center show their own
 * organization's FAQs, logos and posts, and nothing of another's (issue 20).
 */
type Site = { org: TestOrg; name: string };

async function makeSite(name: string): Promise<Site> {
  const org = await createOrg(`${name} Co`, undefined, { language: "en", supportedLocales: ["en", "de"] });
  await saveFaqs(org, [
    { question: `${name} question one?`, answer: `<p>${name} answer one.</p>`, question_translation: { de: `${name} Frage eins?` } },
    { question: `${name} question two?`, answer: `<p>${name} answer two.</p>` },
  ]);
  // German titles (and one summary) for the page in German (issue 42); the rest falls back to English.
  await createPost(org, {
    title: `${name} blog story`,
    description: `${name} story summary.`,
    title_translation: { de: `${name} Blog-Geschichte` },
    display_config: { display_as_blog_post: true },
  });
  await createPost(org, { title: `${name} help second`, display_config: { is_help_center: true, help_center_order: 2 } });
  await createPost(org, {
    title: `${name} help first`,
    title_translation: { de: `${name} Hilfe zuerst` },
    description_translation: { de: `${name} Hilfe-Zusammenfassung.` },
    display_config: { is_help_center: true, help_center_order: 1 },
  });
  await createPost(org, { title: `${name} hidden help`, display_config: { display_this_post: false, is_help_center: true } });
  for (const section_type of ["faq", "brand", "article_slider", "help_center"]) {
    const section = await createSection(org, { section_title: `${name} ${section_type}`, section_type });
    if (section_type === "brand") {
      const metric = await createMetric(org, {
        title: `${name} logo`,
        image: `https://cdn.example.com/${name}.png`,
        description: `https://${name.toLowerCase()}.example/`,
      });
      await addSectionMetric(org, section.id, metric.id);
    }
  }
  return { org, name };
}

const page = async (site: Site, path = "/") => {
  const { status, body } = await api<string>(site.org.host, path);
  expect(status).toBe(200);
  return String(body);
};
/** The HTML of the section of `type` on the page. */
const sectionOf = (html: string, type: string) => html.match(new RegExp(`<section[^>]*data-section-type="${type}"[\\s\\S]*?</section>`))?.[0] ?? "";

let alpha: Site;
let beta: Site;
beforeAll(async () => {
  [alpha, beta] = await Promise.all([makeSite("Alpha"), makeSite("Beta")]);
});

describe("section types on the public page", () => {
  it("faq: the organization's FAQs as an accordion in the page's language, with FAQPage JSON-LD of its own", async () => {
    const html = await page(alpha);
    const faq = sectionOf(html, "faq");
    expect(faq).toContain("<h2");
    expect(faq).toContain("Alpha faq");
    expect(faq).toMatch(/<summary[^>]*><span>Alpha question one\?<\/span>/);
    expect(faq).toContain("Alpha answer two.");
    expect(html).not.toContain("Beta question");
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toEqual(["Alpha question one?", "Alpha question two?"]);
    const german = sectionOf(await page(alpha, "/de"), "faq");
    expect(german).toContain("Alpha Frage eins?");
    expect(german).toContain("Alpha question two?");
  });

  it("brand: the section's logos with their titles as alt text and their links", async () => {
    const brand = sectionOf(await page(beta), "brand");
    expect(brand).toContain('src="https://cdn.example.com/Beta.png"');
    expect(brand).toContain('alt="Beta logo"');
    expect(brand).toContain('href="https://beta.example/"');
    expect(brand).not.toContain("Alpha");
  });

  it("article_slider: the organization's blog posts only", async () => {
    const slider = sectionOf(await page(alpha), "article_slider");
    expect(slider).toContain("Alpha blog story");
    expect(slider).not.toContain("Beta");
    expect(slider).not.toContain("hidden help");
  });

  it("article_slider: the posts' titles in the page's language where translated, the summary falling back (issue 42)", async () => {
    const german = sectionOf(await page(alpha, "/de"), "article_slider");
    expect(german).toContain("Alpha Blog-Geschichte");
    expect(german).toContain("Alpha story summary.");
    expect(german).toContain('href="/de/');
    expect(german).not.toContain("Alpha blog story");
    const english = sectionOf(await page(alpha), "article_slider");
    expect(english).toContain("Alpha blog story");
    expect(english).not.toContain("Blog-Geschichte");
  });

  it("help_center: the articles' texts in the page's language where translated, the others in the site's (issue 42)", async () => {
    const german = sectionOf(await page(beta, "/de"), "help_center");
    expect(german).toContain("Beta Hilfe zuerst");
    expect(german).toContain("Beta Hilfe-Zusammenfassung.");
    expect(german).toContain("Beta help second");
    expect(german).toContain('href="/de/help-center"');
    expect(german.indexOf("Beta Hilfe zuerst")).toBeLessThan(german.indexOf("Beta help second"));
    expect(sectionOf(await page(beta), "help_center")).not.toContain("Hilfe zuerst");
  });

  it("help_center: the organization's shown help articles in help_center_order, and a link to /help-center", async () => {
    const help = sectionOf(await page(beta), "help_center");
    expect(help.indexOf("Beta help first")).toBeGreaterThan(-1);
    expect(help.indexOf("Beta help first")).toBeLessThan(help.indexOf("Beta help second"));
    expect(help).not.toContain("hidden help");
    expect(help).not.toContain("Alpha");
    expect(help).toContain('href="/help-center"');
    expect(help).toContain("Visit the help center");
  });
});
