import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, type TestOrg } from "../support/client";

/** The `<head>` tags of a public page. */
async function head(org: TestOrg, path: string) {
  const { status, body } = await api<string>(org.host, path);
  const html = String(body);
  const tag = (pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  return {
    status,
    title: tag(/<title>([^<]*)<\/title>/),
    description: tag(/<meta name="description" content="([^"]*)"/),
    canonical: tag(/<link rel="canonical" href="([^"]+)"/),
    ogTitle: tag(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: tag(/<meta property="og:description" content="([^"]*)"/),
    icon: tag(/<link rel="icon" href="([^"]+)"/),
    alternates,
  };
}

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg("Acme Travel", undefined, { siteTitle: "Acme Travel", language: "en", supportedLocales: ["en", "es", "de"] });
  const created = await api(org.host, "/api/pages", {
    method: "POST",
    token: org.owner.token,
    body: { title: "About us", slug: "about-us", description: "Who we are & what we do." },
  });
  expect(created.status).toBe(201);
});

describe("page metadata", () => {
  it("gives a page its own title with the site's name, its description, canonical URL and Open Graph", async () => {
    const page = await head(org, "/about-us");
    expect(page.status).toBe(200);
    expect(page.title).toBe("About us – Acme Travel");
    expect(page.description).toBe("Who we are & what we do.");
    expect(page.canonical).toBe(`https://${org.host}/about-us`);
    expect(page.ogTitle).toBe("About us");
    expect(page.ogDescription).toBe("Who we are & what we do.");
  });

  it("lists an hreflang alternate for each supported language plus x-default", async () => {
    const page = await head(org, "/about-us");
    expect(page.alternates).toEqual({
      en: `https://${org.host}/about-us`,
      es: `https://${org.host}/es/about-us`,
      de: `https://${org.host}/de/about-us`,
      "x-default": `https://${org.host}/about-us`,
    });
    const spanish = await head(org, "/es/about-us");
    expect(spanish.canonical).toBe(`https://${org.host}/es/about-us`);
  });

  it("titles the home page with the site's name and describes it with its first block's text", async () => {
    const home = await head(org, "/");
    expect(home.title).toBe("Acme Travel");
    expect(home.description).toBeTruthy();
    expect(home.canonical).toBe(`https://${org.host}/`);
  });

  it("does not take the canonical host from the request's Host header", async () => {
    const forged = await api<string>(org.host, "/about-us", { headers: { "x-forwarded-host": "evil.example" } });
    expect(String(forged.body)).not.toContain("evil.example");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists the home page and every page in each language, with alternates", async () => {
    const { status, body, headers } = await api<string>(org.host, "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    const locs = [...String(body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const url of ["/", "/es", "/de", "/about-us", "/es/about-us", "/de/about-us"]) expect(locs).toContain(`https://${org.host}${url === "/" ? "/" : url}`);
    expect(String(body)).toContain(`hreflang="x-default" href="https://${org.host}/about-us"`);
  });

  it("names the sitemap in robots.txt", async () => {
    const { status, body } = await api<string>(org.host, "/robots.txt");
    expect(status).toBe(200);
    expect(String(body)).toContain("User-agent: *");
    expect(String(body)).toContain(`Sitemap: https://${org.host}/sitemap.xml`);
  });

  it("keeps each site's sitemap to its own pages", async () => {
    const other = await createOrg();
    const { body } = await api<string>(other.host, "/sitemap.xml");
    expect(String(body)).not.toContain("about-us");
    expect(String(body)).toContain(`<loc>https://${other.host}/</loc>`);
  });

  it("answers 404 for a host no site answers on", async () => {
    expect((await api("nobody.test", "/sitemap.xml")).status).toBe(404);
    expect((await api("nobody.test", "/robots.txt")).status).toBe(404);
  });
});

describe("favicon", () => {
  it("answers the site's letter mark instead of a 404, and the page links it", async () => {
    const { status, body, headers } = await api<string>(org.host, "/favicon.ico");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("image/svg+xml");
    expect(String(body)).toMatch(/<svg[^>]*>.*>A<\/text><\/svg>/);
    expect((await head(org, "/about-us")).icon).toBe("/favicon.ico");
  });
});

describe("page not found", () => {
  it("is titled as a missing page, not as the home page, and kept out of search results", async () => {
    const { status, body } = await api<string>(org.host, "/no-such-page");
    expect(status).toBe(404);
    expect(String(body)).toContain("<title>Page not found – Acme Travel</title>");
    expect(String(body)).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe("blocks at a path without a page", () => {
  it("are titled after the path, so the tab never goes without a title", async () => {
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/our-stories", section_title: "Stories", grid_columns: 3 },
    });
    expect(created.status).toBe(201);
    expect((await head(org, "/our-stories")).title).toBe("Our stories – Acme Travel");
  });
});
