import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";

/** A new hero's form, from spec/editors.md §3 "Hero section form" and §9 "Hero defaults". */
const HERO_DEFAULTS = {
  title: "",
  description: "",
  button: "Get Started",
  image: null,
  animation_element: "",
  tag_line: "",
  // spec/site-admin.md §3's Hero Section fields (issue 41 §17): empty until the owner fills them.
  hero_name: "",
  hero_font_family: "",
  button_secondary_text: "",
  button_secondary_url: "",
  buttons_alignment: null,
  background_video: "",
  title_translation: null,
  description_translation: null,
  button_translation: null,
  tag_line_translation: null,
  button_secondary_text_translation: null,
  title_style: {
    color: null,
    is_gradient: true,
    gradient: { from: "blue-600", via: "purple-600", to: "pink-600" },
    size: { desktop: "text-7xl", mobile: "text-5xl" },
    alignment: "center",
    blockWidth: "2xl",
    blockColumns: 1,
  },
  description_style: { color: null, size: { desktop: "text-2xl", mobile: "text-lg" }, weight: "normal" },
  image_style: { position: "right", fullPage: false, width: 400, height: 300 },
  background_style: { color: "white", is_gradient: true, gradient: { from: "blue-50", via: "white", to: "purple-50" }, seo_title: true, column: 1 },
  button_style: { aboveDescription: false, isVideo: false, url: "/products", color: "sky-600", gradient: { from: "sky-600", via: "sky-500", to: "sky-700" } },
};

type Hero = Record<string, any> & { id: number; version: number; order: number; url_page: string };

async function createHero(org: TestOrg, fields: Record<string, unknown> = {}, token = org.owner.token): Promise<Hero> {
  const body = { url_page: `/${unique("p")}`, title: unique("Hero "), ...fields };
  const result = await api(org.host, "/api/hero-sections", { method: "POST", body, token });
  if (result.status !== 201) throw new Error(`create hero ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** `token` null: no session. */
const post = (org: TestOrg, body: unknown, token: string | null = org.owner.token) =>
  api(org.host, "/api/hero-sections", { method: "POST", body, token: token ?? undefined });
const put = (org: TestOrg, id: number | string, body: unknown, token: string | null = org.owner.token) =>
  api(org.host, `/api/hero-sections/${id}`, { method: "PUT", body, token: token ?? undefined });
const remove = (org: TestOrg, id: number | string, token: string | null = org.owner.token) =>
  api(org.host, `/api/hero-sections/${id}`, { method: "DELETE", token: token ?? undefined });
const pageHeroes = async (org: TestOrg, urlPage: string) => (await api<Hero[]>(org.host, `/api/hero-sections?url_page=${encodeURIComponent(urlPage)}`)).body;

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("a new organization's starter home page", () => {
  it("has a hero with its name and a short description, then one example section", async () => {
    const [hero] = await pageHeroes(org, "/");
    expect(hero).toMatchObject({ title: org.name, url_page: "/", order: 0 });
    expect(hero!.description).toContain(org.name);
    const sections = (await api(org.host, "/api/template-sections?url_page=/")).body;
    expect(sections.map((s: Hero) => [s.section_title, s.order])).toEqual([["What we offer", 10]]);
    const html = (await api(org.host, "/")).body as string;
    expect(html.indexOf(org.name)).toBeLessThan(html.indexOf("What we offer"));
  });

  it("is written in the organization's own language", async () => {
    const spanish = await createOrg(unique("Panadería "), undefined, { language: "es", supportedLocales: ["es", "en"] });
    const [hero] = await pageHeroes(spanish, "/");
    expect(hero!.title).toBe(spanish.name);
    expect(hero!.description).toBe(
      `Te damos la bienvenida a ${spanish.name}. Esta es tu nueva página de inicio: inicia sesión, elige Editar en cualquier parte y hazla tuya.`,
    );
    expect(hero!.button).toBe("Empezar");
    const sections = (await api(spanish.host, "/api/template-sections?url_page=/")).body;
    expect(sections.map((s: Hero) => [s.section_title, s.section_description])).toEqual([
      ["Lo que ofrecemos", "<p>Una sección de ejemplo. Cambia su título y su texto, añade tarjetas para tus servicios o productos, o elimínala.</p>"],
    ]);
  });
});

describe("GET /api/hero-sections", () => {
  it("needs url_page, and is a 404 for an unknown host", async () => {
    expect((await api(org.host, "/api/hero-sections")).body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
    expect((await api(`${unique("nobody")}.test`, "/api/hero-sections?url_page=/")).status).toBe(404);
  });

  it("is public: the page's hero whatever the locale prefix or slashes, never another organization's", async () => {
    const hero = await createHero(org);
    for (const asked of [hero.url_page, `/de${hero.url_page}`, `${hero.url_page}/`]) expect(await pageHeroes(org, asked)).toEqual([hero]);
    expect(await pageHeroes(other, hero.url_page)).toEqual([]);
    expect((await api(org.host, `/api/hero-sections/${hero.id}`)).body).toEqual(hero);
    expect((await api(other.host, `/api/hero-sections/${hero.id}`)).status).toBe(404);
    expect((await api(org.host, "/api/hero-sections/abc")).status).toBe(404);
  });
});

describe("POST /api/hero-sections", () => {
  it("creates a hero with the defaults of spec §9", async () => {
    const page = `/${unique("new")}`;
    const { status, body } = await post(org, { url_page: `/es${page}/`, title: "  Fresh bread  " });
    expect(status).toBe(201);
    const { id, organization_id, url_page, order, version, created_at, updated_at, ...form } = body;
    expect({ organization_id, url_page, order, version }).toEqual({ organization_id: org.id, url_page: page, order: 0, version: 1 });
    expect(id).toBeGreaterThan(0);
    expect(new Date(created_at).toISOString()).toBe(created_at);
    expect(updated_at).toBeTruthy();
    expect(form).toEqual({ ...HERO_DEFAULTS, title: "Fresh bread" });
    expect(form.title_style.size).toEqual({ desktop: "text-7xl", mobile: "text-5xl" });
    expect(form.description_style.size).toEqual({ desktop: "text-2xl", mobile: "text-lg" });
    expect(form.image_style).toMatchObject({ width: 400, height: 300 });
    expect(form).toMatchObject({ button: "Get Started", button_style: { url: "/products" }, title_style: { alignment: "center", blockWidth: "2xl" } });
  });

  it("takes the order it is given (Add section here) and partial styles", async () => {
    const hero = await createHero(org, {
      order: 25,
      title_style: { size: { desktop: 64 } },
      animation_element: "DotGrid",
      image: "https://cdn.example.com/a.jpg",
    });
    expect(hero.order).toBe(25);
    expect(hero.title_style.size).toEqual({ desktop: 64, mobile: "text-5xl" });
    expect(hero.title_style.alignment).toBe("center");
    expect(hero.animation_element).toBe("DotGrid");
  });

  it("needs a title that is not empty after trimming", async () => {
    for (const title of [undefined, "", "    "]) {
      const { status, body } = await post(org, { url_page: `/${unique("t")}`, title });
      expect(status).toBe(400);
      expect(body).toEqual({ error: "Please enter a hero title", field: "title" });
    }
  });

  it("answers invalid values with 400 and a plain message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ background_style: { column: 4 } }, "Columns must be a whole number from 1 to 3"],
      [{ title_style: { blockColumns: 0 } }, "Columns must be a whole number from 1 to 3"],
      [{ image_style: { width: 49 } }, "Image width and height must be whole pixels from 50 to 4000"],
      [{ title_style: { size: { desktop: 8 } } }, "Text size must be a size such as text-7xl, or whole pixels from 12 to 120"],
      [{ title_style: { size: { mobile: "text-10xl" } } }, "Text size must be a size such as text-7xl, or whole pixels from 12 to 120"],
      [{ button_style: { url: "javascript:alert(1)" } }, "Enter a page of this site such as /products, or a full address starting with https://"],
      [{ button_style: { url: "//evil.example" } }, "Enter a page of this site such as /products, or a full address starting with https://"],
      [{ image: "javascript:alert(1)" }, "Enter an image address starting with https:// or /"],
      [{ animation_element: "Fireworks" }, "Animation must be DotGrid, LetterGlitch, MagicBento or none"],
      [{ title_style: { alignment: "justify" } }, "Alignment must be left, center or right"],
      [{ description_style: { weight: "black" } }, "Weight must be normal, medium, semibold or bold"],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await post(org, { url_page: `/${unique("bad")}`, title: "Bad", ...fields });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.error).toBe(message);
    }
    expect((await post(org, { url_page: "about", title: "T" })).body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
  });

  it("refuses a second hero on one page with 409 and a clear message", async () => {
    const hero = await createHero(org);
    for (const url_page of [hero.url_page, `/fr${hero.url_page}/`]) {
      const { status, body } = await post(org, { url_page, title: "Another" });
      expect(status).toBe(409);
      expect(body.error).toBe("This page already has a hero section. Edit the one on the page instead; a page can have only one hero.");
    }
    expect(await pageHeroes(org, hero.url_page)).toEqual([hero]);
    // The same path on another organization's site is another page.
    expect((await post(other, { url_page: hero.url_page, title: "Theirs" })).status).toBe(201);
  });

  it("lets exactly one of several simultaneous creates on one page through", async () => {
    const url_page = `/${unique("race")}`;
    const results = await Promise.all(["A", "B", "C"].map((title) => post(org, { url_page, title })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await pageHeroes(org, url_page)).toHaveLength(1);
  });

  it("is 401 without a session, 403 for a customer, another organization's owner or a body naming another organization", async () => {
    const body = { url_page: `/${unique("no")}`, title: "Nope" };
    expect((await post(org, body, null)).status).toBe(401);
    expect((await post(org, body, (await signUp(org.host)).token)).status).toBe(403);
    expect((await post(org, body, other.owner.token)).status).toBe(403);
    expect((await post(org, { ...body, organization_id: other.id })).status).toBe(403);
    const editor = await member(org, "editor");
    expect((await post(org, body, editor.token)).status).toBe(201);
  });
});

describe("PUT /api/hero-sections/{id}", () => {
  it("changes the given fields, style values key by key, and moves the version on", async () => {
    const hero = await createHero(org, { title_style: { alignment: "left" } });
    const { status, body } = await put(org, hero.id, {
      title: "Renamed",
      title_style: { size: { desktop: 96 } },
      button_style: { isVideo: true, aboveDescription: true },
      version: hero.version,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: hero.id,
      title: "Renamed",
      version: hero.version + 1,
      title_style: { alignment: "left", size: { desktop: 96, mobile: "text-5xl" } },
    });
    expect(body.button_style).toEqual({ ...HERO_DEFAULTS.button_style, isVideo: true, aboveDescription: true });
  });

  it("keeps one column count under both stored names", async () => {
    const hero = await createHero(org);
    const { body } = await put(org, hero.id, { background_style: { column: 3 } });
    expect(body.title_style.blockColumns).toBe(3);
    expect(body.background_style.column).toBe(3);
  });

  it("returns the hero unchanged for a body with nothing to change", async () => {
    const hero = await createHero(org);
    const { status, body } = await put(org, hero.id, { unknown: 1, version: hero.version });
    expect(status).toBe(200);
    expect(body).toEqual(hero);
  });

  it("refuses a stale write with 409 and the current hero; the first save stays", async () => {
    const hero = await createHero(org);
    const editor = await member(org, "editor");
    const first = await put(org, hero.id, { title: "First", version: hero.version });
    const second = await put(org, hero.id, { title: "Second", version: hero.version }, editor.token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: "This hero section was changed by someone else. Review the latest version and save again.", current: first.body });
    expect(await pageHeroes(org, hero.url_page)).toEqual([first.body]);
  });

  it("lets exactly one of several simultaneous saves of one version through", async () => {
    const hero = await createHero(org);
    const results = await Promise.all(["One", "Two", "Three"].map((title) => put(org, hero.id, { title, version: hero.version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it("refuses an empty title, invalid values and a move onto a page with a hero, changing nothing", async () => {
    const hero = await createHero(org);
    const taken = await createHero(org);
    expect((await put(org, hero.id, { title: "  " })).body).toEqual({ error: "Please enter a hero title", field: "title" });
    expect((await put(org, hero.id, { image_style: { height: 10 } })).body.error).toBe("Image width and height must be whole pixels from 50 to 4000");
    expect((await put(org, hero.id, "[1,2")).status).toBe(400);
    expect((await put(org, hero.id, { title: "T", version: 1e12 })).status).toBe(400);
    const move = await put(org, hero.id, { url_page: taken.url_page });
    expect(move.status).toBe(409);
    expect(move.body.error).toBe("This page already has a hero section. Edit the one on the page instead; a page can have only one hero.");
    expect((await api(org.host, `/api/hero-sections/${hero.id}`)).body).toEqual(hero);
  });

  it("is 404 for a missing or malformed id, 401 without a session, 403 for others", async () => {
    expect((await put(org, 999_999_999, { title: "x" })).body.error).toBe("Hero section not found");
    expect((await put(org, "12abc", { title: "x" })).status).toBe(404);
    expect((await put(org, "99999999999999", { title: "x" })).status).toBe(404);
    const hero = await createHero(org);
    expect((await put(org, hero.id, { title: "x" }, null)).status).toBe(401);
    expect((await put(org, hero.id, { title: "x" }, other.owner.token)).status).toBe(403);
    expect((await put(org, hero.id, { title: "x" }, (await signUp(org.host)).token)).status).toBe(403);
    expect((await api(org.host, `/api/hero-sections/${hero.id}`)).body).toEqual(hero);
  });

  it("shows the change on the public page at the very next request", async () => {
    const [home] = await pageHeroes(org, "/");
    const title = unique("Welcome ");
    expect((await put(org, home!.id, { title })).status).toBe(200);
    expect((await api(org.host, "/")).body).toContain(title);
  });
});

describe("DELETE /api/hero-sections/{id}", () => {
  it("deletes the hero; others may not; then it is gone", async () => {
    const hero = await createHero(org);
    expect((await remove(org, hero.id, null)).status).toBe(401);
    expect((await remove(org, hero.id, other.owner.token)).status).toBe(403);
    expect((await remove(org, hero.id)).body).toEqual({ deleted: true, id: hero.id });
    expect(await pageHeroes(org, hero.url_page)).toEqual([]);
    expect((await remove(org, hero.id)).status).toBe(404);
    // The page can take a hero again.
    expect((await post(org, { url_page: hero.url_page, title: "Again" })).status).toBe(201);
  });
});

describe("the page layout (Manage Page Layout)", () => {
  it("lists the hero as type hero among the page's blocks, and reorders it with them", async () => {
    const hero = await createHero(org, { order: 0 });
    const section = (
      await api(org.host, "/api/template-sections", {
        method: "POST",
        token: org.owner.token,
        body: { url_page: hero.url_page, section_title: "Below", order: 10 },
      })
    ).body;
    const layoutPath = `/api/page-layout?organization_id=${org.id}&url_page=${encodeURIComponent(hero.url_page)}`;
    const layout = (await api(org.host, layoutPath, { token: org.owner.token })).body;
    expect(layout.map((b: Hero) => [b.type, b.id, b.title, b.order])).toEqual([
      ["hero", hero.id, hero.title, 0],
      ["template_section", section.id, "Below", 10],
    ]);
    const saved = await api(org.host, "/api/page-layout", {
      method: "PUT",
      token: org.owner.token,
      body: {
        url_page: hero.url_page,
        sections: [
          { id: section.id, type: "template_section", order: 0 },
          { id: hero.id, type: "hero", order: 10 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect((await pageHeroes(org, hero.url_page))[0]!.order).toBe(10);
    expect((await api(org.host, layoutPath, { token: org.owner.token })).body.map((b: Hero) => b.type)).toEqual(["template_section", "hero"]);
  });
});

describe.runIf(!!process.env.DATABASE_URL)("records stored in the older flat shape", () => {
  it("load with the nested form filled from the flat fields and the spec's defaults", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const url_page = `/${unique("legacy")}`;
    const flat = {
      h1_title: "Old bakery",
      p_description: "Since 1920.",
      button_main_get_started: "Visit",
      h1_text_color: "text-amber-800",
      is_h1_gradient: false,
      image_position: "left",
      is_image_full_page: true,
      background_color: "amber-50",
      button_url: "/visit",
    };
    let id: number;
    try {
      const result = await client.query("insert into hero_sections (organization_id, url_page, data) values ($1, $2, $3) returning id", [
        org.id,
        url_page,
        flat,
      ]);
      id = result.rows[0].id;
    } finally {
      await client.end();
    }
    const hero = (await api(org.host, `/api/hero-sections/${id}`)).body;
    expect(hero).toMatchObject({
      title: "Old bakery",
      description: "Since 1920.",
      button: "Visit",
      title_style: { color: "amber-800", is_gradient: false, size: { desktop: "text-7xl", mobile: "text-5xl" }, alignment: "center", blockWidth: "2xl" },
      image_style: { position: "left", fullPage: true, width: 400, height: 300 },
      background_style: { color: "amber-50" },
      button_style: { url: "/visit", gradient: { from: "sky-600", via: "sky-500", to: "sky-700" } },
    });
    expect((await api(org.host, "/")).status).toBe(200);
    // Saving it stores the nested form.
    const saved = await put(org, id, { title: "Old bakery, renewed" });
    expect(saved.body).toMatchObject({ title: "Old bakery, renewed", button: "Visit", button_style: { url: "/visit" } });
  });
});
