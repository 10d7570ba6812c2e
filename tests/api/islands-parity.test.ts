import { gzipSync } from "node:zlib";
import { fetch } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSite } from "../../bench/seed";
import { api, createOrg, loopback, server as projectServer, siteUrl, unique, type TestOrg } from "../support/client";
import type { SharedServer } from "../support/variants";
import { withoutStreaming } from "../support/html";

/**
 * Issue 40, step 3: the islands renderer (ONSITE_RENDERER=islands) answers the public
 * pages with the App Router's markup, from the same data and components. One server
 * with the setting on answers both: the islands renderer by default, the App Router
 * when the operator asks for it (`x-onsite-renderer: next` with the operator's token,
 * which the front cache neither keeps nor answers).
 */
type Answer = { status: number; headers: Record<string, string>; html: string };

let server: SharedServer;
let org: TestOrg;
let bench: { host: string };

async function get(host: string, path: string, renderer: "next" | "islands"): Promise<Answer> {
  const headers: Record<string, string> = renderer === "next" ? { "x-onsite-renderer": "next", "x-onsite-admin-token": server.adminToken } : {};
  const response = await fetch(siteUrl(host, path, server.port), { headers, dispatcher: loopback, redirect: "manual" });
  const html = await response.text();
  return { status: response.status, headers: Object.fromEntries(response.headers), html };
}

/** The body's markup without what only one renderer writes: Next's scripts and streaming (the header's render-blocking link counted, not placed); the islands' JSON block and places' numbers; generated ids. */
function markup(html: string): string {
  const body = html.slice(html.indexOf("<body"), html.indexOf("</body>"));
  const expectLinks = body.match(/<link rel="expect" href="#onsite-header-end" blocking="render"\/>/g)?.length ?? 0;
  return (
    `${expectLinks} render-blocking link(s)\n` +
    withoutStreaming(body)
      .replace(/<script[^>]*src="\/_next\/[^"]*"[^>]*><\/script>/g, "")
      .replace(/<script id="_R_">[\s\S]*?<\/script>/g, "")
      .replace(/<script>\(\(\)=>\{const c=[\s\S]*?<\/script>/g, "")
      .replace(/<script type="application\/json" id="onsite-page">[\s\S]*?<\/script>/g, "")
      .replace(/<div hidden=""><\/div>/g, "")
      .replace(/(<onsite-island[^>]*?) data-n="\d+"/g, "$1")
      .replace(/_(?:i\d+-)?R_[0-9A-Za-z]+_/g, "ID")
      .replace(/«[^»]*»/g, "ID")
  );
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

async function expectParity(host: string, path: string) {
  const next = await get(host, path, "next");
  const islands = await get(host, path, "islands");
  expect(islands.status, path).toBe(next.status);
  expect(islands.headers["content-type"], path).toBe(next.headers["content-type"]);
  expect(islands.headers["cache-control"], path).toBe(next.headers["cache-control"]);
  expect(islands.headers["set-cookie"], path).toBeUndefined();
  if (next.status >= 300 && next.status < 400) {
    expect(islands.headers.location, path).toBe(next.headers.location);
    return { next, islands };
  }
  expect(headTags(islands.html), path).toEqual(headTags(next.html));
  expect(markup(islands.html), path).toBe(markup(next.html));
  // No flight payload and no Next script in the islands' page.
  expect(islands.html).not.toContain("__next_f");
  expect(islands.html).not.toMatch(/<script[^>]*src="\/_next\//);
  return { next, islands };
}

const sizes = (html: string) => `${(html.length / 1024).toFixed(1)} kB raw, ${(gzipSync(html).length / 1024).toFixed(1)} kB gzip`;

beforeAll(async () => {
  // The project's own server: the islands renderer by default, the App Router on the operator's request.
  server = projectServer();
  org = await createOrg(unique("Parity "), server, { siteTitle: "Parity", language: "en", supportedLocales: ["en", "es"] });
  const created = await api(org.host, "/api/pages", {
    method: "POST",
    token: org.owner.token,
    port: server.port,
    body: { title: "About us", slug: "about-us", description: "Who we are." },
  });
  expect(created.status).toBe(201);
  bench = await seedSite(server.port, server.adminToken, { host: `${unique("bench")}.test`, ownerEmail: `${unique("owner")}@bench.test` });
}, 300_000);

describe("the islands renderer and the App Router answer the same page", () => {
  it("on the demo's pages: home, a page, a post, the blog, the help center, the basket, the products and a 404", async () => {
    for (const path of [
      "/",
      "/about",
      "/edit-your-website-without-leaving-it",
      "/blog",
      "/blog?page=9",
      "/help-center",
      "/basket",
      "/products",
      "/no-such-page",
    ]) {
      await expectParity("localhost", path);
    }
    const { next, islands } = await expectParity("localhost", "/");
    console.log(`Demo home page: App Router ${sizes(next.html)}; islands ${sizes(islands.html)}`);
  });

  it("in the site's other language, and the redirect of a prefix naming the site's own", async () => {
    const spanish = await expectParity(org.host, "/es/about-us");
    expect(spanish.islands.status).toBe(200);
    expect(spanish.islands.html).toContain('<html lang="es"');
    const redirect = await expectParity(org.host, "/en/about-us?x=1");
    expect(redirect.islands.status).toBe(307);
    expect(redirect.islands.headers.location).toBe("/about-us?x=1");
  });

  it("on the benchmark's page of 8 sections of 6 metrics", async () => {
    const { next, islands } = await expectParity(bench.host, "/");
    expect(islands.html).toContain("Where to find us");
    console.log(`8 × 6 page: App Router ${sizes(next.html)}; islands ${sizes(islands.html)}`);
  });

  it("on a host no site answers: its 404", async () => {
    const { islands } = await expectParity(`${unique("nobody")}.test`, "/");
    expect(islands.status).toBe(404);
  });

  it("leaves the personal pages and sign-in forms to the App Router", async () => {
    const login = await get("localhost", "/login", "islands");
    expect(login.status).toBe(200);
    expect(login.html).toContain("__next_f");
  });
});
