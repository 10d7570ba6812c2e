import { fetch } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, loopback, siteUrl, type TestOrg } from "../support/client";
import { saveSettingsList } from "../support/fixtures";

/**
 * /products and /account/edupro/ (issue 41, item 15; spec/site-admin.md §2.1: "/blog,
 * /products: menu and breadcrumb targets", "/account/edupro/: referenced by the chrome").
 * /products lists the organization's products of Global Settings → Products under the
 * products title of its type, the breadcrumb's (§2.5), as plain HTML (no App Router payload).
 * /account/edupro/ leads to the account page on the same site.
 */
type Answer = { status: number; location: string | null; html: string };

async function get(host: string, path: string): Promise<Answer> {
  const response = await fetch(siteUrl(host, path), { dispatcher: loopback, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The breadcrumb bar's crumbs as a visitor reads them: the Home icon's name, then the labels; the current one marked. */
function crumbs(html: string): string[] {
  const bar = html.match(/<nav[^>]*data-breadcrumbs[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...bar.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const label = item!.match(/aria-label="([^"]+)"/)?.[1] ?? item!.replace(/<[^>]+>/g, "");
    return item!.includes('aria-current="page"') ? `[${label}]` : label;
  });
}

let school: TestOrg;
let empty: TestOrg;
beforeAll(async () => {
  [school, empty] = await Promise.all([
    createOrg("Lumen School", undefined, { type: "education", language: "en", supportedLocales: ["en", "de"] }),
    createOrg("Plain Co", undefined, { language: "en" }),
  ]);
  await saveSettingsList(school, "products", [
    {
      name: "Evening French",
      name_translation: { de: "Französisch am Abend" },
      description: "Twice a week, B1.",
      price: 24900,
      currency_symbol: "€",
      url_name: "french",
    },
    { name: "Weekend Spanish", description: "Saturdays.", is_displayed: true },
    { name: "Retired course", description: "No longer offered.", is_displayed: false },
  ]);
});

describe("/products", () => {
  it("lists the shown products under the type's title, with the breadcrumb", async () => {
    const page = await get(school.host, "/products");
    expect(page.status).toBe(200);
    const main = page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>"));
    // An education site's products are its "Courses": the page's title and its breadcrumb.
    expect(main).toMatch(/<h1[^>]*>Courses<\/h1>/);
    expect(page.html).toContain("<title>Courses – Lumen School</title>");
    expect(crumbs(page.html)).toEqual(["Home", "[Courses]"]);
    expect(main).toContain('<a href="/french" class="hover:underline">Evening French</a>');
    expect(main).toContain("Twice a week, B1.");
    expect(main).toContain("€249.00");
    expect(main).toMatch(/<h2[^>]*>Weekend Spanish<\/h2>/);
    // A product not shown on the site is not listed.
    expect(page.html).not.toContain("Retired course");
    expect(page.html).not.toContain("__next_f");
  });

  it("reads the page's language: translated names, the type's title in German", async () => {
    const page = await get(school.host, "/de/products");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Französisch am Abend");
    expect(page.html).toContain('<a href="/de/french"');
    expect(crumbs(page.html).at(-1)).toBe(`[${page.html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]}]`);
    expect(page.html).toContain("249,00\u00a0€");
  });

  it("answers on every site: without products it says so, under its type's title (a new organization's type is services)", async () => {
    const page = await get(empty.host, "/products");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Our Services<\/h1>/);
    expect(page.html).toContain("No products yet.");
    expect(crumbs(page.html)).toEqual(["Home", "[Our Services]"]);
  });

  it("is in /sitemap.xml when it lists products, in each language", async () => {
    const withProducts = await get(school.host, "/sitemap.xml");
    expect(withProducts.html).toContain(`<loc>https://${school.host}/products</loc>`);
    expect(withProducts.html).toContain(`<loc>https://${school.host}/de/products</loc>`);
    expect((await get(empty.host, "/sitemap.xml")).html).not.toContain("/products</loc>");
  });

  it("is the site's own address: no page can take the slug products", async () => {
    const created = await api(school.host, "/api/pages", { method: "POST", body: { title: "Products", slug: "products" }, token: school.owner.token });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain("The address /products is used by the site itself. Please choose another slug.");
  });
});

describe("/account/edupro/", () => {
  it("leads to the account page on the same site, in the page's language", async () => {
    const slash = await get(school.host, "/account/edupro/");
    expect([307, 308]).toContain(slash.status);
    // Next drops the trailing slash first (same origin), then the page sends the visitor to /account.
    const target = new URL(slash.location!, siteUrl(school.host, "/account/edupro/"));
    expect(target.host).toBe(new URL(siteUrl(school.host)).host);
    const page = target.pathname === "/account" ? slash : await get(school.host, target.pathname);
    expect(page.status).toBe(307);
    expect(page.location).toBe("/account");
    const german = await get(school.host, "/de/account/edupro");
    expect(german.location).toBe("/de/account");
    // Signed out, /account itself goes on to the sign-in page.
    const account = await get(school.host, "/account");
    expect(account.status).toBe(307);
    expect(account.location).toMatch(/^\/login\?next=/);
  });
});
