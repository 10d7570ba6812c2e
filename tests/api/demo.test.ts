import { describe, expect, it } from "vitest";
import { api, signIn } from "../support/client";

// The demo organization seeded on the first start (README: owner@onsite.local / onsite-demo-1).
describe("the demo site seeded on the first start", () => {
  it("has the Global Settings lists a real site would have, in the spec's shapes", async () => {
    const token = await signIn("localhost", "owner@onsite.local", "onsite-demo-1");
    const { status, body } = await api("localhost", "/api/organizations/1", { token });
    expect(status).toBe(200);
    expect(body.menu_items.map((m: any) => m.display_name)).toEqual(["About", "Services", "Resources"]);
    expect(body.menu_items.every((m: any) => m.is_displayed && m.is_displayed_on_footer)).toBe(true);
    const resources = body.menu_items.find((m: any) => m.display_name === "Resources");
    expect(body.submenu_items.filter((s: any) => s.menu_item_id === resources.id).map((s: any) => [s.name, s.url_name])).toEqual([
      ["Blog", "blog"],
      ["Help center", "help-center"],
    ]);
    expect(body.faqs).toHaveLength(4);
    expect(body.pricing_plans.map((p: any) => p.name)).toEqual(["Starter", "Team", "Business"]);
    expect(body.banners).toHaveLength(1);
    expect(body.banners[0].content.text).toBe("New: book a free site review with our team.");
    expect(body.cookie_categories.map((c: any) => [c.name, c.cookie_service.length])).toEqual([
      ["Essential", 1],
      ["Analytics", 1],
      ["Marketing", 1],
    ]);
    expect(body.meeting_types.map((m: any) => m.name)).toEqual(["Intro call", "Site review"]);
  });

  it("has About and Services pages, three blog posts with cover images and two help-center articles", async () => {
    for (const path of ["/about", "/services", "/blog", "/help-center", "/edit-your-website-without-leaving-it", "/getting-started"]) {
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
});
