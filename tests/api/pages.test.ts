import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";

type Page = Record<string, any> & { id: number; slug: string; order: number; version: number };

const newSlug = () => unique("page-").toLowerCase();

/** POST /api/pages as the owner, or with another token (`null`: signed out). */
const post = (org: TestOrg, body: unknown, token: string | null = org.owner.token) =>
  api(org.host, "/api/pages", { method: "POST", body, token: token ?? undefined });
const patch = (org: TestOrg, id: number | string, body: unknown, token = org.owner.token) =>
  api(org.host, `/api/pages/${id}`, { method: "PATCH", body, token });
const remove = (org: TestOrg, id: number | string, token = org.owner.token) => api(org.host, `/api/pages/${id}`, { method: "DELETE", token });
const list = async (org: TestOrg, token = org.owner.token) => (await api<Page[]>(org.host, "/api/pages", { token })).body;
/** Every site starts with these two pages (issue 36, item 5), orders 1 and 2. */
const POLICY_SLUGS = ["privacy-policy", "cookie-policy"];
const ownPages = (pages: Page[]) => pages.filter((page) => !POLICY_SLUGS.includes(page.slug));

async function createPage(org: TestOrg, fields: Record<string, unknown> = {}): Promise<Page> {
  const result = await post(org, { title: "A page", slug: newSlug(), ...fields });
  if (result.status !== 201) throw new Error(`create page ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("POST /api/pages", () => {
  it("creates a page row with the spec's fields; order is the highest page order + 1 (after the starter policy pages, 1 and 2)", async () => {
    const fresh = await createOrg();
    const { status, body } = await post(fresh, { title: "  About us  ", slug: "about-us", description: "  Who we are and what we do.  " });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      organization_id: fresh.id,
      title: "About us",
      slug: "about-us",
      description: "Who we are and what we do.",
      content: null,
      order: 3,
      display_this_post: true,
      display_as_blog_post: false,
      section_id: null,
      version: 1,
    });
    expect(new Date(body.created_on).toISOString()).toBe(body.created_on);
    expect((await createPage(fresh)).order).toBe(4);
    // After the site map moved a page far down, the next page still goes last.
    expect((await patch(fresh, body.id, { order: 40 })).status).toBe(200);
    expect((await createPage(fresh)).order).toBe(41);
    expect((await list(fresh)).map((p) => [p.slug, p.order]).slice(0, 2)).toEqual([
      ["privacy-policy", 1],
      ["cookie-policy", 2],
    ]);
    expect(ownPages(await list(fresh)).map((p) => p.order)).toEqual([4, 40, 41]);
  });

  it("stores an empty or missing meta description as null", async () => {
    for (const description of [undefined, "", "   ", null]) expect((await createPage(org, { description })).description).toBeNull();
    expect((await createPage(org, { description: "x".repeat(160) })).description).toHaveLength(160);
  });

  it("answers each validation message with its field, and stores nothing", async () => {
    const before = (await list(org)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: newSlug() }, "title", "Page title is required"],
      [{ title: "   ", slug: newSlug() }, "title", "Page title is required"],
      [{ title: "x".repeat(201), slug: newSlug() }, "title", "Page title must be 200 characters or fewer"],
      [{ title: "About" }, "slug", "Page slug is required"],
      [{ title: "About", slug: "" }, "slug", "Page slug is required"],
      [{ title: "About", slug: "About Us!" }, "slug", "Slug can only contain lowercase letters, numbers, and hyphens"],
      [{ title: "About", slug: "about/us" }, "slug", "Slug can only contain lowercase letters, numbers, and hyphens"],
      [{ title: "About", slug: "a".repeat(101) }, "slug", "Slug must be 100 characters or fewer"],
      [{ title: "About", slug: newSlug(), description: "x".repeat(161) }, "description", "Meta description must be 160 characters or fewer"],
    ];
    for (const [body, field, message] of cases) {
      const result = await post(org, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body).toEqual({ error: message, field });
    }
    expect((await list(org)).length).toBe(before);
  });

  it("refuses slugs of the site's own addresses (sign-in, sign-up, API, home, languages)", async () => {
    for (const slug of ["login", "register", "api", "home", "es", "zh"]) {
      const result = await post(org, { title: "Mine", slug });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: `The address /${slug} is used by the site itself. Please choose another slug.`, field: "slug" });
    }
  });

  it("is 401 signed out, 403 for a customer and for a member of another organization", async () => {
    const body = { title: "Nope", slug: newSlug() };
    const signedOut = await post(org, body, null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBeTruthy();
    const customer = await signUp(org.host);
    expect((await post(org, body, customer.token)).status).toBe(403);
    expect((await post(org, body, other.owner.token)).status).toBe(403);
    expect((await list(org)).some((p) => p.slug === body.slug)).toBe(false);
  });

  it("lets an admin and an editor create pages", async () => {
    const [admin, editor] = await Promise.all([member(org, "admin"), member(org, "editor")]);
    expect((await post(org, { title: "By admin", slug: newSlug() }, admin.token)).status).toBe(201);
    expect((await post(org, { title: "By editor", slug: newSlug() }, editor.token)).status).toBe(201);
  });

  it("refuses a body that names another organization", async () => {
    const result = await post(org, { title: "X", slug: newSlug(), organization_id: other.id });
    expect(result.status).toBe(403);
  });

  it("answers 409 on the slug field for a slug the organization already uses; other organizations may use it", async () => {
    const slug = newSlug();
    await createPage(org, { slug });
    const again = await post(org, { title: "Another", slug });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: "A page with this slug already exists", field: "slug" });
    expect((await post(other, { title: "Theirs", slug })).status).toBe(201);
    expect((await list(org)).filter((p) => p.slug === slug)).toHaveLength(1);
  });

  it("gives one page and one 409 when two creates with one slug race", async () => {
    for (let round = 0; round < 3; round++) {
      const slug = newSlug();
      const results = await Promise.all([post(org, { title: "First", slug }), post(org, { title: "Second", slug })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body).toEqual({ error: "A page with this slug already exists", field: "slug" });
      expect((await list(org)).filter((p) => p.slug === slug)).toHaveLength(1);
    }
    const slug = newSlug();
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => post(org, { title: `Racer ${i}`, slug })));
    expect(many.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await list(org)).filter((p) => p.slug === slug)).toHaveLength(1);
  });

  it("never answers 500 to bad input", async () => {
    const bodies: unknown[] = [
      { title: 5, slug: newSlug() },
      { title: ["a"], slug: newSlug() },
      { title: "T", slug: 12 },
      { title: "T", slug: { a: 1 } },
      { title: "T", slug: newSlug(), description: 7 },
      { title: "T", slug: newSlug(), description: ["x"] },
      { title: "x".repeat(200_000), slug: newSlug() },
      { title: "T", slug: "x".repeat(200_000) },
      { title: "T\u0000", slug: newSlug() },
      { title: "T", slug: "a\u0000b" },
      [],
      "just text",
      null,
    ];
    for (const body of bodies) {
      const result = await post(org, body);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof result.body.error).toBe("string");
    }
    const huge = await post(org, JSON.stringify({ title: "x".repeat(1024 * 1024 + 10), slug: newSlug() }));
    expect(huge.status).toBe(413);
    const notJson = await api(org.host, "/api/pages", { method: "POST", body: "{not json", token: org.owner.token });
    expect(notJson.status).toBe(400);
  });

  it("serves the new page at /{slug} at once (it was a 404 before)", async () => {
    const slug = newSlug();
    expect((await api(org.host, `/${slug}`)).status).toBe(404);
    await createPage(org, { slug, title: "Our story", description: "How it began." });
    const page = await api<string>(org.host, `/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Our story");
    expect(page.body).toContain('<meta name="description" content="How it began."/>');
  });
});

describe("GET /api/pages", () => {
  it("lists the host organization's pages in order, for its members only", async () => {
    const fresh = await createOrg();
    const a = await createPage(fresh, { title: "A" });
    const b = await createPage(fresh, { title: "B" });
    const c = await createPage(fresh, { title: "C" });
    await patch(fresh, a.id, { order: 10 });
    const pages = ownPages(await list(fresh));
    expect(pages.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    expect(pages[0]).toMatchObject({ title: "B", organization_id: fresh.id, display_this_post: true });

    const editor = await member(fresh, "editor");
    expect(ownPages(await list(fresh, editor.token)).map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    expect((await api(fresh.host, "/api/pages")).status).toBe(401);
    const customer = await signUp(fresh.host);
    expect((await api(fresh.host, "/api/pages", { token: customer.token })).status).toBe(403);
    expect((await api(fresh.host, "/api/pages", { token: other.owner.token })).status).toBe(403);
    expect((await list(other)).map((p) => p.id)).not.toContain(a.id);
  });

  it("is a 404 for an unknown host", async () => {
    expect((await api(`${unique("nobody")}.test`, "/api/pages", { token: org.owner.token })).status).toBe(404);
  });
});

describe("PATCH /api/pages/{id}", () => {
  it("changes title, slug, description and order, and moves the version on", async () => {
    const page = await createPage(org, { description: "Old" });
    const slug = newSlug();
    const { status, body } = await patch(org, page.id, { title: " Renamed ", slug, description: "  ", order: 7, version: page.version });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: page.id, title: "Renamed", slug, description: null, order: 7, version: page.version + 1 });
    expect((await api(org.host, `/${slug}`)).status).toBe(200);
    // The old address keeps working: a permanent redirect to the new one (issue 43 §2).
    const old = await api(org.host, `/${page.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/${slug}`);
  });

  it("takes the page's blocks along to its new address", async () => {
    const page = await createPage(org);
    const made = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: `/${page.slug}`, section_title: "Travels with its page" },
    });
    expect(made.status).toBe(201);
    const slug = newSlug();
    expect((await patch(org, page.id, { slug })).status).toBe(200);
    const moved = await api(org.host, `/api/template-sections?url_page=/${slug}`);
    expect(moved.body.map((section: { id: number }) => section.id)).toEqual([made.body.id]);
    expect((await api(org.host, `/api/template-sections?url_page=/${page.slug}`)).body).toEqual([]);
    // Its old address redirects there (issue 43 §2).
    expect((await api(org.host, `/${page.slug}`)).status).toBe(301);
  });

  it("refuses (409) to move a page with a hero onto an address whose own blocks have one, and changes nothing", async () => {
    const page = await createPage(org);
    const target = newSlug();
    const hero = (url_page: string) => api(org.host, "/api/hero-sections", { method: "POST", token: org.owner.token, body: { url_page, title: "Hero" } });
    expect((await hero(`/${page.slug}`)).status).toBe(201);
    expect((await hero(`/${target}`)).status).toBe(201);
    const { status, body } = await patch(org, page.id, { slug: target });
    expect(status).toBe(409);
    expect(body.field).toBe("slug");
    expect((await list(org)).find((p) => p.id === page.id)?.slug).toBe(page.slug);
  });

  it("changes nothing for a body with no known field", async () => {
    const page = await createPage(org);
    const { status, body } = await patch(org, page.id, { kind: "post", content: "<p>x</p>" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: page.version, content: null });
  });

  it("answers 409 with the current page for a stale version", async () => {
    const page = await createPage(org);
    expect((await patch(org, page.id, { title: "First", version: page.version })).status).toBe(200);
    const stale = await patch(org, page.id, { title: "Second", version: page.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This page was changed by someone else. Review the latest version and save again.");
    expect(stale.body.current).toMatchObject({ id: page.id, title: "First", version: page.version + 1 });
  });

  it("keeps the slug rules and uniqueness", async () => {
    const [a, b] = [await createPage(org), await createPage(org)];
    const taken = await patch(org, b.id, { slug: a.slug });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "A page with this slug already exists", field: "slug" });
    expect((await patch(org, b.id, { slug: "Bad Slug" })).body).toEqual({
      error: "Slug can only contain lowercase letters, numbers, and hyphens",
      field: "slug",
    });
    expect((await patch(org, b.id, { slug: "login" })).status).toBe(400);
    expect((await patch(org, b.id, { title: "" })).body).toEqual({ error: "Page title is required", field: "title" });
    expect((await patch(org, b.id, { order: 1.5 })).body).toEqual({ error: "order must be a whole number", field: "order" });
    // Its own slug again is no conflict.
    expect((await patch(org, b.id, { slug: b.slug, title: "Same slug" })).status).toBe(200);
  });

  it("is 401, 403 for a customer or another organization's member, 404 for an unknown or out-of-range id", async () => {
    const page = await createPage(org);
    expect((await api(org.host, `/api/pages/${page.id}`, { method: "PATCH", body: { title: "X" } })).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await patch(org, page.id, { title: "X" }, customer.token)).status).toBe(403);
    expect((await patch(other, page.id, { title: "X" }, other.owner.token)).status).toBe(403);
    for (const id of ["999999999", "2147483648", "99999999999999999999", "0", "-1", "1.5", "abc"]) {
      const result = await patch(org, id, { title: "X" });
      expect(result.status, id).toBe(404);
      expect(result.body.error).toBe("Page not found");
    }
    for (const version of [2 ** 40, -1, "1", 1.5]) expect((await patch(org, page.id, { title: "X", version })).status).toBe(400);
    expect((await list(org)).find((p) => p.id === page.id)?.title).toBe("A page");
  });
});

describe("DELETE /api/pages/{id}", () => {
  it("deletes the page; its slug is free again", async () => {
    const page = await createPage(org);
    const { status, body } = await remove(org, page.id);
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, id: page.id });
    expect((await list(org)).map((p) => p.id)).not.toContain(page.id);
    expect((await api(org.host, `/${page.slug}`)).status).toBe(404);
    expect((await remove(org, page.id)).status).toBe(404);
    expect((await post(org, { title: "Again", slug: page.slug })).status).toBe(201);
  });

  it("deletes the blocks on the page with it", async () => {
    const page = await createPage(org);
    const made = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: `/${page.slug}`, section_title: "Goes with its page" },
    });
    expect(made.status).toBe(201);
    expect((await remove(org, page.id)).status).toBe(200);
    expect((await api(org.host, `/api/template-sections/${made.body.id}`)).status).toBe(404);
    expect((await api(org.host, `/${page.slug}`)).status).toBe(404);
  });

  it("is 401, 403 for another organization's member, 404 for an out-of-range id", async () => {
    const page = await createPage(org);
    expect((await api(org.host, `/api/pages/${page.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await remove(other, page.id, other.owner.token)).status).toBe(403);
    expect((await remove(org, "2147483648")).status).toBe(404);
    expect((await list(org)).map((p) => p.id)).toContain(page.id);
  });
});
