import { gzipSync } from "node:zlib";
import { fetch } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSite } from "../../bench/seed";
import { api, createOrg, loopback, server as projectServer, siteUrl, unique, type TestOrg } from "../support/client";
import type { SharedServer } from "../support/variants";
import { PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "@/platform/http/page-privacy";

/**
 * Issue 40: public pages are the islands renderer's alone (the App Router's public routes are
 * gone; docs/decisions.md keeps the last parity run). Each answers HTML first: the head a
 * search engine and a link preview read, no flight payload, no Next script, no cookie, the
 * same cache headers as before; the personal pages and sign-in forms stay the App Router's.
 */
type Answer = { status: number; headers: Record<string, string>; html: string };

let server: SharedServer;
let org: TestOrg;
let bench: { host: string };

async function get(host: string, path: string): Promise<Answer> {
  const response = await fetch(siteUrl(host, path, server.port), { dispatcher: loopback, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, headers: Object.fromEntries(response.headers), html };
}

/** The head's tags a search engine and a link preview read: title, description, robots, canonical, hreflang, Open Graph and Twitter, icon. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    meta: [...head.matchAll(/<meta (?:name|property)="(description|robots|og:[^"]+|article:[^"]+|twitter:[^"]+)" content="([^"]*)"\/>/g)].map(
      (m) => `${m[1]}=${m[2]}`,
    ),
    links: [...head.matchAll(/<link rel="(canonical|alternate|icon)"(?: hrefLang="([^"]+)")? href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2] ?? ""} ${m[3]}`),
    stylesheets: [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
  };
}

/** A public page as the islands renderer answers it: HTML, no cookie, the page cache's headers; a page's head; no App Router. */
async function expectPublicPage(host: string, path: string, status: number, { site = true } = {}) {
  const page = await get(host, path);
  expect(page.status, path).toBe(status);
  expect(page.headers["set-cookie"], path).toBeUndefined();
  if (status >= 300 && status < 400) return page;
  expect(page.headers["content-type"], path).toBe("text/html; charset=utf-8");
  // A page is kept by every cache; a 404 by none (the address may get a page at any save).
  expect(page.headers["cache-control"], path).toBe(status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL);
  const head = headTags(page.html);
  expect(head.title, path).toBeTruthy();
  expect(head.stylesheets.length, path).toBeGreaterThan(0);
  // A page search engines may list names its address (the basket, noindex, does not).
  if (status === 200 && !head.meta.some((meta) => meta.startsWith("robots=noindex")))
    expect(
      head.links.some((link) => link.startsWith("canonical ")),
      `${path} names its canonical address`,
    ).toBe(true);
  // No flight payload and no Next script: the islands' one entry module.
  expect(page.html, path).not.toContain("__next_f");
  expect(page.html, path).not.toMatch(/<script[^>]*src="\/_next\//);
  // A host no site answers has nothing that moves.
  if (site) expect(page.html, path).toMatch(/<script type="module" async="" src="\/_onsite\/islands\/[^"]+\.js"/);
  return page;
}

const sizes = (html: string) => `${(html.length / 1024).toFixed(1)} kB raw, ${(gzipSync(html).length / 1024).toFixed(1)} kB gzip`;

beforeAll(async () => {
  server = projectServer();
  org = await createOrg(unique("Pages "), server, { siteTitle: "Pages", language: "en", supportedLocales: ["en", "es"] });
  const created = await api(org.host, "/api/pages", {
    method: "POST",
    token: org.owner.token,
    port: server.port,
    // Its own texts translated (they count in its translation status, issue 42): offered in Spanish, with its alternate.
    body: {
      title: "About us",
      slug: "about-us",
      description: "Who we are.",
      title_translation: { es: "Quiénes somos" },
      description_translation: { es: "Quiénes somos." },
    },
  });
  expect(created.status).toBe(201);
  bench = await seedSite(server.port, server.adminToken, { host: `${unique("bench")}.test`, ownerEmail: `${unique("owner")}@bench.test` });
}, 300_000);

describe("public pages, HTML first without the App Router", () => {
  it("on the demo's pages: home, a page, a post, the blog, the help center, the basket, the products and a 404", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/about", 200],
      ["/edit-your-website-without-leaving-it", 200],
      ["/blog", 200],
      ["/blog?page=9", 404],
      ["/help-center", 200],
      ["/basket", 200],
      ["/products", 200],
      ["/no-such-page", 404],
    ] as const) {
      await expectPublicPage("localhost", path, status);
    }
    console.log(`Demo home page: ${sizes((await get("localhost", "/")).html)}`);
  });

  it("in the site's other language, with its alternates, and the redirect of a prefix naming the site's own", async () => {
    const spanish = await expectPublicPage(org.host, "/es/about-us", 200);
    expect(spanish.html).toContain('<html lang="es"');
    expect(
      headTags(spanish.html)
        .links.filter((link) => link.startsWith("alternate "))
        .map((link) => link.split(" ")[1]),
    ).toEqual(expect.arrayContaining(["en", "es", "x-default"]));
    const redirect = await expectPublicPage(org.host, "/en/about-us?x=1", 307);
    expect(redirect.headers.location).toBe("/about-us?x=1");
  });

  it("on the benchmark's page of 8 sections of 6 metrics", async () => {
    const page = await expectPublicPage(bench.host, "/", 200);
    expect(page.html).toContain("Where to find us");
    console.log(`8 × 6 page: ${sizes(page.html)}`);
  });

  it("on a host no site answers: its 404", async () => {
    await expectPublicPage(`${unique("nobody")}.test`, "/", 404, { site: false });
  });

  it("leaves the personal pages and sign-in forms to the App Router", async () => {
    const login = await get("localhost", "/login");
    expect(login.status).toBe(200);
    expect(login.html).toContain("__next_f");
  });
});
