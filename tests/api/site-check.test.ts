import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, server, signIn, signUp, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createPost, createSection, saveSettingsList } from "../support/fixtures";

/**
 * The check before publishing (issue 43, item 3): GET /api/organizations/{id}/check
 * finds links to pages that do not exist (a menu's, a section's rich text, a post's,
 * a banner's), images without alt text, a chosen text colour below WCAG AA, a page
 * without a meta description and a title over 60 characters; each finding names the
 * editor that fixes it. A link to an address a redirect answers is not broken.
 */
type Finding = { kind: string; message: string; page: string | null; locale: string; field: string; editor: string };

const check = async (org: TestOrg, query = "", token = org.owner.token) =>
  api<{ findings: Finding[]; error?: string }>(org.host, `/api/organizations/${org.id}/check${query}`, { token });
const slug = (prefix: string) => unique(prefix).toLowerCase();

async function createPage(org: TestOrg, body: Record<string, unknown>) {
  const { status, body: page } = await api(org.host, "/api/pages", { method: "POST", body, token: org.owner.token });
  expect(status, JSON.stringify(page)).toBe(201);
  return page as { id: number; slug: string };
}

describe("GET /api/organizations/{id}/check", () => {
  let org: TestOrg;
  let other: TestOrg;
  let planted: {
    page: { id: number; slug: string };
    clean: { id: number; slug: string };
    post: { id: number; slug: string };
    section: number;
    longTitle: string;
    oldSlug: string;
  };

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg()]);
    const owner = { token: org.owner.token };
    const longTitle = "A page whose title goes on and on well past what a search engine shows";
    const page = await createPage(org, { title: longTitle, slug: slug("planted-") });
    const clean = await createPage(org, { title: "Clean page", slug: slug("clean-"), description: "Nothing to fix here." });
    // A renamed page keeps its old address as a redirect: a link to it is not broken.
    const renamed = await createPage(org, { title: "Renamed", slug: slug("before-"), description: "Moved." });
    const after = slug("after-");
    expect((await api(org.host, `/api/pages/${renamed.id}`, { method: "PATCH", body: { slug: after }, ...owner })).status).toBe(200);

    const section = await api(org.host, "/api/template-sections", {
      method: "POST",
      ...owner,
      body: {
        url_page: `/${page.slug}`,
        section_title: "Low contrast",
        section_description: `<p><a href="/no-such-section-target">gone</a> <a href="/${renamed.slug}">old address</a> <a href="https://example.org/elsewhere">other site</a></p>`,
        background_color: "white",
        text_color: "gray-300",
      },
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    // A section on the clean page with readable colours and good links.
    const fine = await api(org.host, "/api/template-sections", {
      method: "POST",
      ...owner,
      body: {
        url_page: `/${clean.slug}`,
        section_title: "Fine",
        section_description: `<p><a href="/${page.slug}">a page</a></p>`,
        background_color: "white",
        text_color: "gray-900",
      },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);

    const post = await createPost(org, {
      title: "A post with problems",
      description: "Its summary.",
      content:
        '<p><a href="/no-such-post-target">broken</a></p><p><img src="https://example.org/cat.png"></p><p><img src="https://example.org/dog.png" alt="A dog"></p>',
    });
    const item = await api(org.host, "/api/menu-items", {
      method: "POST",
      ...owner,
      body: { organization_id: org.id, display_name: "Lost", url_name: "/no-such-menu-target", is_displayed: true, is_displayed_on_footer: false },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    await saveSettingsList(org, "banners", [
      {
        position: "top",
        type: "permanent",
        is_enabled: true,
        // Dark grey text chosen on the default dark grey bar.
        content: { text: "Sale", link: { url: "/no-such-banner-target", label: "Shop" }, banner_content_style: "gray-700" },
        page_paths: [],
      },
    ]);
    planted = { page, clean, post: post as { id: number; slug: string }, section: section.body.id as number, longTitle, oldSlug: renamed.slug };
  });

  it("finds the planted broken links, the missing alt text, the low contrast, the missing meta description and the long title, each with its editor", async () => {
    const { status, body, headers } = await check(org);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get("cache-control")).toContain("no-store");
    const { findings } = body;
    const find = (kind: string, text: string) => findings.find((f) => f.kind === kind && f.message.includes(text));

    expect(find("broken_link", "/no-such-menu-target")).toMatchObject({
      page: null,
      locale: "en",
      editor: "/#open=header",
      message: "Link to /no-such-menu-target, a page that does not exist (Lost)",
    });
    expect(find("broken_link", "/no-such-banner-target")).toMatchObject({ page: null, editor: "/#open=settings&tab=banners" });
    expect(find("broken_link", "/no-such-section-target")).toMatchObject({
      page: `/${planted.page.slug}`,
      field: `template_section.${planted.section}.section_description`,
      editor: `/${planted.page.slug}#edit=template_section&id=${planted.section}`,
    });
    expect(find("broken_link", "/no-such-post-target")).toMatchObject({
      page: `/${planted.post.slug}`,
      field: `posts.${planted.post.id}.content`,
      editor: `/${planted.post.slug}#edit=post&id=${planted.post.id}&slug=${planted.post.slug}`,
    });
    expect(find("missing_alt", "https://example.org/cat.png")).toMatchObject({
      page: `/${planted.post.slug}`,
      message: "Image without alt text (A post with problems): https://example.org/cat.png",
    });
    expect(find("missing_alt", "dog.png")).toBeUndefined();
    expect(find("low_contrast", "Low contrast")).toMatchObject({ page: `/${planted.page.slug}`, field: `template_section.${planted.section}.text_color` });
    expect(find("low_contrast", "Low contrast")!.message).toMatch(/^Text contrast 1\.\d+:1 on its background, below 4\.5:1 \(Low contrast\)$/);
    expect(find("low_contrast", "(Sale)")).toMatchObject({
      page: null,
      field: expect.stringMatching(/^banners\.\d+\.content\.banner_content_style$/),
      editor: "/#open=settings&tab=banners",
    });
    expect(find("missing_description", planted.longTitle)).toMatchObject({ page: `/${planted.page.slug}`, field: `pages.${planted.page.id}.description` });
    expect(find("long_title", planted.longTitle)).toMatchObject({
      message: `Title of ${[...planted.longTitle].length} characters, over 60 (${planted.longTitle})`,
    });

    // A redirect's old address, another site and existing pages are not broken; the clean page has nothing.
    expect(findings.filter((f) => f.message.includes(planted.oldSlug) || f.message.includes("example.org/elsewhere"))).toEqual([]);
    expect(findings.filter((f) => f.page === `/${planted.clean.slug}`)).toEqual([]);
  });

  it("checks one page: its own findings and those of every page (menu, banners); a clean page has only the latter", async () => {
    const planted1 = await check(org, `?page=${planted.page.id}&locale=en`);
    expect(planted1.status).toBe(200);
    const kinds = planted1.body.findings.filter((f) => f.page !== null).map((f) => f.kind);
    expect(kinds.sort()).toEqual(["broken_link", "long_title", "low_contrast", "missing_description"]);
    const clean = await check(org, `?page=${planted.clean.id}`);
    expect(clean.status).toBe(200);
    expect(clean.body.findings.filter((f) => f.page !== null)).toEqual([]);
    expect(clean.body.findings.map((f) => f.page)).toEqual([null, null, null]);
    // Another organization's page on a fresh site: nothing at all.
    const fresh = await createPage(other, { title: "Fresh", slug: slug("fresh-"), description: "A fresh page." });
    const freshCheck = await check(other, `?page=${fresh.id}`, other.owner.token);
    expect(freshCheck.status).toBe(200);
    expect(freshCheck.body.findings).toEqual([]);
  });

  it("checks each language as its visitors see it: a translation's own broken link under its language, an untranslated one once", async () => {
    const site = await createOrg();
    const token = site.owner.token;
    const saved = await api(site.host, `/api/organizations/${site.id}`, { method: "PUT", token, body: { settingsData: { supported_locales: ["en", "de"] } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await createPage(site, { title: "Team", slug: slug("team-"), description: "Who we are." });
    const section = await api(site.host, "/api/template-sections", {
      method: "POST",
      token,
      body: {
        url_page: `/${page.slug}`,
        section_title: "People",
        section_description: '<p><a href="/no-such-everywhere">all</a></p>',
        section_description_translation: { de: '<p><a href="/no-such-everywhere">alle</a> <a href="/kein-solches-ziel">nur deutsch</a></p>' },
      },
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const whole = await check(site, `?page=${page.id}`, token);
    expect(whole.status).toBe(200);
    const links = whole.body.findings.filter((f) => f.kind === "broken_link").map((f) => [f.locale, f.message.split(",")[0]]);
    expect(links).toEqual([
      ["en", "Link to /no-such-everywhere"],
      ["de", "Link to /kein-solches-ziel"],
    ]);
    // One language: everything its visitors see, with that language's editor address.
    const german = await check(site, `?page=${page.id}&locale=de`, token);
    expect(german.body.findings.map((f) => [f.locale, f.message.split(",")[0], f.editor])).toEqual([
      ["de", "Link to /no-such-everywhere", `/de/${page.slug}#edit=template_section&id=${section.body.id}`],
      ["de", "Link to /kein-solches-ziel", `/de/${page.slug}#edit=template_section&id=${section.body.id}`],
    ]);
  });

  it("reads a hero's chosen text colours on what they sit on: the light veil over a background picture, else the hero's background", async () => {
    const site = await createOrg();
    const token = site.owner.token;
    const hero = async (urlPage: string, body: Record<string, unknown>) => {
      const created = await api(site.host, "/api/hero-sections", { method: "POST", token, body: { url_page: urlPage, title: "Welcome", ...body } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as number;
    };
    const veiled = await createPage(site, { title: "Veiled", slug: slug("veiled-"), description: "A picture behind the text." });
    const plain = await createPage(site, { title: "Plain", slug: slug("plain-"), description: "A dark hero." });
    // White text on a dark grey hero reads well, but over a background picture it sits on the light veil.
    const onPicture = await hero(`/${veiled.slug}`, {
      image: "https://example.org/dunes.jpg",
      image_style: { position: "background" },
      background_style: { color: "gray-900", is_gradient: false },
      title_style: { color: "white", is_gradient: false },
      description_style: { color: "gray-800" },
    });
    await hero(`/${plain.slug}`, {
      background_style: { color: "gray-900", is_gradient: false },
      title_style: { color: "white", is_gradient: false },
      description_style: { color: "gray-800" },
    });
    const { status, body } = await check(site, "?locale=en");
    expect(status, JSON.stringify(body)).toBe(200);
    const contrast = body.findings.filter((f) => f.kind === "low_contrast").map((f) => [f.page, f.field, f.editor]);
    expect(contrast).toEqual([
      [`/${veiled.slug}`, `hero.${onPicture}.title_style.color`, `/${veiled.slug}#edit=hero&id=${onPicture}`],
      [
        `/${plain.slug}`,
        expect.stringMatching(/^hero\.\d+\.description_style\.color$/),
        expect.stringMatching(new RegExp(`^/${plain.slug}#edit=hero&id=\\d+$`)),
      ],
    ]);
  });

  it("refuses bad input with a clear 400, another organization's page with a 404", async () => {
    for (const query of ["?page=about", "?page=-1", "?page=1.5", "?locale=xx", "?locale=", "?pages=1"]) {
      const result = await check(org, query);
      expect(result.status, query).toBe(400);
      expect(result.body.error, query).toMatch(/page|locale|parameter/);
    }
    const { findings } = (await check(org, "?page=home")).body;
    expect(Array.isArray(findings)).toBe(true);
    const fresh = await createPage(other, { title: "Theirs", slug: slug("theirs-"), description: "Not yours." });
    const theirs = await check(org, `?page=${fresh.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe("Page not found");
  });

  it("is for the organization's members: editors may read it; visitors 401, customers and other organizations' owners 403", async () => {
    const editor = await member(org, "editor");
    const token = await signIn(org.host, editor.email, editor.password);
    expect((await check(org, "?page=home", token)).status).toBe(200);
    expect((await api(org.host, `/api/organizations/${org.id}/check`)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await check(org, "", await signIn(org.host, customer.email, customer.password))).status).toBe(403);
    expect((await check(org, "", other.owner.token)).status).toBe(403);
    const result = await api(org.host, `/api/organizations/${other.id}/check`, { token: org.owner.token });
    expect(result.status).toBe(404);
    expect(result.body.error).toBe("Organization not found");
  });
});

describe("a new site's check", () => {
  it("finds nothing to fix: the starter home page and policy pages have their descriptions and working links", async () => {
    for (const language of ["en", "de"]) {
      const org = await createOrg(unique("Fresh Check "), server(), { language });
      const { status, body } = await check(org);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.findings).toEqual([]);
    }
  });

  it("reads a card's image with its title as alt text, as the page shows it", async () => {
    const org = await createOrg(unique("Card Check "), server(), { language: "en" });
    const section = await createSection(org, { section_title: "Our work" });
    const metric = await createMetric(org, { title: "A loaf", image: "https://example.org/loaf.png" });
    await addSectionMetric(org, section.id, metric.id);
    const page = await api<string>(org.host, "/");
    expect(String(page.body)).toContain('alt="A loaf"');
    const { body } = await check(org);
    expect(body.findings.filter((finding) => finding.kind === "missing_alt")).toEqual([]);
  });
});
