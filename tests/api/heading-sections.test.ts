import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";

const STALE = "This heading section was changed by someone else. Review the latest version and save again.";
const NOT_FOUND = "Heading section not found";

type Heading = Record<string, any> & { id: number; version: number; order: number; url_page: string };

const PATH = "/api/template-heading-sections";

/** `token`: the owner's by default; null sends no credentials. */
const post = (org: TestOrg, body: unknown, token: string | null = org.owner.token) => api(org.host, PATH, { method: "POST", body, token: token ?? undefined });
const put = (org: TestOrg, id: number | string, body: unknown, token: string | null = org.owner.token) =>
  api(org.host, `${PATH}/${id}`, { method: "PUT", body, token: token ?? undefined });
const remove = (org: TestOrg, id: number | string, token: string | null = org.owner.token) =>
  api(org.host, `${PATH}/${id}`, { method: "DELETE", token: token ?? undefined });
const getOne = (org: TestOrg, id: number | string) => api(org.host, `${PATH}/${id}`);
const pageHeadings = async (org: TestOrg, urlPage: string) => (await api<Heading[]>(org.host, `${PATH}?url_page=${encodeURIComponent(urlPage)}`)).body;

async function createHeading(org: TestOrg, fields: Record<string, unknown> = {}): Promise<Heading> {
  const result = await post(org, { url_page: "/", name: unique("Heading "), description_text: "<p>About us</p>", ...fields });
  if (result.status !== 201) throw new Error(`create heading ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("POST /api/template-heading-sections", () => {
  it("creates a heading with every field, and defaults for the rest", async () => {
    const page = `/${unique("welcome")}`;
    const { status, body } = await post(org, {
      url_page: `/es${page}/`,
      name: "  Build your site  ",
      name_part_2: "in minutes",
      name_part_3: "",
      description_text: "<p>No code <strong>needed</strong>.</p>",
      name_translation: { es: "Crea tu sitio" },
      description_text_translation: { es: "<p>Sin código.</p>" },
      button_text: "Start now",
      button_text_translation: { es: "Empieza" },
      url: "/signup",
      image: "https://example.com/hero.png",
      image_first: true,
      is_included_templatesection: true,
      is_gradient: true,
      gradient: { from: "cyan-400", via: "sky-500", to: "blue-600" },
      style_variant: "clean",
      text_color: "gray-950",
      is_text_link: true,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      organization_id: org.id,
      url_page: page,
      order: 0,
      name: "Build your site",
      name_part_2: "in minutes",
      name_part_3: null,
      description_text: "<p>No code <strong>needed</strong>.</p>",
      name_translation: { es: "Crea tu sitio" },
      description_text_translation: { es: "<p>Sin código.</p>" },
      button_text: "Start now",
      button_text_translation: { es: "Empieza" },
      url: "/signup",
      image: "https://example.com/hero.png",
      image_first: true,
      is_included_templatesection: true,
      background_color: null,
      is_gradient: true,
      gradient: { from: "cyan-400", via: "sky-500", to: "blue-600" },
      style_variant: "clean",
      text_style_variant: "default",
      text_color: "gray-950",
      is_text_link: true,
      title_alignment: "left",
      version: 1,
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    const plain = await createHeading(org, { url_page: page });
    expect(plain).toMatchObject({
      style_variant: "default",
      image: null,
      url: null,
      button_text: null,
      text_color: null,
      is_text_link: false,
      image_first: false,
    });
  });

  it("places a heading after the page's last heading (+10), or at the order it is given", async () => {
    const page = `/${unique("order")}`;
    const first = await createHeading(org, { url_page: page });
    const second = await createHeading(org, { url_page: page });
    expect([first.order, second.order]).toEqual([0, 10]);
    const between = await createHeading(org, { url_page: page, order: 5 });
    expect(between.order).toBe(5);
    const last = await createHeading(org, { url_page: page });
    expect(last.order).toBe(20);
    expect((await pageHeadings(org, page)).map((h) => h.id)).toEqual([first.id, between.id, second.id, last.id]);
    // Another page's headings do not count.
    expect((await createHeading(org, { url_page: `${page}-b` })).order).toBe(0);
    for (const order of [2.5, "10", 1e12]) {
      const result = await post(org, { url_page: page, name: "N", description_text: "D", order });
      expect(result.status).toBe(400);
      expect(result.body.field).toBe("order");
    }
  });

  it("answers each missing required field with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url_page: "/", description_text: "D" }, "Please enter a heading name", "name"],
      [{ url_page: "/", name: "   ", description_text: "D" }, "Please enter a heading name", "name"],
      [{ url_page: "/", name: "N" }, "Please enter a description text", "description_text"],
      [{ url_page: "/", name: "N", description_text: "<p> </p>" }, "Please enter a description text", "description_text"],
      [{ name: "N", description_text: "D" }, 'Please enter a page URL (e.g., "/about" or "/")', "url_page"],
      [{ url_page: "about", name: "N", description_text: "D" }, 'Please enter a page URL (e.g., "/about" or "/")', "url_page"],
    ];
    for (const [body, message, field] of cases) {
      const result = await post(org, body);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ error: message, field });
    }
  });

  it("refuses other bad input with 400 and stores nothing", async () => {
    const page = `/${unique("bad")}`;
    const base = { url_page: page, name: "N", description_text: "D" };
    const bad: Record<string, unknown>[] = [
      { style_variant: "fancy" },
      { text_style_variant: "bold" },
      { background_color: "url(evil)" },
      { text_color: "expression(x)" },
      { gradient: "garbage" },
      { image: "javascript:alert(1)" },
      { image: "https://example.com/clip.mp4" },
      { title_alignment: "center" },
      { name_translation: { spanish: "x" } },
      { is_text_link: "yes" },
    ];
    for (const fields of bad) expect((await post(org, { ...base, ...fields })).status, JSON.stringify(fields)).toBe(400);
    expect((await post(org, "{not json")).status).toBe(400);
    expect(await pageHeadings(org, page)).toEqual([]);
  });

  it("sanitizes the description and its translations on write, and refuses a description that is only a script", async () => {
    const heading = await createHeading(org, {
      url_page: `/${unique("xss")}`,
      description_text: '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      description_text_translation: { es: "<p>Hola</p><iframe src='https://evil.example'></iframe>" },
    });
    expect(heading.description_text).toBe("<p>Hello <a>there</a></p>");
    expect(heading.description_text_translation).toEqual({ es: "<p>Hola</p>" });
    const [stored] = await pageHeadings(org, heading.url_page);
    expect(stored!.description_text).toBe("<p>Hello <a>there</a></p>");
    const onlyScript = await post(org, { url_page: "/", name: "N", description_text: "<script>alert(1)</script>" });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body).toEqual({ error: "Please enter a description text", field: "description_text" });
  });

  it("accepts safe link targets and refuses javascript:, data: and other schemes", async () => {
    for (const url of ["/contact", "/pricing?plan=pro#top", "#top", "https://example.com/x", "http://example.com", "mailto:hi@example.com", "tel:+15551234"]) {
      expect((await createHeading(org, { url })).url).toBe(url);
    }
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "//evil.example",
      "&#106;avascript:alert(1)",
      "file:///etc/passwd",
    ]) {
      const result = await post(org, { url_page: "/", name: "N", description_text: "D", url });
      expect(result.status, url).toBe(400);
      expect(result.body).toEqual({
        error: "Links can only go to web pages (https://...), email (mailto:...), phone numbers (tel:...) or pages of this site (/about)",
        field: "url",
      });
    }
    const heading = await createHeading(org);
    expect((await put(org, heading.id, { url: "javascript:alert(1)" })).status).toBe(400);
  });

  it("is 401 without a session, 403 for a customer or a member of another organization", async () => {
    const body = { url_page: "/", name: "Nope", description_text: "D" };
    expect((await post(org, body, null)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await post(org, body, customer.token)).status).toBe(403);
    expect((await post(org, body, other.owner.token)).status).toBe(403);
  });

  it("lets an editor create, and refuses a body that names another organization", async () => {
    const editor = await member(org, "editor");
    expect((await post(org, { url_page: "/", name: "By editor", description_text: "D", organization_id: org.id }, editor.token)).status).toBe(201);
    expect((await post(org, { url_page: "/", name: "X", description_text: "D", organization_id: other.id })).status).toBe(403);
  });
});

describe("GET /api/template-heading-sections", () => {
  it("needs url_page", async () => {
    for (const query of ["", "?url_page=", "?url_page=%00", `?url_page=/${"x".repeat(600)}`]) {
      const { status, body } = await api(org.host, `${PATH}${query}`);
      expect(status).toBe(400);
      expect(body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
    }
  });

  it("is public and lists the page's headings in order; locale prefixes and slashes are ignored", async () => {
    const page = `/${unique("about")}`;
    const a = await createHeading(org, { url_page: page });
    const b = await createHeading(org, { url_page: `/fr${page}/` });
    for (const asked of [page, `/de${page}`, `${page}/`]) expect((await pageHeadings(org, asked)).map((h) => h.id)).toEqual([a.id, b.id]);
  });

  it("never lists another organization's headings, and is 404 for an unknown host", async () => {
    const page = `/${unique("mine")}`;
    const mine = await createHeading(org, { url_page: page });
    const theirs = await createHeading(other, { url_page: page });
    expect((await pageHeadings(org, page)).map((h) => h.id)).toEqual([mine.id]);
    expect((await pageHeadings(other, page)).map((h) => h.id)).toEqual([theirs.id]);
    expect((await api(`${unique("nobody")}.test`, `${PATH}?url_page=/`)).status).toBe(404);
  });

  it("shows a save at the very next request (the cached list is dropped)", async () => {
    const page = `/${unique("fresh")}`;
    const heading = await createHeading(org, { url_page: page });
    expect((await pageHeadings(org, page))[0]!.name).toBe(heading.name);
    expect((await put(org, heading.id, { name: "Renamed" })).status).toBe(200);
    expect((await pageHeadings(org, page))[0]!.name).toBe("Renamed");
  });
});

describe("GET /api/template-heading-sections/{id}", () => {
  it("returns one of the host's headings; 404 for another organization's, a missing, malformed or out-of-range id", async () => {
    const heading = await createHeading(org);
    expect((await getOne(org, heading.id)).body).toEqual(heading);
    for (const [host, id] of [
      [other, heading.id],
      [org, 999_999_999],
      [org, "abc"],
      [org, "99999999999999999999"],
      [org, 0],
      [org, -1],
    ] as const) {
      const result = await getOne(host, id);
      expect(result.status).toBe(404);
      expect(result.body.error).toBe(NOT_FOUND);
    }
  });
});

describe("PUT /api/template-heading-sections/{id}", () => {
  it("updates the given fields, moves the version on, and leaves the others", async () => {
    const heading = await createHeading(org, { button_text: "Go", url: "/go", description_text: "<p>Keep <em>me</em></p>" });
    const { status, body } = await put(org, heading.id, { name: "Renamed", style_variant: "clean", text_color: "", version: heading.version });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: heading.id,
      name: "Renamed",
      style_variant: "clean",
      text_color: null,
      button_text: "Go",
      url: "/go",
      description_text: "<p>Keep <em>me</em></p>",
      version: heading.version + 1,
    });
    expect(new Date(body.updated_at) >= new Date(heading.updated_at)).toBe(true);
    // A body with no known field changes nothing, not even the version.
    expect((await put(org, heading.id, { unknown: 1 })).body.version).toBe(heading.version + 1);
  });

  it("refuses invalid input with the spec's messages and changes nothing", async () => {
    const heading = await createHeading(org, { url_page: `/${unique("keep")}` });
    expect((await put(org, heading.id, { name: "" })).body).toEqual({ error: "Please enter a heading name", field: "name" });
    expect((await put(org, heading.id, { description_text: "" })).body).toEqual({ error: "Please enter a description text", field: "description_text" });
    expect((await put(org, heading.id, { url_page: "" })).body).toEqual({ error: 'Please enter a page URL (e.g., "/about" or "/")', field: "url_page" });
    expect((await put(org, heading.id, { name: "T", version: 1e12 })).status).toBe(400);
    expect((await put(org, heading.id, "[1,2")).status).toBe(400);
    expect(await pageHeadings(org, heading.url_page)).toEqual([heading]);
  });

  it("is 401 without a session, 403 for another organization's member or a customer, 404 for a missing or out-of-range id", async () => {
    const heading = await createHeading(org);
    expect((await put(org, heading.id, { name: "x" }, null)).status).toBe(401);
    expect((await put(org, heading.id, { name: "x" }, other.owner.token)).status).toBe(403);
    expect((await put(other, heading.id, { name: "x" }, other.owner.token)).status).toBe(403);
    expect((await put(org, heading.id, { name: "x" }, (await signUp(org.host)).token)).status).toBe(403);
    for (const id of [999_999_999, "99999999999999999999", "abc", 0]) {
      const result = await put(org, id, { name: "x" });
      expect(result.status).toBe(404);
      expect(result.body.error).toBe(NOT_FOUND);
    }
    expect((await getOne(org, heading.id)).body).toEqual(heading);
  });

  it("refuses a stale write with 409 and the current record; the first save stays", async () => {
    const heading = await createHeading(org, { url_page: `/${unique("race")}` });
    const editor = await member(org, "editor");
    const first = await put(org, heading.id, { name: "First editor", version: heading.version });
    expect(first.status).toBe(200);
    const second = await put(org, heading.id, { name: "Second editor", version: heading.version }, editor.token);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(STALE);
    expect(second.body.current).toEqual(first.body);
    expect(await pageHeadings(org, heading.url_page)).toEqual([first.body]);
  });

  it("lets exactly one of simultaneous saves of the same version through", async () => {
    const heading = await createHeading(org);
    const results = await Promise.all(["One", "Two", "Three"].map((name) => put(org, heading.id, { name, version: heading.version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await getOne(org, heading.id)).body).toEqual(results.find((r) => r.status === 200)!.body);
  });

  it("sanitizes a new description and its translations", async () => {
    const heading = await createHeading(org);
    const { body } = await put(org, heading.id, {
      description_text: "<p>Hi<script>x()</script></p>",
      description_text_translation: { fr: "<p onmouseover=x()>Salut</p>" },
    });
    expect(body.description_text).toBe("<p>Hi</p>");
    expect(body.description_text_translation).toEqual({ fr: "<p>Salut</p>" });
  });
});

describe("DELETE /api/template-heading-sections/{id}", () => {
  it("deletes: 401, 403 for another organization, then 200, then 404", async () => {
    const heading = await createHeading(org, { url_page: `/${unique("gone")}` });
    expect((await remove(org, heading.id, null)).status).toBe(401);
    expect((await remove(org, heading.id, other.owner.token)).status).toBe(403);
    expect((await remove(other, heading.id, other.owner.token)).status).toBe(403);
    const { status, body } = await remove(org, heading.id);
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, id: heading.id });
    expect(await pageHeadings(org, heading.url_page)).toEqual([]);
    expect((await remove(org, heading.id)).status).toBe(404);
    expect((await remove(org, "99999999999999999999")).status).toBe(404);
  });
});

describe("the public page", () => {
  it("renders the heading with its parts, description, button and image, translated by locale", async () => {
    const page = `/${unique("render")}`;
    const name = unique("Grow ");
    await createHeading(org, {
      url_page: page,
      name,
      name_part_2: "faster",
      name_part_3: "with us",
      description_text: "<p>Fresh <strong>ideas</strong></p>",
      name_translation: { es: `${name} ES` },
      button_text: "Contact",
      url: "/contact",
      image: "https://example.com/pic.png",
    });
    const html = (await api(org.host, page)).body as string;
    expect(html).toContain(name);
    expect(html).toMatch(/data-name-part="2"[^>]*>faster</);
    expect(html).toMatch(/data-name-part="3"[^>]*>with us</);
    expect(html).toContain("Fresh <strong>ideas</strong>");
    expect(html).toMatch(/<a href="\/contact"[^>]*>Contact<\/a>/);
    expect(html).toContain('src="https://example.com/pic.png"');
    // Spanish pages exist once the site publishes Spanish (an unpublished language redirects).
    const published = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { settingsData: { supported_locales: ["en", "es"] } },
    });
    expect(published.status).toBe(200);
    expect((await api(org.host, `/es${page}`)).body).toContain(`${name} ES`);
  });
});
