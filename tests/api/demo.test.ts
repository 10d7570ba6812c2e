import { describe, expect, it } from "vitest";
import { api, signIn } from "../support/client";

// The demo organization seeded on the first start (README: owner@onsite.local / onsite-demo-1).
describe("the demo site seeded on the first start", () => {
  it("has the Global Settings lists a real site would have, in the spec's shapes", async () => {
    const token = await signIn("localhost", "owner@onsite.local", "onsite-demo-1");
    const { status, body } = await api("localhost", "/api/organizations/1", { token });
    expect(status).toBe(200);
    expect(body.menu_items.map((m: any) => m.display_name)).toEqual(["About", "Services", "Pricing", "Resources"]);
    expect(body.menu_items.every((m: any) => m.is_displayed && m.is_displayed_on_footer)).toBe(true);
    const resources = body.menu_items.find((m: any) => m.display_name === "Resources");
    expect(body.submenu_items.filter((s: any) => s.menu_item_id === resources.id).map((s: any) => [s.name, s.url_name])).toEqual([
      ["Blog", "blog"],
      ["Help center", "help-center"],
    ]);
    expect(body.faqs).toHaveLength(4);
    expect(body.reviews.map((r: any) => [r.author, r.rating])).toEqual([
      ["Lena Hoffmann", 5],
      ["Marco Bianchi", 5],
      ["Sarah O'Connor", 4],
      ["Kenji Watanabe", 5],
    ]);
    expect(body.pricing_plans.map((p: any) => p.name)).toEqual(["Starter", "Team", "Business"]);
    expect(body.banners).toHaveLength(1);
    expect(body.banners[0].content.text).toBe("New: book a free site review with our team.");
    expect(body.cookie_categories.map((c: any) => [c.name, c.cookie_service.length])).toEqual([
      ["Essential", 1],
      ["Analytics", 1],
      ["Marketing", 1],
    ]);
    expect(body.meeting_types.map((m: any) => m.name)).toEqual(["Intro call", "Site review"]);
    // Weekly hours for the booking widget: five weekdays in two blocks, and Saturday morning.
    expect(body.meeting_hours).toHaveLength(11);
    expect(body.listings.map((l: any) => [l.title, l.status, l.images.length])).toEqual([
      ["Townhouse with a garden", "for_sale", 2],
      ["Bright flat by the river", "for_rent", 2],
      ["Villa with a pool", "under_offer", 2],
    ]);
  });

  it("has About, Services and Pricing pages, the basket, three blog posts with cover images and two help-center articles", async () => {
    for (const path of ["/about", "/services", "/pricing", "/basket", "/blog", "/help-center", "/edit-your-website-without-leaving-it", "/getting-started"]) {
      expect((await api("localhost", path)).status, path).toBe(200);
    }
    const posts = await api("localhost", "/api/posts");
    expect(posts.status).toBe(200);
    const list: any[] = Array.isArray(posts.body) ? posts.body : posts.body.posts;
    const blog = list.filter((p) => p.display_config.display_as_blog_post);
    expect(blog).toHaveLength(3);
    const photos: string[] = blog.map((p) => p.media_config.main_photo);
    expect(photos.every((photo) => photo.startsWith("/_onsite/demo/"))).toBe(true);
    expect(list.filter((p) => p.display_config.is_help_center)).toHaveLength(2);
    for (const photo of photos) {
      const image = await api("localhost", photo);
      expect(image.status, photo).toBe(200);
      expect(image.headers.get("content-type")).toContain("image/svg+xml");
    }
  });

  it("shows its FAQs to visitors on the Services page, as an accordion with FAQPage data", async () => {
    const page = await api("localhost", "/services");
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain("Questions we hear often");
    const questions = [...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map(([, inner = ""]) => inner.replace(/<[^>]+>/g, "").trim());
    expect(questions).toEqual([
      "Do I need to know how to code?",
      "Can my team edit the site too?",
      "Is my site available in other languages?",
      "Where is my data kept?",
    ]);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it("shows its reviews on the About page with their average and schema.org Review data", async () => {
    const html = (await api<string>("localhost", "/about")).body as string;
    const section = html.match(/<section[^>]*data-section-type="reviews"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(section).toContain("What our clients say");
    expect(section).toContain('aria-label="4.8 out of 5 stars"');
    expect(section).toContain("4 reviews");
    expect(section).toContain("Lena Hoffmann");
    expect(section).toContain('href="https://www.trustpilot.com/review/onsite.local"');
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!))
      .find((d) => d["@type"] === "Organization");
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 4, bestRating: 5 });
    expect(data.review.map((r: any) => r.author.name)).toEqual(["Lena Hoffmann", "Marco Bianchi", "Sarah O'Connor", "Kenji Watanabe"]);
  });

  it("shows its three pricing plans on the Pricing page, Team on promotion, each with Add to basket", async () => {
    const page = await api("localhost", "/pricing");
    expect(page.status).toBe(200);
    const html = page.body as string;
    const names = [...html.matchAll(/<li data-plan="\d+"[^>]*><h3[^>]*>([^<]*)<\/h3>/g)].map(([, name]) => name);
    expect(names).toEqual(["Starter", "Team", "Business"]);
    expect(html).toMatch(/<s aria-hidden="true"[^>]*>€29\.00<\/s>/);
    expect(html).toContain("Now €19.00, was €29.00");
    expect(html.match(/>Add to basket</g)).toHaveLength(3);
  });
});
