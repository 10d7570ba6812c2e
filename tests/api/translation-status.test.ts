import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, server, unique, type Target, type TestOrg } from "../support/client";
import { SAVE_ROUTES } from "@/features/translation-view/types";

// Issue 42, items 2 and 5: each translatable field is missing, translated or outdated in each language; a page under
// the site's threshold in a language falls back field by field to the site's language, is noindex in it and is left
// out of its hreflang alternates, so the language suggestion does not offer it there.

const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
const noindex = (html: string) => /<meta name="robots" content="noindex/.test(html);
/** The paths /sitemap.xml lists (its <loc> addresses without the origin). */
const listed = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe("translation status", () => {
  let target: Target;
  let org: TestOrg;
  let other: TestOrg;
  let section: { id: number; version: number };
  let page: { id: number; version: number };
  const get = (path: string) => api<string>(org.host, path, { port: target.port });
  const owner = <T = any>(path: string, init: { method?: string; body?: unknown } = {}) =>
    api<T>(org.host, path, { ...init, token: org.owner.token, port: target.port });
  const saveSettings = async (settingsData: Record<string, unknown>) => {
    const { body: before } = await owner(`/api/organizations/${org.id}`);
    return owner(`/api/organizations/${org.id}`, { method: "PUT", body: { version: before.version, settingsData } });
  };
  const saveSection = async (fields: Record<string, unknown>) => {
    const saved = await owner(`/api/template-sections/${section.id}`, { method: "PUT", body: { ...fields, version: section.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    section = saved.body;
    return saved.body;
  };
  /**
   * The about-us page's own text (subject "page": its title or meta description) as the translation view lists it, and
   * saving its German translation as the view does: through SAVE_ROUTES.page (PATCH /api/pages/{id}) with the field's version.
   */
  const pageField = async (name: "title" | "description") => {
    const { status, body } = await owner("/api/translation-view?url_page=/about-us&locale=de");
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.fields as { subject: string; id: number; version: number; field: string; state: string; translations: Record<string, string> }[]).find(
      (f) => f.subject === "page" && f.field === name,
    )!;
  };
  const translatePage = async (name: "title" | "description", text: string) => {
    const field = await pageField(name);
    expect(field.id).toBe(page.id);
    const route = SAVE_ROUTES[field.subject]!;
    const saved = await owner(route.path(field.id), {
      method: route.method,
      body: { [`${name}_translation`]: { ...field.translations, de: text }, version: field.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    page = saved.body;
  };
  /** The about-us page's status in German, from the site map (members only). */
  const germanStatus = async () => {
    const { status, body } = await owner(`/api/organizations/${org.id}/site-map`);
    expect(status).toBe(200);
    return body.pages.find((page: { path: string }) => page.path === "/about-us").translation.de;
  };

  beforeAll(async () => {
    target = server();
    [org, other] = await Promise.all([
      createOrg(unique("Translations "), target, { siteTitle: "Acme", language: "en", supportedLocales: ["en", "de"] }),
      createOrg(unique("Others "), target),
    ]);
    const made = await owner("/api/pages", { method: "POST", body: { title: "About us", slug: "about-us" } });
    expect(made.status).toBe(201);
    page = made.body;
    const created = await owner("/api/template-sections", {
      method: "POST",
      body: { url_page: "/about-us", section_title: "Our story", section_description: "<p>Founded in a garage.</p>" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    section = created.body;
  });

  it("falls back field by field and keeps an untranslated page out of search and hreflang under the threshold", async () => {
    // The page's own title counts beside its section's title and description (it has no meta description).
    expect(await germanStatus()).toEqual({ translated: 0, outdated: 0, missing: 3, total: 3 });
    const german = await get("/de/about-us");
    expect(german.status).toBe(200);
    expect(german.body).toContain("Our story");
    expect(german.body).toContain("Founded in a garage.");
    expect(noindex(german.body)).toBe(true);
    expect(alternatesOf(german.body)).toEqual(["en", "x-default"]);
    const english = await get("/about-us");
    expect(noindex(english.body)).toBe(false);
    expect(alternatesOf(english.body)).toEqual(["en", "x-default"]);
    // The sitemap lists the page in English only (the home page, never translated, too).
    const sitemap = listed((await get("/sitemap.xml")).body);
    expect(sitemap).toContain("/about-us");
    expect(sitemap).not.toContain("/de/about-us");
    expect(sitemap).not.toContain("/de");

    // One field of three: German shows it, the others still fall back; 33% is under the default threshold (100%).
    await saveSection({ section_title_translation: { de: "Unsere Geschichte" } });
    expect(await germanStatus()).toEqual({ translated: 1, outdated: 0, missing: 2, total: 3 });
    const half = await get("/de/about-us");
    expect(half.body).toContain("Unsere Geschichte");
    expect(half.body).toContain("Founded in a garage.");
    expect(noindex(half.body)).toBe(true);

    // The owner's threshold: at 33% the page is offered in German.
    const lowered = await saveSettings({ translation_threshold: 33 });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.settings.translation_threshold).toBe(33);
    const offered = await get("/de/about-us");
    expect(noindex(offered.body)).toBe(false);
    expect(alternatesOf(offered.body)).toEqual(["en", "de", "x-default"]);
    expect(listed((await get("/sitemap.xml")).body)).toContain("/de/about-us");
    expect((await saveSettings({ translation_threshold: 100 })).status).toBe(200);
    expect(listed((await get("/sitemap.xml")).body)).not.toContain("/de/about-us");
  });

  it("counts the page's own title: untranslated, the page stays out; translated in the view, the page is complete", async () => {
    await saveSection({ section_description_translation: { de: "<p>In einer Garage gegründet.</p>" } });
    // Every text of its blocks is translated, its own title is not: under 100% (noindex, out of hreflang and the sitemap).
    expect(await germanStatus()).toEqual({ translated: 2, outdated: 0, missing: 1, total: 3 });
    expect(await pageField("title")).toMatchObject({ id: page.id, state: "missing" });
    const untitled = await get("/de/about-us");
    expect(untitled.body).toContain("In einer Garage gegründet.");
    expect(titleOf(untitled.body)).toBe("About us – Acme");
    expect(noindex(untitled.body)).toBe(true);
    expect(alternatesOf(untitled.body)).toEqual(["en", "x-default"]);
    expect(alternatesOf((await get("/about-us")).body)).toEqual(["en", "x-default"]);
    expect(listed((await get("/sitemap.xml")).body)).not.toContain("/de/about-us");

    // Translated through the translation view's save route for a page's texts (PATCH /api/pages/{id}): complete.
    await translatePage("title", "Über uns");
    expect(await pageField("title")).toMatchObject({ state: "translated" });
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 0, missing: 0, total: 3 });
    const translated = await get("/de/about-us");
    expect(titleOf(translated.body)).toBe("Über uns – Acme");
    expect(noindex(translated.body)).toBe(false);
    expect(alternatesOf(translated.body)).toEqual(["en", "de", "x-default"]);
    expect(alternatesOf((await get("/about-us")).body)).toEqual(["en", "de", "x-default"]);
    expect(listed((await get("/sitemap.xml")).body)).toContain("/de/about-us");
  });

  it("marks a translation outdated when its source changes, and translated again when it is saved anew", async () => {
    const translated = await get("/de/about-us");
    expect(translated.body).toContain("In einer Garage gegründet.");
    expect(noindex(translated.body)).toBe(false);
    expect(alternatesOf(translated.body)).toEqual(["en", "de", "x-default"]);

    // The source changes, the German text stays as it was: outdated, so under 100% again.
    const saved = await saveSection({ section_title: "Our whole story" });
    expect(saved.section_title_translation).toEqual({ de: "Unsere Geschichte" });
    expect(await germanStatus()).toEqual({ translated: 2, outdated: 1, missing: 0, total: 3 });
    const outdated = await get("/de/about-us");
    expect(outdated.body).toContain("Unsere Geschichte");
    expect(noindex(outdated.body)).toBe(true);
    expect(alternatesOf(outdated.body)).toEqual(["en", "x-default"]);

    // Translated anew: up to date.
    await saveSection({ section_title_translation: { de: "Unsere ganze Geschichte" } });
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 0, missing: 0, total: 3 });
    // Emptied: missing.
    await saveSection({ section_title_translation: {} });
    expect(await germanStatus()).toEqual({ translated: 2, outdated: 0, missing: 1, total: 3 });
  });

  it("restores a revision with the translation it had: translated against the source it brings back", async () => {
    await saveSection({
      section_title: "Opening hours",
      section_title_translation: { de: "Öffnungszeiten" },
      section_description_translation: { de: "<p>In einer Garage gegründet.</p>" },
    });
    const { body: kept } = await owner(`/api/template-sections/${section.id}/revisions`);
    const first = kept.revisions[0];
    await saveSection({ section_title: "Our opening hours", section_title_translation: { de: "Unsere Öffnungszeiten" } });
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 0, missing: 0, total: 3 });

    const restored = await owner(`/api/template-sections/${section.id}/revisions/${first.id}/restore`, {
      method: "POST",
      body: { version: section.version },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    section = restored.body;
    expect(section).toMatchObject({ section_title: "Opening hours", section_title_translation: { de: "Öffnungszeiten" } });
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 0, missing: 0, total: 3 });
    expect((await get("/de/about-us")).body).toContain("Öffnungszeiten");
  });

  it("counts the page's meta description, and marks the page's own translation outdated when its title changes", async () => {
    expect(noindex((await get("/de/about-us")).body)).toBe(false);
    // A meta description is one more text to translate: under 100% again until it is.
    const described = await owner(`/api/pages/${page.id}`, { method: "PATCH", body: { description: "Who we are.", version: page.version } });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    page = described.body;
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 0, missing: 1, total: 4 });
    expect(noindex((await get("/de/about-us")).body)).toBe(true);
    await translatePage("description", "Wer wir sind.");
    expect(await germanStatus()).toEqual({ translated: 4, outdated: 0, missing: 0, total: 4 });
    const complete = await get("/de/about-us");
    expect(complete.body).toContain('<meta name="description" content="Wer wir sind."');
    expect(noindex(complete.body)).toBe(false);

    // The English title changes, the German one stays: outdated, the page leaves hreflang until it is translated anew.
    const renamed = await owner(`/api/pages/${page.id}`, { method: "PATCH", body: { title: "About our bakery", version: page.version } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    page = renamed.body;
    expect(await pageField("title")).toMatchObject({ state: "outdated" });
    expect(await germanStatus()).toEqual({ translated: 3, outdated: 1, missing: 0, total: 4 });
    const outdated = await get("/de/about-us");
    expect(titleOf(outdated.body)).toBe("Über uns – Acme");
    expect(noindex(outdated.body)).toBe(true);
    expect(alternatesOf((await get("/about-us")).body)).toEqual(["en", "x-default"]);
    await translatePage("title", "Über unsere Bäckerei");
    expect(await germanStatus()).toEqual({ translated: 4, outdated: 0, missing: 0, total: 4 });
    expect(alternatesOf((await get("/about-us")).body)).toEqual(["en", "de", "x-default"]);
  });

  it("refuses a threshold that is not a whole percentage, changing nothing", async () => {
    for (const value of [101, -1, 12.5, "50"]) {
      const refused = await saveSettings({ translation_threshold: value });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("The translation threshold must be a whole number from 0 to 100.");
    }
    const { body } = await owner(`/api/organizations/${org.id}`);
    expect(body.settings.translation_threshold).toBe(100);
  });

  it("shows a page's status to the organization's members only", async () => {
    const foreign = await api(org.host, `/api/organizations/${org.id}/site-map`, { token: other.owner.token, port: target.port });
    expect([403, 404]).toContain(foreign.status);
    expect((await api(org.host, `/api/organizations/${org.id}/site-map`, { port: target.port })).status).toBe(401);
  });
});

// Issue 42 (branch i42p): a post's own texts (title, summary, content, meta description) have translations too, saved
// through the posts API; its page in a published language shows them field by field, falling back to the site's
// language, and is noindex and out of hreflang there while under the site's threshold. A page's title and meta
// description are translated the same way (the pages API), shown in the page's language.
describe("a post's translations", () => {
  let target: Target;
  let org: TestOrg;
  let post: { slug: string; version: number } & Record<string, unknown>;
  const get = (path: string) => api<string>(org.host, path, { port: target.port });
  const owner = <T = any>(path: string, init: { method?: string; body?: unknown } = {}) =>
    api<T>(org.host, path, { ...init, token: org.owner.token, port: target.port });
  const savePost = async (fields: Record<string, unknown>) => {
    const saved = await owner(`/api/posts/${post.slug}`, { method: "PATCH", body: { ...fields, version: post.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    post = saved.body;
    return saved.body;
  };
  /** The post's fields in German in the translation view (members), by field name. */
  const germanStates = async () => {
    const { status, body } = await owner(`/api/translation-view?url_page=/${post.slug}&locale=de`);
    expect(status, JSON.stringify(body)).toBe(200);
    return Object.fromEntries(
      (body.fields as { subject: string; field: string; state: string }[]).filter((f) => f.subject === "post").map((f) => [f.field, f.state]),
    );
  };
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

  beforeAll(async () => {
    target = server();
    org = await createOrg(unique("Post translations "), target, { siteTitle: "Acme", language: "en", supportedLocales: ["en", "de"] });
    const created = await owner("/api/posts", {
      method: "POST",
      body: {
        title: "Opening day",
        slug: "opening-day",
        description: "We open our doors.",
        content: "<p>Come <strong>early</strong> for fresh bread.</p>",
        metadescription_for_page: "Our bakery opens on Monday.",
        display_config: { display_as_blog_post: true },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    post = created.body;
  });

  it("shows a saved title translation at /de/{slug} and on /de/blog, the other fields falling back, noindex under the threshold", async () => {
    const saved = await savePost({ title_translation: { de: "Eröffnungstag" } });
    expect(saved.title_translation).toEqual({ de: "Eröffnungstag" });
    expect(await germanStates()).toEqual({ title: "translated", description: "missing", content: "missing", metadescription_for_page: "missing" });

    const german = await get("/de/opening-day");
    expect(german.status).toBe(200);
    expect(german.body).toMatch(/<h1[^>]*>Eröffnungstag<\/h1>/);
    expect(titleOf(german.body)).toBe("Eröffnungstag – Acme");
    // Missing fields fall back to the site's language, field by field.
    expect(german.body).toContain("Come <strong>early</strong> for fresh bread.");
    expect(german.body).toContain('<meta name="description" content="Our bakery opens on Monday."');
    // 1 of 4 is under the default threshold (100%): kept out of search results and hreflang in German.
    expect(noindex(german.body)).toBe(true);
    expect(alternatesOf(german.body)).toEqual(["en", "x-default"]);
    const english = await get("/opening-day");
    expect(english.body).toMatch(/<h1[^>]*>Opening day<\/h1>/);
    expect(noindex(english.body)).toBe(false);
    expect(alternatesOf(english.body)).toEqual(["en", "x-default"]);

    const blog = await get("/de/blog");
    expect(blog.status).toBe(200);
    expect(blog.body).toContain("Eröffnungstag");
    expect(blog.body).toContain("We open our doors.");
    expect((await get("/blog")).body).not.toContain("Eröffnungstag");

    // The sitemap follows the same rule: the post in English only; the blog (a list) in every published language.
    const sitemap = listed((await get("/sitemap.xml")).body);
    expect(sitemap).toContain("/opening-day");
    expect(sitemap).not.toContain("/de/opening-day");
    expect(sitemap).toEqual(expect.arrayContaining(["/blog", "/de/blog"]));
  });

  it("is offered in German once every text is translated; a source edit makes its translation outdated", async () => {
    await savePost({
      description_translation: { de: "Wir öffnen unsere Türen." },
      content_translation: { de: '<p>Kommt <em>früh</em>.</p><script>alert(1)</script><p onclick="steal()">Frisches Brot.</p>' },
      metadescription_for_page_translation: { de: "Unsere Bäckerei öffnet am Montag." },
    });
    // Rich text sanitized on write, markup kept.
    expect(post.content_translation).toEqual({ de: "<p>Kommt <em>früh</em>.</p><p>Frisches Brot.</p>" });
    expect(await germanStates()).toEqual({ title: "translated", description: "translated", content: "translated", metadescription_for_page: "translated" });
    const german = await get("/de/opening-day");
    expect(german.body).toContain("<p>Kommt <em>früh</em>.</p>");
    expect(german.body).not.toContain("alert(1)");
    expect(german.body).toContain('<meta name="description" content="Unsere Bäckerei öffnet am Montag."');
    expect(noindex(german.body)).toBe(false);
    expect(alternatesOf(german.body)).toEqual(["en", "de", "x-default"]);
    expect(alternatesOf((await get("/opening-day")).body)).toEqual(["en", "de", "x-default"]);
    // Listed in German now; another post, untranslated, is not (each post by its own texts, read for all posts at once).
    const untranslated = await owner("/api/posts", {
      method: "POST",
      body: { title: "Closing time", slug: "closing-time", content: "<p>We close at six.</p>", display_config: { display_as_blog_post: true } },
    });
    expect(untranslated.status, JSON.stringify(untranslated.body)).toBe(201);
    const both = listed((await get("/sitemap.xml")).body);
    expect(both).toEqual(expect.arrayContaining(["/opening-day", "/de/opening-day", "/closing-time"]));
    expect(both).not.toContain("/de/closing-time");

    // The English title changes, the German one stays: outdated, so under 100% again.
    const edited = await savePost({ title: "Our opening day" });
    expect(edited.title_translation).toEqual({ de: "Eröffnungstag" });
    expect((await germanStates()).title).toBe("outdated");
    const outdated = await get("/de/opening-day");
    expect(outdated.body).toMatch(/<h1[^>]*>Eröffnungstag<\/h1>/);
    expect(noindex(outdated.body)).toBe(true);
    expect(alternatesOf(outdated.body)).toEqual(["en", "x-default"]);
    expect(listed((await get("/sitemap.xml")).body)).not.toContain("/de/opening-day");

    // Translated anew: offered again. The revisions keep the translations.
    await savePost({ title_translation: { de: "Unser Eröffnungstag" } });
    expect((await germanStates()).title).toBe("translated");
    expect(noindex((await get("/de/opening-day")).body)).toBe(false);
    expect(listed((await get("/sitemap.xml")).body)).toContain("/de/opening-day");
    const { body: revisions } = await owner(`/api/posts/${post.slug}/revisions`);
    const { body: latest } = await owner(`/api/posts/${post.slug}/revisions/${revisions[0].id}`);
    expect(latest.title_translation).toEqual({ de: "Unser Eröffnungstag" });
    expect(latest.content_translation).toEqual({ de: "<p>Kommt <em>früh</em>.</p><p>Frisches Brot.</p>" });
  });

  it("refuses a bad translation map with 400, and checks the version", async () => {
    for (const title_translation of [{ deu: "x" }, { de: 5 }, ["de"], { de: "x".repeat(201) }]) {
      const refused = await owner(`/api/posts/${post.slug}`, { method: "PATCH", body: { title_translation, version: post.version } });
      expect(refused.status, JSON.stringify(title_translation)).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
    const stale = await owner(`/api/posts/${post.slug}`, { method: "PATCH", body: { title_translation: { de: "Alt" }, version: post.version - 1 } });
    expect(stale.status).toBe(409);
  });

  it("shows a page's translated title and meta description in German", async () => {
    const created = await owner("/api/pages", {
      method: "POST",
      body: { title: "Contact", slug: "contact", description: "How to reach us.", title_translation: { de: "Kontakt" } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.title_translation).toEqual({ de: "Kontakt" });
    const saved = await owner(`/api/pages/${created.body.id}`, {
      method: "PATCH",
      body: { description_translation: { de: "So erreichen Sie uns." }, version: created.body.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const german = await get("/de/contact");
    expect(titleOf(german.body)).toBe("Kontakt – Acme");
    expect(german.body).toContain('<meta name="description" content="So erreichen Sie uns."');
    expect(titleOf((await get("/contact")).body)).toBe("Contact – Acme");
    const refused = await owner(`/api/pages/${created.body.id}`, { method: "PATCH", body: { title_translation: { de: 1 } } });
    expect(refused.status).toBe(400);
    const badKey = await owner(`/api/pages/${created.body.id}`, { method: "PATCH", body: { title_translation: { "de-DE": "Kontakt" } } });
    expect(badKey).toMatchObject({ status: 400, body: { error: "Translation keys are two-letter locales.", field: "title_translation.de-DE" } });
    const stored = (await owner<{ id: number; title_translation: unknown }[]>("/api/pages")).body.find((page) => page.id === created.body.id);
    expect(stored?.title_translation).toEqual({ de: "Kontakt" });
  });

  it("shows help-center articles in the page's language at /de/help-center and in the help widget, field by field, the same answer for every visitor", async () => {
    const created = await owner("/api/posts", {
      method: "POST",
      body: {
        title: "Returns",
        slug: "returns",
        description: "How to send a parcel back.",
        content: "<p>Send it back within thirty days.</p>",
        title_translation: { de: "Rücksendungen" },
        display_config: { is_help_center: true },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const article = created.body as { slug: string; version: number };

    const german = await get("/de/help-center");
    expect(german.status).toBe(200);
    expect(german.body).toContain("Rücksendungen");
    // Not translated: the summary and the searched text fall back to the site's language.
    expect(german.body).toContain("How to send a parcel back.");
    expect(german.body).toContain("Send it back within thirty days.");
    expect(german.body).toContain('href="/de/returns"');
    const english = await get("/help-center");
    expect(english.body).toContain("Returns");
    expect(english.body).not.toContain("Rücksendungen");

    // The help widget: its articles, and one read inside it, in the language the page asks for (never a cookie's).
    const widget = async (path: string) => {
      const answer = await api<any>(org.host, path, { port: target.port, cookie: "defaultLocale=en" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const content = await widget("/api/help/content?locale=de");
    expect(content.articles.find((entry: { slug: string }) => entry.slug === "returns")).toMatchObject({
      title: "Rücksendungen",
      summary: "How to send a parcel back.",
      href: "/de/returns",
    });
    // The content is not translated yet: the widget says the articles are written in English.
    expect(content.articles_locale).toBe("en");
    expect((await widget("/api/help/content?locale=en")).articles.find((entry: { slug: string }) => entry.slug === "returns").title).toBe("Returns");

    const saved = await owner(`/api/posts/${article.slug}`, {
      method: "PATCH",
      body: {
        version: article.version,
        description_translation: { de: "So schicken Sie ein Paket zurück." },
        content_translation: { de: "<p>Schicken Sie es innerhalb von dreißig Tagen zurück.</p>" },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const translated = await widget("/api/help/content?locale=de");
    expect(translated.articles_locale).toBe("de");
    expect(translated.articles.find((entry: { slug: string }) => entry.slug === "returns")).toMatchObject({
      summary: "So schicken Sie ein Paket zurück.",
      text: "Schicken Sie es innerhalb von dreißig Tagen zurück.",
    });
    const read = await widget("/api/help/articles/returns?locale=de");
    expect(read).toMatchObject({ title: "Rücksendungen", href: "/de/returns" });
    expect(read.html).toContain("Schicken Sie es innerhalb von dreißig Tagen zurück.");
    expect((await widget("/api/help/articles/returns?locale=en")).title).toBe("Returns");
    // The help center page follows the save (its cached list per language is dropped with the others).
    expect((await get("/de/help-center")).body).toContain("So schicken Sie ein Paket zurück.");
    expect((await get("/help-center")).body).not.toContain("So schicken Sie");
  });
});
