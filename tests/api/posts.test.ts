import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { createPost } from "../support/fixtures";

type Post = Record<string, any> & { id: number; slug: string; title: string; version: number; updated_at: string; content: string };

const newSlug = () => unique("post-").toLowerCase();

const create = (org: TestOrg, body: unknown, token: string | null = org.owner.token) =>
  api<Post>(org.host, "/api/posts", { method: "POST", body, token: token ?? undefined });
const patch = (org: TestOrg, slug: string, body: unknown, token: string | null = org.owner.token) =>
  api<Post>(org.host, `/api/posts/${slug}`, { method: "PATCH", body, token: token ?? undefined });
const read = (org: TestOrg, slug: string, token: string | null = org.owner.token) => api<Post>(org.host, `/api/posts/${slug}`, { token: token ?? undefined });
const remove = (org: TestOrg, slug: string, token: string | null = org.owner.token) =>
  api(org.host, `/api/posts/${slug}`, { method: "DELETE", token: token ?? undefined });
const list = async (org: TestOrg, query = "", token: string | null = org.owner.token) => {
  const result = await api<Post[]>(org.host, `/api/posts${query}`, { token: token ?? undefined });
  if (result.status !== 200) throw new Error(`list ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
};
const revisions = (org: TestOrg, slug: string, token: string | null = org.owner.token) =>
  api<any[]>(org.host, `/api/posts/${slug}/revisions`, { token: token ?? undefined });
const restore = (org: TestOrg, slug: string, id: number | string, body: unknown, token: string | null = org.owner.token) =>
  api<Post>(org.host, `/api/posts/${slug}/revisions/${id}/restore`, { method: "POST", body, token: token ?? undefined });

const userId = async (org: TestOrg, token: string) => (await api(org.host, "/api/session", { token })).body.user.id as string;

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("POST /api/posts", () => {
  it("creates a post with the spec's fields, in the spec's nested shape", async () => {
    const slug = newSlug();
    const { status, body } = await create(org, {
      title: "  Launch notes  ",
      slug,
      description: " What changed ",
      content: "<h2>New</h2><p>Things.</p>",
      author_name: "Ann",
      metadescription_for_page: "Short.",
      display_config: { display_as_blog_post: true, is_displayed_first_page: true, type: "minimal" },
      organization_config: { subsection: "News", order: "5" },
      author_config: { is_with_author: true },
      media_config: { main_photo: "https://cdn.example.com/cover.jpg" },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      organization_id: org.id,
      title: "Launch notes",
      slug,
      description: "What changed",
      content: "<h2>New</h2><p>Things.</p>",
      author_name: "Ann",
      metadescription_for_page: "Short.",
      display_config: {
        display_this_post: true,
        display_as_blog_post: true,
        is_displayed_first_page: true,
        is_help_center: false,
        help_center_order: 0,
        type: "minimal",
      },
      organization_config: { section_id: null, subsection: "News", order: 5 },
      author_config: { is_with_author: true, is_company_author: false, author_id: null },
      media_config: { main_photo: "https://cdn.example.com/cover.jpg" },
      version: 1,
    });
    expect(new Date(body.created_on).toISOString()).toBe(body.created_on);
    expect(body).not.toHaveProperty("display_as_blog_post");
    expect((await read(org, slug)).body).toEqual(body);
  });

  it("also takes the fields flat, and refuses one field sent both ways with two values", async () => {
    const flat = await createPost(org, { is_help_center: true, help_center_order: 3, type: "landing" });
    expect(flat.display_config).toMatchObject({ is_help_center: true, help_center_order: 3, type: "landing" });
    const twice = await create(org, { title: "T", slug: newSlug(), type: "default", display_config: { type: "landing" } });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe("display_config.type");
    expect((await create(org, { title: "T", slug: newSlug(), display_config: "yes" })).status).toBe(400);
  });

  it("generates the slug from the title: lowercase, special characters stripped, spaces to hyphens", async () => {
    const fresh = await createOrg();
    const made = await create(fresh, { title: "Hello, World! Ça va?" });
    expect(made.status).toBe(201);
    expect(made.body.slug).toBe("hello-world-ca-va");
    expect((await create(fresh, { title: "Second Post", slug: "" })).body.slug).toBe("second-post");
    const nothing = await create(fresh, { title: "!!!" });
    expect(nothing.status).toBe(400);
    expect(nothing.body.field).toBe("slug");
    const reserved = await create(fresh, { title: "Blog" });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toEqual({ error: "The address /blog is used by the site itself. Please choose another slug.", field: "slug" });
  });

  it("answers 'Title is required' and the other field messages, and stores nothing", async () => {
    const fresh = await createOrg();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: newSlug() }, "title", "Title is required"],
      [{ title: "   ", slug: newSlug() }, "title", "Title is required"],
      [{ title: "T", slug: "Bad Slug" }, "slug", "Slug can only contain lowercase letters, numbers, and hyphens"],
      [
        { title: "T", slug: newSlug(), metadescription_for_page: "x".repeat(161) },
        "metadescription_for_page",
        "Meta description must be 160 characters or fewer",
      ],
      [{ title: "T", slug: newSlug(), type: "fancy" }, "type", "type must be one of: default, minimal, landing"],
      [{ title: "T", slug: newSlug(), organization_config: { order: "1.5" } }, "order", "order must be a whole number"],
      [{ title: "T", slug: newSlug(), media_config: { main_photo: "javascript:alert(1)" } }, "main_photo", "Please enter a valid image URL"],
      [{ title: "T", slug: newSlug(), author_config: { author_id: "nobody" } }, "author_id", "The author must be a member of this organization"],
      [{ title: "T", slug: newSlug(), content: `${"<div>".repeat(101)}x` }, "content", "The content is nested too deeply (at most 100 levels of tags)"],
    ];
    for (const [body, field, message] of cases) {
      const result = await create(fresh, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body).toEqual({ error: message, field });
    }
    expect((await create(fresh, { title: "T", slug: newSlug(), metadescription_for_page: "x".repeat(160) })).status).toBe(201);
    expect(await list(fresh)).toHaveLength(1);
  });

  it("takes a member of the organization as author, never someone else", async () => {
    const editor = await member(org, "editor");
    const made = await createPost(org, { author_config: { is_with_author: true, author_id: await userId(org, editor.token) } });
    expect(made.author_config.author_id).toBe(await userId(org, editor.token));
    const stranger = await create(org, { title: "T", slug: newSlug(), author_id: await userId(other, other.owner.token) });
    expect(stranger.status).toBe(400);
  });

  it("keeps slugs unique together with pages: 409 with a clear message", async () => {
    const page = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Page", slug: newSlug() } });
    expect(page.status).toBe(201);
    const onPage = await create(org, { title: "T", slug: page.body.slug });
    expect(onPage.status).toBe(409);
    expect(onPage.body).toEqual({ error: "A page with this slug already exists", field: "slug" });
    const first = await createPost(org);
    const onPost = await create(org, { title: "T", slug: first.slug });
    expect(onPost.status).toBe(409);
    expect(onPost.body).toEqual({ error: "A post with this slug already exists", field: "slug" });
    const pageOnPost = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Page", slug: first.slug } });
    expect(pageOnPost.status).toBe(409);
    // Another organization may use the slug.
    expect((await create(other, { title: "Theirs", slug: first.slug })).status).toBe(201);
  });

  it("gives one post and 409s when creates with one slug race", async () => {
    const title = `Race ${unique("r")}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => create(org, { title })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const result of results.filter((r) => r.status === 409)) expect(result.body).toEqual({ error: "A post with this slug already exists", field: "slug" });
    const slug = results.find((r) => r.status === 201)!.body.slug;
    expect((await list(org)).filter((p) => p.slug === slug)).toHaveLength(1);
  });

  it("sanitizes the content: no script, event handler or javascript: link is stored", async () => {
    const made = await createPost(org, {
      content:
        '<h2 onclick="alert(1)">Title</h2><p>Hi<script>alert("x")</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>' +
        '<img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="A"><iframe src="https://evil.example"></iframe><blockquote>q</blockquote>',
    });
    const expected =
      '<h2>Title</h2><p>Hi <a rel="noopener">bad</a> <a href="https://example.com" rel="noopener">good</a></p><img src="https://cdn.example.com/a.png" alt="A" /><blockquote>q</blockquote>';
    expect(made.content).toBe(expected);
    expect((await read(org, made.slug)).body.content).toBe(expected);
    const [latest] = (await revisions(org, made.slug)).body;
    expect((await api(org.host, `/api/posts/${made.slug}/revisions/${latest.id}`, { token: org.owner.token })).body.content).toBe(expected);
  });

  it("keeps a landing page's layout, classes and styles, but no script; a new type re-sanitizes the content", async () => {
    const html =
      '<section class="hero" style="display:flex;background:url(javascript:alert(1))"><h1 class="big">Hi</h1><script>alert(1)</script><form><input name="x"></form></section>';
    const landing = await createPost(org, { type: "landing", content: html });
    expect(landing.content).toBe('<section class="hero" style="display:flex"><h1 class="big">Hi</h1></section>');
    const article = await patch(org, landing.slug, { type: "default", version: landing.version });
    expect(article.body.content).toBe("<h2>Hi</h2>");
  });

  it("is 401 signed out, 403 for a customer and another organization's member; admins and editors may write", async () => {
    const body = { title: "Nope", slug: newSlug() };
    expect((await create(org, body, null)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await create(org, body, customer.token)).status).toBe(403);
    expect((await create(org, body, other.owner.token)).status).toBe(403);
    expect((await create(org, { ...body, organization_id: other.id })).status).toBe(403);
    expect((await list(org)).some((p) => p.slug === body.slug)).toBe(false);
    const [admin, editor] = await Promise.all([member(org, "admin"), member(org, "editor")]);
    expect((await create(org, { title: "By admin", slug: newSlug() }, admin.token)).status).toBe(201);
    expect((await create(org, { title: "By editor", slug: newSlug() }, editor.token)).status).toBe(201);
  });

  it("never answers 500 to bad input", async () => {
    const bodies: unknown[] = [
      { title: 5 },
      { title: "T", slug: 12 },
      { title: "T", content: 7 },
      { title: "T", content: ["x"] },
      { title: "T", display_config: { display_this_post: "yes" } },
      { title: "T", organization_config: { section_id: 2 ** 40 } },
      { title: "T", help_center_order: "99999999999" },
      { title: "T\u0000" },
      { title: "x".repeat(200_000) },
      [],
      "text",
      null,
    ];
    for (const body of bodies) {
      const result = await create(org, body);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof result.body.error).toBe("string");
    }
    expect((await create(org, JSON.stringify({ title: "T", content: "x".repeat(1024 * 1024 + 10) }))).status).toBe(413);
    expect((await api(org.host, "/api/posts", { method: "POST", body: "{not json", token: org.owner.token })).status).toBe(400);
  });
});

describe("GET /api/posts", () => {
  it("lists the organization's posts newest first, without content or pages; filters by flag", async () => {
    const fresh = await createOrg();
    await api(fresh.host, "/api/pages", { method: "POST", token: fresh.owner.token, body: { title: "A page", slug: newSlug() } });
    const blog = await createPost(fresh, { display_as_blog_post: true, content: "<p>long</p>" });
    const front = await createPost(fresh, { display_as_blog_post: true, is_displayed_first_page: true });
    const helpB = await createPost(fresh, { is_help_center: true, help_center_order: 2 });
    const helpA = await createPost(fresh, { is_help_center: true, help_center_order: 1 });
    const hidden = await createPost(fresh, { display_this_post: false });
    const ids = (posts: Post[]) => posts.map((p) => p.id);

    const all = await list(fresh);
    expect(ids(all)).toEqual([hidden.id, helpA.id, helpB.id, front.id, blog.id]);
    expect(all[0]).not.toHaveProperty("content");
    expect(ids(await list(fresh, "?display_as_blog_post=true"))).toEqual([front.id, blog.id]);
    expect(ids(await list(fresh, "?is_displayed_first_page=true"))).toEqual([front.id]);
    expect(ids(await list(fresh, "?is_help_center=true"))).toEqual([helpA.id, helpB.id]);
    expect(ids(await list(fresh, "?display_this_post=false"))).toEqual([hidden.id]);
    expect(ids(await list(fresh, "?display_as_blog_post=true&is_displayed_first_page=false"))).toEqual([blog.id]);
    expect(ids(await list(fresh, "?limit=2&offset=1"))).toEqual([helpA.id, helpB.id]);
    for (const query of ["?is_help_center=yes", "?display_this_post=", "?limit=0", "?limit=abc", "?offset=-1", "?limit=100000"]) {
      expect((await api(fresh.host, `/api/posts${query}`, { token: fresh.owner.token })).status, query).toBe(400);
    }
  });

  it("shows visitors, customers and other organizations' members only the shown posts", async () => {
    const fresh = await createOrg();
    const shown = await createPost(fresh, { display_as_blog_post: true });
    const hidden = await createPost(fresh, { display_this_post: false });
    const customer = await signUp(fresh.host);
    const editor = await member(fresh, "editor");
    for (const token of [null, customer.token, other.owner.token]) {
      expect((await list(fresh, "", token)).map((p) => p.id)).toEqual([shown.id]);
      expect((await read(fresh, shown.slug, token)).status).toBe(200);
      expect((await read(fresh, hidden.slug, token)).status).toBe(404);
    }
    expect((await list(fresh, "", editor.token)).map((p) => p.id)).toEqual([hidden.id, shown.id]);
    expect((await read(fresh, hidden.slug, editor.token)).status).toBe(200);
    expect((await list(other)).map((p) => p.id)).not.toContain(shown.id);
    // What visitors read is cached until the next save: a save shows at once.
    expect((await patch(fresh, shown.slug, { title: "Edited", version: shown.version })).status).toBe(200);
    expect((await read(fresh, shown.slug, null)).body.title).toBe("Edited");
    expect((await patch(fresh, hidden.slug, { display_this_post: true, version: hidden.version })).status).toBe(200);
    expect((await list(fresh, "", null)).map((p) => p.id)).toEqual([hidden.id, shown.id]);
    expect((await read(fresh, hidden.slug, null)).status).toBe(200);
    expect((await remove(fresh, shown.slug)).status).toBe(200);
    expect((await read(fresh, shown.slug, null)).status).toBe(404);
  });

  it("is a 404 for an unknown host", async () => {
    expect((await api(`${unique("nobody")}.test`, "/api/posts", { token: org.owner.token })).status).toBe(404);
  });
});

describe("GET /api/posts/{slug}", () => {
  it("is a 404 for an unknown slug, a page's slug, another organization's post and slugs no post can have", async () => {
    const theirs = await createPost(other);
    const page = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Page", slug: newSlug() } });
    for (const slug of [newSlug(), page.body.slug, theirs.slug, "caf%C3%A9", "%E2%80%8Bx", "a%20b", "UPPER", "x".repeat(300), "login"]) {
      const result = await read(org, slug);
      expect(result.status, slug).toBe(404);
      expect(typeof result.body.error).toBe("string");
    }
    expect((await read(org, "%E0%A4%A")).status).toBe(400);
  });
});

describe("PATCH /api/posts/{slug}", () => {
  it("updates by slug; the body may change the slug", async () => {
    const made = await createPost(org, { content: "<p>one</p>" });
    const slug = newSlug();
    const { status, body } = await patch(org, made.slug, {
      title: "Renamed",
      slug,
      content: "<p>two</p>",
      display_config: { is_help_center: true },
      version: made.version,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: made.id, title: "Renamed", slug, content: "<p>two</p>", version: made.version + 1 });
    expect(body.display_config.is_help_center).toBe(true);
    expect((await read(org, made.slug)).status).toBe(404);
    expect((await read(org, slug)).body.title).toBe("Renamed");
    const taken = await patch(org, slug, { slug: (await createPost(org)).slug, version: body.version });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe("slug");
    expect((await patch(org, slug, { title: "" })).body).toEqual({ error: "Title is required", field: "title" });
    expect((await patch(org, slug, { slug: "" })).status).toBe(400);
  });

  it("changes nothing for a body with no known field", async () => {
    const made = await createPost(org);
    const { status, body } = await patch(org, made.slug, { kind: "page", organization_config: {} });
    expect(status).toBe(200);
    expect(body.version).toBe(made.version);
    expect((await revisions(org, made.slug)).body).toHaveLength(1);
  });

  it("answers 409 with the other version when someone saved after the editor loaded it; nothing is overwritten", async () => {
    const made = await createPost(org, { content: "<p>original</p>" });
    const editor = await member(org, "editor");
    const theirs = await patch(org, made.slug, { content: "<p>theirs</p>", version: made.version }, editor.token);
    expect(theirs.status).toBe(200);
    const mine = await patch(org, made.slug, { content: "<p>mine</p>", version: made.version });
    expect(mine.status).toBe(409);
    expect(mine.body.error).toBe("This post was changed by someone else after you opened it. Review both versions before saving again.");
    expect(mine.body.current).toMatchObject({ id: made.id, content: "<p>theirs</p>", version: made.version + 1 });
    expect(mine.body.saved_by).toMatchObject({ email: editor.email });
    // With the loaded updated_at instead of the version: the same check.
    const byTime = await patch(org, made.slug, { content: "<p>mine</p>", updated_at: made.updated_at });
    expect(byTime.status).toBe(409);
    expect((await read(org, made.slug)).body.content).toBe("<p>theirs</p>");
    // Having seen their version, the owner saves on top of it.
    const after = await patch(org, made.slug, { content: "<p>mine</p>", updated_at: mine.body.current.updated_at });
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(made.version + 2);
  });

  it("refuses a save without a version when someone else saved within the conflict window", async () => {
    const made = await createPost(org);
    // The author's own saves follow one another.
    expect((await patch(org, made.slug, { title: "Mine again" })).status).toBe(200);
    const admin = await member(org, "admin");
    const blind = await patch(org, made.slug, { title: "Blind" }, admin.token);
    expect(blind.status).toBe(409);
    expect(blind.body.current.title).toBe("Mine again");
    expect((await patch(org, made.slug, { title: "Seen", version: blind.body.current.version }, admin.token)).status).toBe(200);
  });

  it("is 401, 403 for a customer or another organization's member, 404 for another organization's post", async () => {
    const made = await createPost(org);
    expect((await patch(org, made.slug, { title: "X" }, null)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await patch(org, made.slug, { title: "X" }, customer.token)).status).toBe(403);
    expect((await patch(org, made.slug, { title: "X" }, other.owner.token)).status).toBe(403);
    expect((await patch(other, made.slug, { title: "X" }, other.owner.token)).status).toBe(404);
    for (const slug of ["caf%C3%A9", "UPPER"]) expect((await patch(org, slug, { title: "X" })).status, slug).toBe(404);
    // An encoded slash is refused before any route (docs/decisions.md, canonical paths).
    expect((await patch(org, "a%2Fb", { title: "X" })).status).toBe(400);
    for (const version of [2 ** 40, -1, "1", 1.5]) expect((await patch(org, made.slug, { title: "X", version })).status).toBe(400);
    expect((await patch(org, made.slug, { title: "X", updated_at: "yesterday" })).status).toBe(400);
    expect((await read(org, made.slug)).body.title).toBe("A post");
  });
});

describe("DELETE /api/posts/{slug}", () => {
  it("deletes the post and its revisions; the slug is free again", async () => {
    const made = await createPost(org);
    await patch(org, made.slug, { title: "Two", version: made.version });
    const [revision] = (await revisions(org, made.slug)).body;
    expect((await remove(org, made.slug, other.owner.token)).status).toBe(403);
    expect((await remove(org, made.slug, null)).status).toBe(401);
    const { status, body } = await remove(org, made.slug);
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, id: made.id, slug: made.slug });
    expect((await read(org, made.slug)).status).toBe(404);
    expect((await remove(org, made.slug)).status).toBe(404);
    const again = await createPost(org, { slug: made.slug });
    expect((await revisions(org, made.slug)).body).toHaveLength(1);
    expect((await api(org.host, `/api/posts/${again.slug}/revisions/${revision.id}`, { token: org.owner.token })).status).toBe(404);
    if (process.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const left = await client.query("select count(*)::int as n from post_revisions where post_id = $1", [made.id]);
      await client.end();
      expect(left.rows[0].n).toBe(0);
    }
  });

  it("never deletes a page", async () => {
    const page = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Page", slug: newSlug() } });
    expect((await remove(org, page.body.slug)).status).toBe(404);
    expect((await api(org.host, `/${page.body.slug}`)).status).toBe(200);
  });
});

describe("revision history", () => {
  it("keeps a revision of each save, newest first, with who saved it", async () => {
    const editor = await member(org, "editor");
    const made = await createPost(org, { title: "One", content: "<p>first</p>" });
    const two = await patch(org, made.slug, { title: "Two", content: "<p>second</p>", version: made.version }, editor.token);
    const { status, body } = await revisions(org, made.slug);
    expect(status).toBe(200);
    expect(body.map((r) => [r.version, r.title])).toEqual([
      [2, "Two"],
      [1, "One"],
    ]);
    expect(body[0].saved_by).toMatchObject({ email: editor.email });
    expect(body[1].saved_by).toMatchObject({ email: org.owner.email });
    expect(body[0]).not.toHaveProperty("content");
    const first = await api<Post>(org.host, `/api/posts/${made.slug}/revisions/${body[1].id}`, { token: org.owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: body[1].id,
      post_id: made.id,
      version: 1,
      title: "One",
      content: "<p>first</p>",
      display_config: { type: "default" },
    });
    expect(two.body.version).toBe(2);
  });

  it("restores a revision as a new save (a new version and revision), after the conflict check; the slug stays", async () => {
    const made = await createPost(org, { title: "One", content: "<p>first</p>", display_as_blog_post: true });
    const slug = newSlug();
    const two = await patch(org, made.slug, { title: "Two", slug, content: "<p>second</p>", display_as_blog_post: false, version: made.version });
    const firstId = (await revisions(org, slug)).body[1].id;
    const stale = await restore(org, slug, firstId, { version: made.version });
    expect(stale.status).toBe(409);
    expect(stale.body.current.title).toBe("Two");
    const restored = await restore(org, slug, firstId, { version: two.body.version });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: "One", slug, content: "<p>first</p>", version: 3, display_config: { display_as_blog_post: true } });
    expect((await read(org, slug)).body.title).toBe("One");
    expect((await revisions(org, slug)).body.map((r) => r.version)).toEqual([3, 2, 1]);
  });

  it("keeps at most 50 revisions per post, dropping the oldest", async () => {
    let post = await createPost(org, { title: "Save 1" });
    for (let i = 2; i <= 55; i++) {
      const saved = await patch(org, post.slug, { title: `Save ${i}`, version: post.version });
      expect(saved.status).toBe(200);
      post = saved.body;
    }
    const { body } = await revisions(org, post.slug);
    expect(body).toHaveLength(50);
    expect(body[0]).toMatchObject({ version: 55, title: "Save 55" });
    expect(body[49]).toMatchObject({ version: 6, title: "Save 6" });
  });

  it("is members only, and 404 for another post's revision or an out-of-range id", async () => {
    const a = await createPost(org);
    const b = await createPost(org);
    const [revisionOfB] = (await revisions(org, b.slug)).body;
    expect((await revisions(org, a.slug, null)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await revisions(org, a.slug, customer.token)).status).toBe(403);
    expect((await revisions(org, a.slug, other.owner.token)).status).toBe(403);
    expect((await restore(org, a.slug, revisionOfB.id, {}, other.owner.token)).status).toBe(403);
    expect((await revisions(org, newSlug())).status).toBe(404);
    for (const id of [String(revisionOfB.id), "2147483648", "0", "-1", "abc", "99999999999999999999"]) {
      expect((await api(org.host, `/api/posts/${a.slug}/revisions/${id}`, { token: org.owner.token })).status, id).toBe(404);
      expect((await restore(org, a.slug, id, { version: a.version })).status, id).toBe(404);
    }
    expect((await restore(org, a.slug, revisionOfB.id, "{bad")).status).toBe(400);
    expect((await read(org, a.slug)).body.version).toBe(a.version);
  });
});
