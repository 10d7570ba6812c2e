import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signIn, signUp, type TestOrg } from "../support/client";

type Node = { title: string; path: string | null; kind: string; children: Node[] };
const titles = (nodes: Node[]) => nodes.map((n) => n.title);

/** GET /api/organizations/{id}/site-map: the Site Map modal's tree (spec/site-admin.md §2.8, §4). */
describe("GET /api/organizations/{id}/site-map", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg()]);
    const owner = { token: org.owner.token };
    expect((await api(org.host, "/api/pages", { method: "POST", ...owner, body: { title: "About us", slug: "about-us" } })).status).toBe(201);
    const section = await api(org.host, "/api/template-sections", { method: "POST", ...owner, body: { url_page: "/about-us", section_title: "Our team" } });
    expect(section.status).toBe(201);
    for (const body of [
      { title: "Spring news", content: "<p>Hi</p>", display_config: { display_as_blog_post: true } },
      { title: "How to book", content: "<p>Steps</p>", display_config: { is_help_center: true, display_as_blog_post: false } },
    ])
      expect((await api(org.host, "/api/posts", { method: "POST", ...owner, body })).status).toBe(201);
    const item = await api(org.host, "/api/menu-items", {
      method: "POST",
      ...owner,
      body: { organization_id: org.id, display_name: "Services", url_name: "/services", is_displayed: true, is_displayed_on_footer: false },
    });
    expect(item.status).toBe(201);
    const sub = await api(org.host, "/api/submenu-items", {
      method: "POST",
      ...owner,
      body: { organization_id: org.id, menu_item_id: item.body.menu_item.id, name: "Repairs", url_name: "repairs", is_displayed: true, description: "" },
    });
    expect(sub.status).toBe(201);
  });

  it("gives a member the home page and pages with their blocks, the posts by blog and help center, and the menu with its submenus", async () => {
    const editor = await member(org, "editor");
    const token = await signIn(org.host, editor.email, editor.password);
    const result = await api(org.host, `/api/organizations/${org.id}/site-map`, { token });
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toContain("no-store");
    const map = result.body;
    expect(map.organization).toEqual({ id: org.id, name: org.name });
    expect(map.home).toMatchObject({ title: "Home", path: "/", kind: "Home page" });
    expect(titles(map.home.children)).toEqual([org.name, "What we offer"]);
    const about = map.pages.find((p: Node) => p.path === "/about-us");
    expect(about).toMatchObject({ title: "About us", kind: "Page" });
    expect(about.children).toEqual([
      { title: "Our team", path: expect.stringMatching(/^\/about-us#block-template_section-\d+$/), kind: "Section", children: [] },
    ]);
    expect(titles(map.posts.blog)).toEqual(["Spring news"]);
    expect(map.posts.blog[0].path).toBe("/spring-news");
    expect(titles(map.posts.help_center)).toEqual(["How to book"]);
    expect(map.menu).toEqual([
      { title: "Services", path: "/services", kind: "Menu item", children: [{ title: "Repairs", path: "/repairs", kind: "Submenu item", children: [] }] },
    ]);
  });

  it("refuses visitors, customers and other organizations' members, and answers 'Organization not found' for another id", async () => {
    expect((await api(org.host, `/api/organizations/${org.id}/site-map`)).status).toBe(401);
    const customer = await signUp(org.host);
    const customerToken = await signIn(org.host, customer.email, customer.password);
    expect((await api(org.host, `/api/organizations/${org.id}/site-map`, { token: customerToken })).status).toBe(403);
    expect((await api(org.host, `/api/organizations/${org.id}/site-map`, { token: other.owner.token })).status).toBe(403);
    for (const id of [String(other.id), "99999999999", "abc"]) {
      const result = await api(org.host, `/api/organizations/${id}/site-map`, { token: org.owner.token });
      expect(result.status, id).toBe(404);
      expect(result.body.error).toBe("Organization not found");
    }
  });
});
