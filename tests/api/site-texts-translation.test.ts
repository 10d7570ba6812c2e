import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, unique, type Target, type TestOrg } from "../support/client";
import { variantServer } from "../support/variants";

// Issue 42, item 2: the site-wide texts (menu items, FAQs, banners) are missing, translated or outdated per language
// like a page's texts, with a status of their own ("Site-wide texts") that counts toward no page's threshold; the
// translation view lists them with `scope=site`, saves them through PUT /api/translation-view/site-texts and drafts
// them with the machine (the hub's fake translation server: "[de] " before each text).

type Field = { key: string; subject: string; id: number; version: number | null; field: string; rich: boolean; state: string; draft: string | null };
const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);

describe("site-wide texts in the translation status and view", () => {
  let target: Target;
  let org: TestOrg;
  let other: TestOrg;
  let menuItem: { id: number };
  const owner = <T = any>(path: string, init: { method?: string; body?: unknown } = {}) =>
    api<T>(org.host, path, { token: org.owner.token, ...init, port: target.port });
  const visitor = (path: string) => api<string>(org.host, path, { port: target.port });
  const siteView = async (locale = "de") => {
    const answer = await owner(`/api/translation-view?scope=site&locale=${locale}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { source: string; locale: string; locales: string[]; machine: boolean; fields: Field[] };
  };
  const fieldOf = async (subject: string, field: string) => (await siteView()).fields.find((f) => f.subject === subject && f.field === field)!;
  const saveText = (body: Record<string, unknown>) => owner("/api/translation-view/site-texts", { method: "PUT", body: { locale: "de", ...body } });
  const status = async () => {
    const answer = await owner("/api/translation-view/site-texts");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.translation.de as { translated: number; outdated: number; missing: number; total: number };
  };
  const saveSettings = async (lists: Record<string, unknown>) => {
    const { body: before } = await owner(`/api/organizations/${org.id}`);
    const saved = await owner(`/api/organizations/${org.id}`, { method: "PUT", body: { version: before.version, ...lists } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const readSettings = async () => (await owner(`/api/organizations/${org.id}`)).body;

  beforeAll(async () => {
    target = await variantServer("translate");
    [org, other] = await Promise.all([
      createOrg(unique("Site texts "), target, { siteTitle: "Bakery", language: "en", supportedLocales: ["en", "de"] }),
      createOrg(unique("Others "), target, { language: "en", supportedLocales: ["en", "de"] }),
    ]);
    const created = await owner("/api/menu-items", { method: "POST", body: { display_name: "Opening hours", url_name: "hours" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    menuItem = created.body.menu_item;
    await saveSettings({
      faqs: [{ question: "Do you deliver?", answer: "<p>Within the <strong>city</strong>.</p>" }],
      banners: [{ content: { text: "Winter sale", link: { url: "/offers", label: "See offers" } } }],
    });
  }, 200_000);

  it("lists the menus, FAQs and banners as missing, with a status of their own", async () => {
    const view = await siteView();
    expect(view).toMatchObject({ source: "en", locale: "de", locales: ["de"], machine: true });
    expect(view.fields.map((f) => [f.subject, f.field, f.rich, f.state])).toEqual([
      ["menu_item", "display_name", false, "missing"],
      ["faq", "question", false, "missing"],
      ["faq", "answer", true, "missing"],
      ["banner", "text", false, "missing"],
      ["banner", "link_label", false, "missing"],
    ]);
    expect(await status()).toEqual({ translated: 0, outdated: 0, missing: 5, total: 5 });
  });

  it("saves a menu item's translation with its version: translated, shown to visitors; an edited name makes it outdated", async () => {
    const field = await fieldOf("menu_item", "display_name");
    expect(field.version).toEqual(expect.any(Number));
    const saved = await saveText({ subject: "menu_item", id: menuItem.id, translations: { display_name: "Öffnungszeiten" }, version: field.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ subject: "menu_item", id: menuItem.id, version: field.version! + 1 });
    expect(await fieldOf("menu_item", "display_name")).toMatchObject({ state: "translated", translations: { de: "Öffnungszeiten" } });
    // The chrome was invalidated: the German header shows it.
    expect((await visitor("/de")).body).toContain("Öffnungszeiten");
    // A save based on the old version is refused.
    const stale = await saveText({ subject: "menu_item", id: menuItem.id, translations: { display_name: "Zeiten" }, version: field.version });
    expect(stale.status).toBe(409);

    // The source edited through the menu's own route: the translation is outdated.
    const edited = await owner(`/api/menu-items/${menuItem.id}`, { method: "PUT", body: { kind: "menu_item", display_name: "Hours" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await fieldOf("menu_item", "display_name")).state).toBe("outdated");
    expect(await status()).toMatchObject({ translated: 0, outdated: 1, missing: 4 });
  });

  it("saves a FAQ's and a banner's translations per language and field; an edit in Global Settings makes them outdated", async () => {
    const { faqs, banners } = await readSettings();
    const faq = faqs[0];
    const banner = banners[0];
    const question = await saveText({ subject: "faq", id: faq.id, translations: { question: "Liefern Sie?" } });
    expect(question.status, JSON.stringify(question.body)).toBe(200);
    expect(question.body).toEqual({ subject: "faq", id: faq.id, version: null });
    const label = await saveText({ subject: "banner", id: banner.id, translations: { link_label: "Angebote" } });
    expect(label.status, JSON.stringify(label.body)).toBe(200);
    expect((await fieldOf("faq", "question")).state).toBe("translated");
    expect((await fieldOf("banner", "link_label")).state).toBe("translated");
    // Only that field's language changed: the rest of the banner is as it was.
    const stored = (await readSettings()).banners[0];
    expect(stored.content).toMatchObject({ text: "Winter sale", link: { url: "/offers", label: "See offers", label_translation: { de: "Angebote" } } });
    // The list's revision was kept with the translation.
    const revisions = await owner(`/api/organizations/${org.id}/lists/faqs/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.revisions.length).toBe(2);

    // Global Settings saves the FAQ with a new question (its translations sent back as they were): outdated.
    const current = (await readSettings()).faqs[0];
    await saveSettings({ faqs: [{ ...current, question: "Do you deliver on Sundays?" }] });
    expect((await fieldOf("faq", "question")).state).toBe("outdated");
    // Translating it again makes it translated.
    expect((await saveText({ subject: "faq", id: faq.id, translations: { question: "Liefern Sie sonntags?" } })).status).toBe(200);
    expect((await fieldOf("faq", "question")).state).toBe("translated");
    expect(await status()).toEqual({ translated: 2, outdated: 1, missing: 2, total: 5 });
  });

  it("never changes a page's status: an untranslated menu item leaves a translated page in hreflang", async () => {
    // The page's own title translated too: it counts in the page's status, as its blocks' texts do.
    const page = await owner("/api/pages", { method: "POST", body: { title: "About us", slug: "about-us", title_translation: { de: "Über uns" } } });
    expect(page.status).toBe(201);
    const created = await owner("/api/template-sections", { method: "POST", body: { url_page: "/about-us", section_title: "Our story" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const translated = await owner(`/api/template-sections/${created.body.id}`, {
      method: "PUT",
      body: { section_title_translation: { de: "Unsere Geschichte" }, version: created.body.version },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(await owner("/api/menu-items", { method: "POST", body: { display_name: "Catering", url_name: "catering" } })).toMatchObject({ status: 201 });

    const map = await owner(`/api/organizations/${org.id}/site-map`);
    expect(map.body.pages.find((p: { path: string }) => p.path === "/about-us").translation.de).toEqual({ translated: 2, outdated: 0, missing: 0, total: 2 });
    expect(alternatesOf((await visitor("/about-us")).body)).toContain("de");
    expect((await status()).missing).toBe(3);
  });

  it("drafts the missing site-wide texts by machine; a FAQ's draft is approved, a banner's discarded", async () => {
    const drafted = await owner("/api/translation-view/drafts", { method: "POST", body: { scope: "site", locale: "de" } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.drafted).toBe(3);
    const answer = await fieldOf("faq", "answer");
    expect(answer.state).toBe("missing");
    expect(answer.draft).toContain("<strong>[de] city</strong>");
    // Not published until approved.
    expect((await status()).missing).toBe(3);

    const { faqs, banners } = await readSettings();
    const approved = await saveText({ subject: "faq", id: faqs[0].id, translations: { answer: answer.draft } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await fieldOf("faq", "answer")).toMatchObject({ state: "translated", draft: null });

    const discarded = await owner("/api/translation-view/drafts", {
      method: "DELETE",
      body: { subject: "banner", id: banners[0].id, field: "text", locale: "de" },
    });
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    expect(await fieldOf("banner", "text")).toMatchObject({ state: "missing", draft: null });
  });

  it("refuses bad input with a clear 4xx, and another organization's records and members", async () => {
    const { faqs } = await readSettings();
    const unknown = await saveText({ subject: "page", id: 1, translations: { title: "x" } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("Name a site-wide text");
    expect((await saveText({ subject: "faq", id: faqs[0].id, translations: { display_name: "x" } })).status).toBe(400);
    expect((await saveText({ subject: "faq", id: faqs[0].id, locale: "en", translations: { question: "x" } })).status).toBe(400);
    expect((await saveText({ subject: "faq", id: faqs[0].id, translations: "x" })).status).toBe(400);
    expect((await owner("/api/translation-view?scope=everything&locale=de")).status).toBe(400);
    // Another organization's FAQ is not found from this one; its owner is no member here.
    const theirs = await api(other.host, "/api/translation-view/site-texts", {
      method: "PUT",
      token: other.owner.token,
      port: target.port,
      body: { subject: "faq", id: faqs[0].id, locale: "de", translations: { question: "x" } },
    });
    expect(theirs.status).toBe(404);
    expect((await api(org.host, "/api/translation-view/site-texts", { token: other.owner.token, port: target.port })).status).toBe(403);
    expect((await visitor("/api/translation-view/site-texts")).status).toBe(401);
  });

  it("answers an editor (the role) 403 on a site-wide text's save, changing nothing; the status and the view stay readable", async () => {
    // On the test server (its members are made through its outbox): an organization of its own.
    const shop = await createOrg(unique("Editors "), undefined, { language: "en", supportedLocales: ["en", "de"] });
    const created = await api(shop.host, "/api/menu-items", { method: "POST", token: shop.owner.token, body: { display_name: "Prices", url_name: "prices" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.menu_item as { id: number; version: number };
    const editor = await member(shop, "editor");
    const refused = await api(shop.host, "/api/translation-view/site-texts", {
      method: "PUT",
      token: editor.token,
      body: { subject: "menu_item", id: item.id, locale: "de", translations: { display_name: "Preise" }, version: item.version },
    });
    expect(refused.status).toBe(403);
    expect(typeof refused.body.error).toBe("string");
    const status = await api(shop.host, "/api/translation-view/site-texts", { token: editor.token });
    expect(status.status).toBe(200);
    expect(status.body.translation.de.translated).toBe(0);
    expect((await api(shop.host, "/api/translation-view?scope=site&locale=de", { token: editor.token })).status).toBe(200);
    // An owner's save of the same text goes through.
    const saved = await api(shop.host, "/api/translation-view/site-texts", {
      method: "PUT",
      token: shop.owner.token,
      body: { subject: "menu_item", id: item.id, locale: "de", translations: { display_name: "Preise" }, version: item.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(shop.host, "/api/translation-view/site-texts", { token: editor.token })).body.translation.de.translated).toBe(1);
  });
});
