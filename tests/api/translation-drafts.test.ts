import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, server, unique, type Target, type TestOrg } from "../support/client";
import { FAIL_TRANSLATION } from "../support/fake-translate";
import { translator, variantServer } from "../support/variants";
import { SAVE_ROUTES } from "@/features/translation-view/types";

// Issue 42, items 3 and 4: the translation view's texts of a page, and machine drafts of its missing texts from a
// LibreTranslate-compatible server (the hub's fake: "[de] " before each text, tags kept), stored as drafts that no
// visitor sees until a member approves them by saving them through the record's own route.

type Field = { key: string; subject: string; id: number; version: number; field: string; rich: boolean; state: string; draft: string | null };

describe("machine drafts of translations", () => {
  let target: Target;
  let org: TestOrg;
  let other: TestOrg;
  let section: { id: number; version: number };
  const owner = <T = any>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    api<T>(org.host, path, { token: org.owner.token, ...init, port: target.port });
  const visitor = (path: string) => api<string>(org.host, path, { port: target.port });
  const view = async (urlPage = "/menu") => {
    const answer = await owner(`/api/translation-view?url_page=${encodeURIComponent(urlPage)}&locale=de`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { source: string; locale: string; locales: string[]; machine: boolean; fields: Field[] };
  };
  const fieldOf = async (name: string, urlPage = "/menu") => (await view(urlPage)).fields.find((f) => f.field === name)!;
  const draft = (body: unknown) => owner("/api/translation-view/drafts", { method: "POST", body });

  beforeAll(async () => {
    target = await variantServer("translate");
    [org, other] = await Promise.all([
      createOrg(unique("Drafts "), target, { siteTitle: "Bakery", language: "en", supportedLocales: ["en", "de"] }),
      createOrg(unique("Others "), target),
    ]);
    expect((await owner("/api/pages", { method: "POST", body: { title: "Menu", slug: "menu" } })).status).toBe(201);
    const created = await owner("/api/template-sections", {
      method: "POST",
      body: { url_page: "/menu", section_title: "Our menu", section_description: "<p>Fresh <strong>bread</strong> daily.</p>" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    section = created.body;
  }, 200_000);

  it("lists the page's texts with their status in the chosen language, and says machine drafts can be made", async () => {
    const texts = await view();
    expect(texts).toMatchObject({ source: "en", locale: "de", locales: ["de"], machine: true });
    // The page's own title first (subject "page": it has no meta description), then its blocks' texts.
    expect(texts.fields.map((f) => [f.subject, f.field, f.rich, f.state, f.draft])).toEqual([
      ["page", "title", false, "missing", null],
      ["section", "section_title", false, "missing", null],
      ["section", "section_description", true, "missing", null],
    ]);
  });

  it("stores drafts that visitors do not see, and publishes each one a member approves", async () => {
    const drafted = await draft({ url_page: "/menu", locale: "de" });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    // The page's title and its section's two texts.
    expect(drafted.body).toEqual({ drafted: 3 });
    // Rich text went as HTML, the title as text, with the key.
    const sent = (await translator.received()).filter((r) => r.q === "Our menu" || r.q.includes("bread"));
    expect(sent.map((r) => [r.format, r.source, r.target, r.api_key])).toEqual([
      ["text", "en", "de", "test-key"],
      ["html", "en", "de", "test-key"],
    ]);

    const title = await fieldOf("section_title");
    const description = await fieldOf("section_description");
    expect(title).toMatchObject({ state: "missing", draft: "[de] Our menu" });
    expect(description.state).toBe("missing");
    expect(description.draft).toContain("<strong>[de] bread</strong>");
    // Not published: the German page still shows the site's language, the status still counts them missing.
    const before = await visitor("/de/menu");
    expect(before.status).toBe(200);
    expect(before.body).toContain("Our menu");
    expect(before.body).not.toContain("[de]");
    const map = await owner(`/api/organizations/${org.id}/site-map`);
    expect(map.body.pages.find((p: { path: string }) => p.path === "/menu").translation.de).toEqual({ translated: 0, outdated: 0, missing: 3, total: 3 });
    // Drafting again drafts nothing new (each missing text has its draft).
    expect((await draft({ url_page: "/menu", locale: "de" })).body).toEqual({ drafted: 0 });

    // Approve the title: saved through the section's own route, with its version.
    const approved = await owner(`/api/template-sections/${section.id}`, {
      method: "PUT",
      body: { section_title_translation: { de: title.draft }, version: title.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    section = approved.body;
    expect(await fieldOf("section_title")).toMatchObject({ state: "translated", draft: null });
    expect((await fieldOf("section_description")).draft).toContain("[de] bread");
    const half = await visitor("/de/menu");
    expect(half.body).toContain("[de] Our menu");
    expect(half.body).not.toContain("[de] bread");

    // A stale version is refused, as in every editor.
    const stale = await owner(`/api/template-sections/${section.id}`, {
      method: "PUT",
      body: { section_description_translation: { de: description.draft }, version: title.version },
    });
    expect(stale.status).toBe(409);

    // Approve the rest: published, sanitized, and its draft gone.
    const rest = await owner(`/api/template-sections/${section.id}`, {
      method: "PUT",
      body: { section_description_translation: { de: description.draft }, version: section.version },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await fieldOf("section_description")).toMatchObject({ state: "translated", draft: null });
    expect((await visitor("/de/menu")).body).toContain("<strong>[de] bread</strong>");
    // Every block text approved, the page's own title still a draft: the page is not complete in German yet.
    const blocksDone = await owner(`/api/organizations/${org.id}/site-map`);
    expect(blocksDone.body.pages.find((p: { path: string }) => p.path === "/menu").translation.de).toEqual({
      translated: 2,
      outdated: 0,
      missing: 1,
      total: 3,
    });
    expect(await visitor("/de/menu")).toMatchObject({ body: expect.stringMatching(/<meta name="robots" content="noindex/) });
    // Approve the page's title: saved through the pages API (SAVE_ROUTES.page), with the page's version.
    const pageTitle = await fieldOf("title");
    expect(pageTitle).toMatchObject({ subject: "page", state: "missing", draft: "[de] Menu" });
    const pageRoute = SAVE_ROUTES[pageTitle.subject]!;
    const titled = await owner(pageRoute.path(pageTitle.id), {
      method: pageRoute.method,
      body: { title_translation: { de: pageTitle.draft }, version: pageTitle.version },
    });
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    expect(await fieldOf("title")).toMatchObject({ state: "translated", draft: null });
    const complete = await owner(`/api/organizations/${org.id}/site-map`);
    expect(complete.body.pages.find((p: { path: string }) => p.path === "/menu").translation.de).toEqual({ translated: 3, outdated: 0, missing: 0, total: 3 });
    const german = await visitor("/de/menu");
    expect(german.body).toContain("<title>[de] Menu – Bakery</title>");
    expect(german.body).not.toMatch(/<meta name="robots" content="noindex/);
    // Revisions were kept by the section's save pipeline.
    const revisions = await owner(`/api/template-sections/${section.id}/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.revisions.length).toBeGreaterThanOrEqual(3);
  });

  it("drafts every kind of text of a page (hero, heading, section, metric) and approves all through each record's own route", async () => {
    const made = await Promise.all([
      owner("/api/hero-sections", { method: "POST", body: { url_page: "/kinds", title: "Hero title", description: "Hero text" } }),
      owner("/api/template-heading-sections", { method: "POST", body: { url_page: "/kinds", name: "Heading name", description_text: "<p>Heading text</p>" } }),
      owner("/api/template-sections", { method: "POST", body: { url_page: "/kinds", section_title: "Section title" } }),
      owner("/api/metrics", { method: "POST", body: { title: "Fast", description: "<p>Really fast</p>" } }),
    ]);
    for (const answer of made) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [, , kindsSection, metric] = made.map((answer) => answer.body);
    const linked = await owner(`/api/template-sections/${kindsSection.id}/metrics`, { method: "POST", body: { metric_id: metric.id } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);

    expect((await draft({ url_page: "/kinds", locale: "de" })).status).toBe(200);
    const fields = (await view("/kinds")).fields;
    expect(new Set(fields.map((f) => f.subject))).toEqual(new Set(["hero", "heading", "section", "metric"]));
    expect(fields.every((f) => f.state === "missing" && f.draft?.includes("[de] "))).toBe(true);

    // Approve all, as the view does: one save per record with all its drafts, with the record's version.
    const records = new Map<string, Field[]>();
    for (const f of fields) records.set(`${f.subject}:${f.id}`, [...(records.get(`${f.subject}:${f.id}`) ?? []), f]);
    for (const group of records.values()) {
      const route = SAVE_ROUTES[group[0]!.subject]!;
      const body: Record<string, unknown> = { version: group[0]!.version };
      for (const f of group) body[`${f.field}_translation`] = { de: f.draft };
      const saved = await owner(route.path(group[0]!.id), { method: route.method, body });
      expect(saved.status, `${group[0]!.subject}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    const after = (await view("/kinds")).fields;
    expect(after.map((f) => [f.key, f.state, f.draft])).toEqual(fields.map((f) => [f.key, "translated", null]));
    const german = (await visitor("/de/kinds")).body;
    for (const text of ["[de] Hero title", "[de] Heading name", "[de] Section title", "[de] Fast"]) expect(german).toContain(text);
  });

  it("discards one field's machine draft: the field is missing again with no draft, the other draft stays, and it can be drafted again", async () => {
    expect((await owner("/api/pages", { method: "POST", body: { title: "Discard", slug: "discard" } })).status).toBe(201);
    const created = await owner("/api/template-sections", {
      method: "POST",
      body: { url_page: "/discard", section_title: "Opening hours", section_description: "<p>Every day but Sunday.</p>" },
    });
    expect(created.status).toBe(201);
    // The page's own title and the section's two texts.
    expect((await draft({ url_page: "/discard", locale: "de" })).body).toEqual({ drafted: 3 });
    const discard = (body: unknown, token?: string) => owner("/api/translation-view/drafts", { method: "DELETE", body, ...(token ? { token } : {}) });
    const title = { subject: "section", id: created.body.id, field: "section_title", locale: "de" };

    // Another organization's member cannot discard it.
    expect([403, 404]).toContain((await discard(title, other.owner.token)).status);
    expect((await fieldOf("section_title", "/discard")).draft).toBe("[de] Opening hours");

    const discarded = await discard(title);
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    expect(discarded.body).toEqual({ discarded: true });
    expect(await fieldOf("section_title", "/discard")).toMatchObject({ state: "missing", draft: null });
    expect((await fieldOf("section_description", "/discard")).draft).toContain("[de] Every day");
    // Nothing was published, and the section itself is untouched.
    expect((await visitor("/de/discard")).body).not.toContain("[de]");
    expect((await owner(`/api/template-sections/${created.body.id}`)).body.version).toBe(created.body.version);

    // Gone: a second discard says so; drafting again drafts just that field.
    const again = await discard(title);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("This text has no machine draft to discard: it was approved or discarded already.");
    expect((await draft({ url_page: "/discard", locale: "de" })).body).toEqual({ drafted: 1 });
    expect((await fieldOf("section_title", "/discard")).draft).toBe("[de] Opening hours");

    for (const body of [{ ...title, id: "x" }, { ...title, id: -1 }, { ...title, field: "" }, { ...title, subject: "../x" }, { ...title, locale: "deu" }, {}]) {
      const refused = await discard(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
  });

  it("answers 502 with a clear message when the translation server fails, and stores nothing", async () => {
    expect((await owner("/api/pages", { method: "POST", body: { title: "Broken", slug: "broken" } })).status).toBe(201);
    const created = await owner("/api/template-sections", {
      method: "POST",
      body: { url_page: "/broken", section_title: `Title ${FAIL_TRANSLATION}`, section_description: "<p>Fine text.</p>" },
    });
    expect(created.status).toBe(201);
    const failed = await draft({ url_page: "/broken", locale: "de" });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toContain("The translation server did not give a translation. Nothing was drafted");
    // The page's own title and the section's two texts: no draft for any.
    expect((await view("/broken")).fields.map((f) => f.draft)).toEqual([null, null, null]);
  });

  it("refuses bad input with 400", async () => {
    for (const body of [
      { url_page: "no slash", locale: "de" },
      { url_page: "/menu", locale: "en" },
      { url_page: "/menu", locale: "fr" },
      { url_page: "/menu", locale: "deu" },
      { url_page: "/menu" },
    ]) {
      const refused = await draft(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
    expect((await owner("/api/translation-view?url_page=/menu&locale=en")).status).toBe(400);
    expect((await owner("/api/translation-view?url_page=/menu")).status).toBe(400);
  });

  it("is for the organization's members only", async () => {
    const foreign = await owner("/api/translation-view/drafts", { method: "POST", body: { url_page: "/menu", locale: "de" }, token: other.owner.token });
    expect([403, 404]).toContain(foreign.status);
    expect([403, 404]).toContain((await owner("/api/translation-view?url_page=/menu&locale=de", { token: other.owner.token })).status);
    expect((await visitor("/api/translation-view?url_page=/menu&locale=de")).status).toBe(401);
  });
});

describe("machine drafts without a translation server", () => {
  it("hides them in the view and refuses the draft route clearly", async () => {
    const org = await createOrg(unique("No machine "), server(), { language: "en", supportedLocales: ["en", "de"] });
    const owner = (path: string, init: { method?: string; body?: unknown } = {}) => api(org.host, path, { ...init, token: org.owner.token });
    const texts = await owner("/api/translation-view?url_page=/&locale=de");
    expect(texts.status).toBe(200);
    expect(texts.body.machine).toBe(false);
    const refused = await owner("/api/translation-view/drafts", { method: "POST", body: { url_page: "/", locale: "de" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Machine translation is not set up on this server (its operator sets ONSITE_TRANSLATE_URL). Nothing was drafted.");
  });
});

// Issue 42 (branch i42p): a post's texts in the translation view (listed first), machine drafts of them, and an approved
// draft of its content saved through the posts API with its markup kept and sanitized again.
describe("machine drafts of a post's texts", () => {
  it("drafts a post's missing texts, and an approved content draft keeps its sanitized markup", async () => {
    const target = await variantServer("translate");
    const org = await createOrg(unique("Post drafts "), target, { siteTitle: "Bakery", language: "en", supportedLocales: ["en", "de"] });
    const owner = <T = any>(path: string, init: { method?: string; body?: unknown } = {}) =>
      api<T>(org.host, path, { token: org.owner.token, ...init, port: target.port });
    const fields = async () => {
      const answer = await owner(`/api/translation-view?url_page=/new-oven&locale=de`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.fields as (Field & { slug?: string })[];
    };
    const created = await owner("/api/posts", {
      method: "POST",
      body: { title: "New oven", slug: "new-oven", content: '<h2>Hot</h2><p>Fresh <strong>bread</strong> <a href="https://example.com/oven">here</a>.</p>' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The post's texts with a source (no summary or meta description here), in the post's order, saved at its own route.
    expect((await fields()).map((f) => [f.subject, f.field, f.rich, f.state, f.draft, f.slug])).toEqual([
      ["post", "title", false, "missing", null, "new-oven"],
      ["post", "content", true, "missing", null, "new-oven"],
    ]);
    expect(SAVE_ROUTES.post!.path(created.body.id, "new-oven")).toBe("/api/posts/new-oven");

    const drafted = await owner("/api/translation-view/drafts", { method: "POST", body: { url_page: "/new-oven", locale: "de" } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body).toEqual({ drafted: 2 });
    const content = (await fields()).find((f) => f.field === "content")!;
    expect(content.draft).toContain("<strong>[de] bread</strong>");
    expect(content.draft).toContain('<a href="https://example.com/oven"');
    // Not published until approved.
    expect((await api<string>(org.host, "/de/new-oven", { port: target.port })).body).not.toContain("[de]");

    // Approved (as edited in the view, with something unsafe added): saved through PATCH /api/posts/{slug} with the version.
    const approved = await owner("/api/posts/new-oven", {
      method: "PATCH",
      body: { content_translation: { de: `${content.draft}<img src="x" onerror="alert(1)">` }, version: content.version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const stored = approved.body.content_translation.de as string;
    expect(stored).toContain("<h2>[de] Hot</h2>");
    expect(stored).toContain("<strong>[de] bread</strong>");
    expect(stored).toContain('<a href="https://example.com/oven"');
    expect(stored).not.toContain("onerror");
    const after = await fields();
    expect(after.find((f) => f.field === "content")).toMatchObject({ state: "translated", draft: null });
    expect(after.find((f) => f.field === "title")).toMatchObject({ state: "missing", draft: "[de] New oven" });
    const german = await api<string>(org.host, "/de/new-oven", { port: target.port });
    expect(german.body).toContain("<strong>[de] bread</strong>");
    expect(german.body).not.toContain("onerror");
    // A stale version is refused, as in the post editor.
    const stale = await owner("/api/posts/new-oven", { method: "PATCH", body: { title_translation: { de: "[de] New oven" }, version: content.version } });
    expect(stale.status).toBe(409);
  });
});
