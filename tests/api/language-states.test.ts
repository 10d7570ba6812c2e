import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, server, unique, type Target, type TestOrg } from "../support/client";

// Issue 42, item 1: each of a site's languages is published or a draft. A draft language's pages are for signed-in
// members only; visitors, search engines, the language switch and the language suggestion do not get it.

const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
/** The languages the page's public settings publish (the language suggestion reads them), from its page data or flight data. */
const pageLanguages = (html: string) => html.match(/\\?"languages\\?":\[([^\]]*)\]/)?.[1]?.replace(/\\?"/g, "") ?? "";

describe("a draft language", () => {
  let target: Target;
  let org: TestOrg;
  const get = (path: string, token?: string) => api<string>(org.host, path, { token, port: target.port });
  const save = async (settingsData: Record<string, unknown>) => {
    const { body: before } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token, port: target.port });
    return api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      port: target.port,
      body: { version: before.version, settingsData },
    });
  };

  beforeAll(async () => {
    target = server();
    org = await createOrg(unique("Languages "), target, {
      siteTitle: "Acme",
      language: "en",
      supportedLocales: ["en", "es", "de"],
      withLanguageSwitch: true,
    });
    const page = await api(org.host, "/api/pages", {
      method: "POST",
      token: org.owner.token,
      port: target.port,
      // Its title translated (a page's own title counts in its translation status, issue 42): offered in each language.
      body: { title: "About us", slug: "about-us", title_translation: { es: "Quiénes somos", de: "Über uns" } },
    });
    expect(page.status).toBe(201);
  });

  it("leaves an existing site's languages published", async () => {
    const { body } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token, port: target.port });
    expect(body.settings.draft_languages).toEqual([]);
    expect(body.settings.draft_language_visitors).toBe("default");
    expect((await get("/de/about-us")).status).toBe(200);
  });

  it("is answered to members only, and left out of hreflang, the sitemap, the language switch and the suggestion", async () => {
    const saved = await save({ draft_languages: ["de"] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.draft_languages).toEqual(["de"]);

    // A visitor asking for the German page gets the page in the site's language (307), with the query.
    const visitor = await get("/de/about-us?ref=mail");
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get("location")).toBe("/about-us?ref=mail");
    expect((await get("/de")).headers.get("location")).toBe("/");

    // A member gets it, in German, answered to them alone: never kept by the front cache for the next visitor.
    const member = await get("/de/about-us", org.owner.token);
    expect(member.status).toBe(200);
    expect(member.body).toContain('<html lang="de"');
    expect(member.headers.get("cache-control")).toMatch(/private/);
    expect(member.headers.get("cache-control")).toMatch(/no-store/);
    expect(member.headers.get("x-onsite-cache")).toBeNull();
    expect(member.body).toMatch(/<meta name="robots" content="noindex/);
    expect((await get("/de/about-us")).status).toBe(307);

    // The published pages: no German alternate, no German link in the switch, no German in the languages the suggestion offers.
    const english = await get("/about-us");
    expect(english.status).toBe(200);
    expect(alternatesOf(english.body)).toEqual({
      en: `https://${org.host}/about-us`,
      es: `https://${org.host}/es/about-us`,
      "x-default": `https://${org.host}/about-us`,
    });
    expect(english.body).toContain('href="/es/about-us"');
    expect(english.body).not.toContain('href="/de/about-us"');
    expect(pageLanguages(english.body)).toBe("en,es");

    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain(`https://${org.host}/es/about-us`);
    expect(sitemap).not.toContain(`https://${org.host}/de`);
    expect(sitemap).not.toContain('hreflang="de"');
  });

  it("answers visitors a 404 in the site's language when the site says so; members still get the page", async () => {
    expect((await save({ draft_language_visitors: "not_found" })).status).toBe(200);
    const visitor = await get("/de/about-us");
    expect(visitor.status).toBe(404);
    expect(visitor.body).toContain('<html lang="en"');
    expect(visitor.body).toContain("Page not found");
    // Nothing of the German page itself, in the HTML or in the App Router's flight data.
    expect(visitor.body).not.toMatch(/urlPage\\?":\\?"\/about-us/);
    expect(visitor.headers.get("cache-control")).toMatch(/no-store/);
    expect((await get("/de")).status).toBe(404);
    const member = await get("/de/about-us", org.owner.token);
    expect(member.status).toBe(200);
    expect(member.body).toContain('<html lang="de"');
  });

  it("is everywhere once published", async () => {
    const published = await save({ draft_languages: [], draft_language_visitors: "default" });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const german = await get("/de/about-us");
    expect(german.status).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.headers.get("cache-control")).toMatch(/public/);
    const english = await get("/about-us");
    expect(alternatesOf(english.body).de).toBe(`https://${org.host}/de/about-us`);
    expect(english.body).toContain('href="/de/about-us"');
    expect(pageLanguages(english.body)).toBe("en,es,de");
    expect((await get("/sitemap.xml")).body).toContain(`<loc>https://${org.host}/de/about-us</loc>`);
  });
});

describe("the languages' states in Global Settings", () => {
  let org: TestOrg;
  const save = async (settingsData: Record<string, unknown>) => {
    const { body: before } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    return api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { version: before.version, settingsData } });
  };
  const stored = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.settings;

  beforeAll(async () => {
    org = await createOrg(unique("States "), undefined, { language: "en", supportedLocales: ["en", "fr"] });
  });

  it("refuses bad input with a clear 400 and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ draft_languages: ["xx"] }, "A language must be one of: en, es, fr, de, ru, pt, it, nl, pl, ja, zh."],
      [{ draft_languages: ["ja"] }, "Japanese is not one of the site's languages: add it to the languages of the site first."],
      [{ draft_languages: ["en"] }, "English is the site's language, which is always published: publish English first, or keep another language for the site."],
      [{ draft_languages: "fr" }, "draft_languages must be a list of languages."],
      [{ draft_language_visitors: "maybe" }, "draft_language_visitors must be one of: default, not_found."],
    ];
    for (const [settingsData, error] of cases) {
      const answer = await save(settingsData);
      expect(answer.status, JSON.stringify(settingsData)).toBe(400);
      expect(answer.body.error, JSON.stringify(settingsData)).toBe(error);
    }
    expect((await stored()).draft_languages).toEqual([]);
  });

  it("keeps a language added by the API published, and a draft out of the site's language", async () => {
    expect((await save({ supported_locales: ["en", "fr", "de"], draft_languages: ["de"] })).status).toBe(200);
    expect((await stored()).draft_languages).toEqual(["de"]);
    // The site's language cannot become a draft one while it is a draft.
    const refused = await save({ language: "de" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("German is the site's language, which is always published: publish German first, or keep another language for the site.");
    expect((await save({ supported_locales: ["en", "fr", "de", "es"] })).status).toBe(200);
    expect((await stored()).draft_languages).toEqual(["de"]);
    // A language removed is no draft either.
    expect((await save({ supported_locales: ["en", "fr"] })).status).toBe(200);
    expect((await stored()).draft_languages).toEqual([]);
  });

  it("keeps revisions of the states, as of the General tab's other fields", async () => {
    expect((await save({ supported_locales: ["en", "fr"], draft_languages: ["fr"] })).status).toBe(200);
    const { status, body } = await api(org.host, `/api/organizations/${org.id}/settings/revisions`, { token: org.owner.token });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain("Draft languages");
  });
});
