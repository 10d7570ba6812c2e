import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, type TestOrg } from "../support/client";
import { createSection } from "../support/fixtures";

/**
 * Reviews (issue 20): the owner keeps them in Global Settings → Reviews (saved with
 * PUT /api/organizations/{id} like every list), a bad rating is refused with the
 * schema's message and nothing is stored, and a reviews section shows its own
 * organization's reviews with their average and schema.org data.
 */
const read = (org: TestOrg, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}`, { token });
async function save(org: TestOrg, reviews: unknown[], token = org.owner.token) {
  const { body } = await read(org);
  return api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { version: body.version, reviews }, token });
}
const page = async (org: TestOrg, path = "/") => {
  const { status, body } = await api<string>(org.host, path);
  expect(status, path).toBe(200);
  return String(body);
};
const reviewsSection = (html: string) => html.match(/<section[^>]*data-section-type="reviews"[\s\S]*?<\/section>/)?.[0] ?? "";
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!))
    .filter((data) => data["@type"] === "Organization");

let alpha: TestOrg;
let beta: TestOrg;
beforeAll(async () => {
  [alpha, beta] = await Promise.all([
    createOrg("Alpha Reviews Co", undefined, { language: "en", supportedLocales: ["en", "de"] }),
    createOrg("Beta Reviews Co", undefined, { language: "en" }),
  ]);
  await Promise.all([
    createSection(alpha, { section_title: "What clients say", section_type: "reviews" }),
    createSection(beta, { section_title: "Beta voices", section_type: "reviews" }),
  ]);
});

describe("Global Settings → Reviews", () => {
  it("saves the owner's reviews in order, the rating the select sends ('4') as a number, empty links and dates as none", async () => {
    const { status, body } = await save(alpha, [
      {
        author: "Maria K.",
        rating: 5,
        text: "Alpha fixed our site in a week.",
        text_translation: { de: "Alpha hat unsere Website in einer Woche repariert." },
        reviewed_on: "2026-03-14",
        source: "Google",
        source_url: "https://g.co/review/alpha-1",
      },
      { author: "Tom B.", rating: "4", text: "Alpha answers fast.", reviewed_on: "", source: "Trustpilot", source_url: "" },
      { author: "Ana R.", rating: 4, text: "Alpha is friendly.", reviewed_on: "2026-01-02" },
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
    const { body: after } = await read(alpha);
    expect(after.reviews.map((r: any) => [r.author, r.rating, r.reviewed_on, r.source, r.source_url, r.order])).toEqual([
      ["Maria K.", 5, "2026-03-14", "Google", "https://g.co/review/alpha-1", 0],
      ["Tom B.", 4, null, "Trustpilot", null, 10],
      ["Ana R.", 4, "2026-01-02", "", null, 20],
    ]);
    expect(after.reviews[0].text_translation).toEqual({ de: "Alpha hat unsere Website in einer Woche repariert." });
    // The Reviews tab's section answers them too.
    const section = await api(alpha.host, `/api/organizations/${alpha.id}/sections/reviews`, { token: alpha.owner.token });
    expect(section.status).toBe(200);
    expect(section.body.reviews.map((r: any) => r.author)).toEqual(["Maria K.", "Tom B.", "Ana R."]);
    await save(beta, [{ author: "Beta Client", rating: 1, text: "Beta was late." }]);
  });

  it("refuses a rating of 0, 6, 4.5 or 'x' with the schema's message, naming the review, and stores nothing", async () => {
    const { body: before } = await read(alpha);
    for (const rating of [0, 6, 4.5, "x"]) {
      const { status, body } = await save(alpha, [
        { author: "Fine", rating: 5 },
        { author: "Wrong", rating },
      ]);
      expect(status, String(rating)).toBe(400);
      expect(body, String(rating)).toEqual({ error: "Review 2: The rating must be a whole number from 1 to 5", field: "reviews.1.rating" });
    }
    const missingAuthor = await save(alpha, [{ author: " ", rating: 5 }]);
    expect(missingAuthor.status).toBe(400);
    expect(missingAuthor.body).toEqual({ error: "Review 1: Please enter the author's name", field: "reviews.0.author" });
    const badLink = await save(alpha, [{ author: "Link", rating: 5, source_url: "javascript:alert(1)" }]);
    expect(badLink.status).toBe(400);
    expect(badLink.body).toEqual({ error: "Review 1: The link to the review must be an address starting with https://", field: "reviews.0.source_url" });
    const { body: after } = await read(alpha);
    expect(after.reviews).toEqual(before.reviews);
    expect(after.version).toBe(before.version);
  });

  it("is saved by owners and admins only, and never into another organization", async () => {
    const editor = await member(alpha, "editor");
    expect((await save(alpha, [{ author: "Editor", rating: 5 }], editor.token)).status).toBe(403);
    const { body } = await read(alpha);
    // Another organization's owner: on this site refused, and on their own site this organization is not found.
    const put = { method: "PUT", body: { version: body.version, reviews: [] }, token: beta.owner.token };
    expect((await api(alpha.host, `/api/organizations/${alpha.id}`, put)).status).toBe(403);
    expect((await api(beta.host, `/api/organizations/${alpha.id}`, put)).status).toBe(404);
    expect((await read(alpha)).body.reviews).toHaveLength(3);
  });
});

describe("a reviews section", () => {
  it("shows the organization's reviews and their average, never another organization's, with schema.org data that parses", async () => {
    const html = await page(alpha);
    const section = reviewsSection(html);
    expect(section).toContain("What clients say");
    expect(section).toContain('data-reviews-average="4.3"');
    expect(section).toContain('aria-label="4.3 out of 5 stars"');
    expect(section).toContain("3 reviews");
    for (const text of ["Alpha fixed our site in a week.", "Alpha answers fast.", "Alpha is friendly.", "Maria K.", "Tom B.", "Ana R."])
      expect(section, text).toContain(text);
    expect(section).toContain('aria-label="5 out of 5 stars"');
    expect(section).toContain('<time dateTime="2026-03-14">Mar 14, 2026</time>');
    expect(section).toContain('href="https://g.co/review/alpha-1"');
    expect(section).toContain("via Trustpilot");
    expect(html).not.toContain("Beta was late.");
    expect(html).not.toContain("Beta Client");

    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Alpha Reviews Co",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
    });
    expect(data.review).toHaveLength(3);
    expect(data.review[0]).toMatchObject({
      "@type": "Review",
      author: { "@type": "Person", name: "Maria K." },
      reviewRating: { "@type": "Rating", ratingValue: 5 },
      reviewBody: "Alpha fixed our site in a week.",
      datePublished: "2026-03-14",
    });

    const other = reviewsSection(await page(beta));
    expect(other).toContain("Beta was late.");
    expect(other).toContain('data-reviews-average="1"');
    expect(other).toContain("1 review");
    expect(other).not.toContain("Alpha");
  });

  it("speaks the page's language: the text's translation, the count's plural, the date and the decimal comma", async () => {
    const german = reviewsSection(await page(alpha, "/de"));
    expect(german).toContain("Alpha hat unsere Website in einer Woche repariert.");
    expect(german).toContain("Alpha answers fast.");
    expect(german).toContain("3 Bewertungen");
    expect(german).toContain('aria-label="4,3 von 5 Sternen"');
    expect(german).toContain("14.03.2026");
  });

  it("shows the next save at once (the cached read is dropped), and the empty state without JSON-LD when none are left", async () => {
    await save(beta, [
      { author: "Beta Fan", rating: 5, text: "Beta got better." },
      { author: "Beta Client", rating: 4, text: "Beta was on time." },
    ]);
    const updated = reviewsSection(await page(beta));
    expect(updated).toContain("Beta got better.");
    expect(updated).toContain('data-reviews-average="4.5"');
    expect(updated).not.toContain("Beta was late.");
    await save(beta, []);
    const html = await page(beta);
    expect(reviewsSection(html)).toContain("No reviews yet.");
    expect(jsonLdOf(html)).toEqual([]);
  });
});
