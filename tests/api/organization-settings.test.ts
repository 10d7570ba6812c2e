import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, type TestOrg } from "../support/client";

const read = (org: TestOrg, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}`, { token });
const save = (org: TestOrg, body: unknown, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body, token });
const section = (org: TestOrg, name: string, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}/sections/${name}`, { token });

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg();
});

describe("GET /api/organizations/{id}: the organization bundle", () => {
  it("holds the organization, its settings, version and every list of the spec for a member", async () => {
    const editor = await member(org, "editor");
    const { status, body } = await read(org, editor.token);
    expect(status).toBe(200);
    for (const key of [
      "organization",
      "settings",
      "website_hero",
      "menu_items",
      "submenu_items",
      "blog_posts",
      "products",
      "pricing_plans",
      "features",
      "faqs",
      "banners",
      "cookie_categories",
      "cookie_services",
      "cookie_consent_records",
      "header_style",
      "footer_style",
      "meeting_types",
      "version",
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.website_hero).toMatchObject({ url_page: "/" });
  });

  it("is refused to another organization's member and to a customer", async () => {
    const other = await createOrg();
    expect((await read(org, other.owner.token)).status).toBe(403);
    const customer = await signUp(org.host);
    expect((await read(org, customer.token)).status).toBe(403);
  });
});

describe("PUT /api/organizations/{id}: the Global Settings save", () => {
  it("saves settings and lists together, in order, and the site shows the new title", async () => {
    const { body: before } = await read(org);
    const { status, body } = await save(org, {
      version: before.version,
      settingsData: { site: "Acme Global", language: "en", supported_locales: ["en", "es"], with_language_switch: true },
      faqs: [
        { question: "How long does it take?", answer: "<p>Two weeks<script>x()</script></p>" },
        { question: "Do you travel?", answer: "" },
      ],
      products: [{ name: "Visa help", price: 19900, currency_symbol: "€" }],
      cookie_categories: [{ name: "Essential", cookie_service: [{ name: "Session", active: true }] }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.version).toBe(before.version + 1);
    const { body: after } = await read(org);
    expect(after.settings).toMatchObject({ site: "Acme Global", supported_locales: ["en", "es"], with_language_switch: true });
    expect(after.faqs.map((f: any) => [f.question, f.answer, f.order])).toEqual([
      ["How long does it take?", "<p>Two weeks</p>", 0],
      ["Do you travel?", "", 10],
    ]);
    expect(after.products[0]).toMatchObject({ name: "Visa help", price: 19900, currency_symbol: "€" });
    expect(after.cookie_categories[0]).toMatchObject({ name: "Essential", cookie_service: [{ name: "Session", active: true }] });
    const home = await api<string>(org.host, "/");
    expect(String(home.body)).toContain("<title>Acme Global</title>");
  });

  it("keeps an item's id when it is sent back, and deletes the items left out", async () => {
    const { body: before } = await read(org);
    const [first, second] = before.faqs;
    const { status } = await save(org, { version: before.version, faqs: [{ ...second, question: "Do you travel abroad?" }] });
    expect(status).toBe(200);
    const { body: after } = await read(org);
    expect(after.faqs).toHaveLength(1);
    expect(after.faqs[0]).toMatchObject({ id: second.id, question: "Do you travel abroad?", order: 0 });
    expect(after.faqs.some((f: any) => f.id === first.id)).toBe(false);
  });

  it("names the list, item and field of an invalid item, and saves nothing", async () => {
    const { body: before } = await read(org);
    const { status, body } = await save(org, {
      version: before.version,
      settingsData: { site: "Should not be saved" },
      faqs: [{ question: "Fine?" }, { question: "   " }],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: "FAQ 2: Please enter a question", field: "faqs.1.question" });
    const { body: after } = await read(org);
    expect(after.settings.site).toBe(before.settings.site);
    expect(after.faqs).toEqual(before.faqs);
    expect(after.version).toBe(before.version);
  });

  it("answers 409 when the organization changed since it was loaded", async () => {
    const { body: before } = await read(org);
    expect((await save(org, { version: before.version, settingsData: { with_language_switch: false } })).status).toBe(200);
    const stale = await save(org, { version: before.version, settingsData: { site: "Stale" } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBeTruthy();
    expect((await read(org)).body.settings.site).not.toBe("Stale");
  });

  it("refuses another organization's item id instead of changing it", async () => {
    const other = await createOrg();
    const { body: theirs } = await read(other);
    await save(other, { version: theirs.version, faqs: [{ question: "Theirs" }] });
    const theirFaq = (await read(other)).body.faqs[0];
    const { body: mine } = await read(org);
    const result = await save(org, { version: mine.version, faqs: [{ id: theirFaq.id, question: "Hijacked" }] });
    expect(result.status).toBe(400);
    expect((await read(other)).body.faqs[0].question).toBe("Theirs");
  });

  it("is for owners and admins only", async () => {
    const editor = await member(org, "editor");
    expect((await save(org, { settingsData: { site: "Editor" } }, editor.token)).status).toBe(403);
    const admin = await member(org, "admin");
    expect((await save(org, { settingsData: { site: "Admin's title" } }, admin.token)).status).toBe(200);
  });
});

describe("PUT /api/organizations/{id}: the hero and the menu", () => {
  const html = async (target: TestOrg) => (await api(target.host, "/")).body as string;

  it("saves heroData on the home page's hero, by the form's names or the spec's settings names", async () => {
    const target = await createOrg();
    const { body: before } = await read(target);
    const heroId = before.website_hero.id;
    const saved = await save(target, {
      version: before.version,
      heroData: { title: "Fresh bread daily", description: "Since 1921.", button: "Order now", button_style: { url: "/order" } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let { body: after } = await read(target);
    expect(after.website_hero).toMatchObject({
      id: heroId,
      url_page: "/",
      title: "Fresh bread daily",
      description: "Since 1921.",
      button: "Order now",
      button_style: { url: "/order" },
    });
    expect(await html(target)).toContain("Fresh bread daily");

    // The spec's names (spec/site-admin.md §3 "Hero fields") fill the same fields; other fields stay.
    expect((await save(target, { heroData: { h1_title: "Bread, daily", button_main_url: "/menu" } })).status).toBe(200);
    ({ body: after } = await read(target));
    expect(after.website_hero).toMatchObject({
      id: heroId,
      title: "Bread, daily",
      description: "Since 1921.",
      button: "Order now",
      button_style: { url: "/menu" },
    });
  });

  it("creates the home page's hero when there is none, and needs its title then", async () => {
    const target = await createOrg();
    const { body: before } = await read(target);
    expect((await api(target.host, `/api/hero-sections/${before.website_hero.id}`, { method: "DELETE", token: target.owner.token })).status).toBe(200);
    const refused = await save(target, { heroData: { description: "No title" }, faqs: [{ question: "Kept?" }] });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("heroData.title");
    expect(refused.body.error).toMatch(/^Hero section: /);
    expect((await read(target)).body.faqs).toEqual([]);
    expect((await save(target, { heroData: { title: "A new hero" } })).status).toBe(200);
    expect((await read(target)).body.website_hero).toMatchObject({ url_page: "/", title: "A new hero" });
  });

  it("refuses an invalid hero field with its name, saving nothing", async () => {
    const target = await createOrg();
    const { body: before } = await read(target);
    const refused = await save(target, { settingsData: { site: "Not saved" }, heroData: { title: "x".repeat(301) } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: "heroData.title", error: "Hero section: The title can have at most 300 characters." });
    const { body: after } = await read(target);
    expect(after.website_hero.title).toBe(before.website_hero.title);
    expect(after.settings.site).toBe(before.settings.site);
  });

  it("saves menu_items and submenu_items whole: order by place, deletions take their submenu items, the header shows it", async () => {
    const target = await createOrg();
    const post = (path: string, payload: Record<string, unknown>) => api(target.host, path, { method: "POST", body: payload, token: target.owner.token });
    const services = (await post("/api/menu-items", { display_name: "Services", url_name: "services" })).body.menu_item;
    const old = (await post("/api/menu-items", { display_name: "Old", url_name: "old" })).body.menu_item;
    await post("/api/submenu-items", { menu_item_id: old.id, name: "Old child", url_name: "old-child" });
    const saved = await save(target, {
      menu_items: [
        { display_name: "Contact", url_name: "Contact Us" },
        { id: services.id, display_name: "Our services", url_name: "services", is_displayed: true, is_displayed_on_footer: false },
      ],
      submenu_items: [
        { menu_item_id: services.id, name: "Design", url_name: "design" },
        { menu_item_id: services.id, name: "Hosting", url_name: "hosting" },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { body } = await read(target);
    expect(body.menu_items.map((i: any) => [i.display_name, i.url_name, i.order, i.is_displayed_on_footer])).toEqual([
      ["Contact", "contact-us", 0, true],
      ["Our services", "services", 10, false],
    ]);
    expect(body.menu_items[1].id).toBe(services.id);
    expect(body.menu_items[1].submenu_items.map((s: any) => [s.name, s.order])).toEqual([
      ["Design", 0],
      ["Hosting", 10],
    ]);
    expect(body.submenu_items.map((s: any) => s.name)).toEqual(["Design", "Hosting"]);
    const page = await html(target);
    expect(page).toContain("Our services");
    expect(page).not.toContain("Old child");
  });

  it("refuses a submenu item under a missing or foreign menu item, and an empty name, saving nothing", async () => {
    const target = await createOrg();
    const other = await createOrg();
    const foreign = (await api(other.host, "/api/menu-items", { method: "POST", body: { display_name: "Theirs" }, token: other.owner.token })).body.menu_item;
    const refused = await save(target, { menu_items: [{ display_name: "Mine" }], submenu_items: [{ menu_item_id: foreign.id, name: "Sneaky" }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^Submenu item 1: its menu item \d+ does not exist/);
    expect((await read(target)).body.menu_items).toEqual([]);
    const empty = await save(target, { menu_items: [{ display_name: "   " }] });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe("menu_items.0.display_name");
    expect((await api(other.host, `/api/menu-items?organization_id=${other.id}`)).body.menu_items.map((i: any) => i.display_name)).toEqual(["Theirs"]);
  });
});

describe("PUT /api/organizations/{id}: blog_posts", () => {
  it("shows or hides posts by their display flags, as a save of each post (version checked, a revision kept)", async () => {
    const target = await createOrg();
    const created = await api(target.host, "/api/posts", {
      method: "POST",
      token: target.owner.token,
      body: { title: "Harvest news", content: "<p>Apples.</p>", display_config: { display_as_blog_post: true } },
    });
    expect(created.status).toBe(201);
    const { body: before } = await read(target);
    const post = before.blog_posts.find((p: any) => p.slug === "harvest-news");
    expect(post.display_config).toMatchObject({ display_this_post: true, display_as_blog_post: true, is_displayed_first_page: false });
    expect((await api(target.host, "/blog")).body).toContain("Harvest news");

    const saved = await save(target, {
      blog_posts: [{ id: post.id, version: post.version, display_config: { display_as_blog_post: false, is_displayed_first_page: true } }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = (await api(target.host, "/api/posts/harvest-news", { token: target.owner.token })).body;
    const fields = stored.post ?? stored;
    expect(fields.display_config).toMatchObject({ display_this_post: true, display_as_blog_post: false, is_displayed_first_page: true });
    expect(fields.version).toBe(post.version + 1);
    expect((await api(target.host, "/blog")).body).not.toContain("Harvest news");
    const revisions = (await api(target.host, "/api/posts/harvest-news/revisions", { token: target.owner.token })).body;
    expect((revisions.revisions ?? revisions).length).toBe(2);

    // The version the settings loaded is now old: 409, and nothing else in the save is kept.
    const stale = await save(target, { settingsData: { site: "Not saved" }, blog_posts: [{ id: post.id, version: post.version, display_this_post: false }] });
    expect(stale.status).toBe(409);
    expect((await read(target)).body.settings.site).not.toBe("Not saved");
  });

  it("refuses an unknown or another organization's post, and a malformed item", async () => {
    const target = await createOrg();
    const other = await createOrg();
    const theirs = (await api(other.host, "/api/posts", { method: "POST", token: other.owner.token, body: { title: "Theirs", content: "<p>x</p>" } })).body;
    const theirId = (theirs.post ?? theirs).id;
    const foreign = await save(target, { blog_posts: [{ id: theirId, display_this_post: false }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(`Blog post ${theirId} does not exist (it may have been deleted): reload the settings.`);
    expect((await save(target, { blog_posts: [{ display_this_post: false }] })).body.field).toBe("blog_posts.0.id");
    const still = (await api(other.host, "/api/posts/theirs", { token: other.owner.token })).body;
    expect((still.post ?? still).display_config.display_this_post).toBe(true);
  });
});

describe("GET /api/organizations/{id}/sections/{sectionName}", () => {
  it("answers each section's keys", async () => {
    const expected: Record<string, string[]> = {
      hero: ["website_hero"],
      products: ["products", "pricing_plans"],
      features: ["features"],
      faqs: ["faqs"],
      banners: ["banners"],
      menu: ["menu_items", "submenu_items"],
      blog: ["blog_posts"],
      cookies: ["cookie_categories", "cookie_services", "cookie_consent_records"],
    };
    for (const [name, keys] of Object.entries(expected)) {
      const { status, body } = await section(org, name);
      expect(status, name).toBe(200);
      expect(Object.keys(body).sort(), name).toEqual([...keys].sort());
    }
  });

  it("answers a JSON 404 for an unknown section and for another organization", async () => {
    for (const name of ["secrets", "__proto__", "constructor", "Hero"]) {
      const unknown = await section(org, name);
      expect(unknown.status, name).toBe(404);
      expect(unknown.headers.get("content-type"), name).toContain("application/json");
      expect(unknown.body.error, name).toBe(
        `Unknown section "${name}". Sections: hero, products, features, faqs, reviews, banners, menu, blog, cookies, meetings, listings, redirects.`,
      );
    }
    const other = await createOrg();
    expect((await api(org.host, `/api/organizations/${other.id}/sections/faqs`, { token: org.owner.token })).status).toBe(404);
  });
});
