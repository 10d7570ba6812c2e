import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, unique, type TestOrg } from "../support/client";
import { createPost } from "../support/fixtures";
import { rawGet } from "../support/raw";

/**
 * Addresses that keep working (issue 43 §2): a page's or post's slug change keeps its
 * old address as a 301 to the new one in every language; Global Settings → Redirects
 * adds, edits and removes redirects (saved with PUT /api/organizations/{id} like every
 * list); chains collapse, loops are refused; the front thread serves a redirect from
 * memory and counts its hits; one organization's redirects never answer on another's host.
 */
type Redirect = { id: number; from_path: string; to_path: string; permanent: boolean; hits: number };

const readList = async (org: TestOrg) => {
  const { status, body } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
  expect(status).toBe(200);
  return body.redirects as Redirect[];
};
async function saveList(org: TestOrg, redirects: unknown[]) {
  const { body } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
  return api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { version: body.version, redirects }, token: org.owner.token });
}
const pairs = (list: Redirect[]) => list.map((r) => [r.from_path, r.to_path, r.permanent]);
const slug = (prefix: string) => unique(prefix).toLowerCase();

/** A page, its title translated into German (a page's own title counts in its status: so it is offered, and listed, in German). */
async function createPage(org: TestOrg, pageSlug: string) {
  const { status, body } = await api(org.host, "/api/pages", {
    method: "POST",
    body: { title: `Page ${pageSlug}`, slug: pageSlug, title_translation: { de: `Seite ${pageSlug}` } },
    token: org.owner.token,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; slug: string };
}
async function renamePage(org: TestOrg, id: number, to: string) {
  const { status, body } = await api(org.host, `/api/pages/${id}`, { method: "PATCH", body: { slug: to }, token: org.owner.token });
  expect(status, JSON.stringify(body)).toBe(200);
}
async function expectRedirect(org: TestOrg, path: string, location: string, status = 301) {
  const answer = await rawGet(org.host, path);
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(status);
  expect(answer.headers.location, path).toBe(location);
  expect(answer.headers["x-onsite-redirect"], "the redirect's id stays inside the server").toBeUndefined();
  return answer;
}

let alpha: TestOrg;
let beta: TestOrg;
beforeAll(async () => {
  [alpha, beta] = await Promise.all([
    createOrg("Alpha Redirects Co", undefined, { language: "en", supportedLocales: ["en", "de"] }),
    createOrg("Beta Redirects Co", undefined, { language: "en" }),
  ]);
});

describe("a slug change keeps the old address", () => {
  let old: string;
  let moved: string;
  let pageId: number;

  it("answers 301 from a page's old address to its new one, in every language, the query kept, and from memory the second time", async () => {
    old = slug("about-");
    moved = slug("team-");
    pageId = (await createPage(alpha, old)).id;
    expect((await rawGet(alpha.host, `/${old}`)).status).toBe(200);
    await renamePage(alpha, pageId, moved);

    await expectRedirect(alpha, `/${old}`, `/${moved}`);
    const again = await expectRedirect(alpha, `/${old}`, `/${moved}`);
    expect(again.headers["x-onsite-cache"], "the front thread answers the kept redirect").toBe("HIT");
    expect(again.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    await expectRedirect(alpha, `/de/${old}`, `/de/${moved}`);
    await expectRedirect(alpha, `/${old}?utm_source=mail`, `/${moved}?utm_source=mail`);
    expect((await rawGet(alpha.host, `/${moved}`)).status).toBe(200);
    expect((await rawGet(alpha.host, `/de/${moved}`)).status).toBe(200);
    expect(pairs(await readList(alpha))).toContainEqual([`/${old}`, `/${moved}`, true]);
  });

  it("collapses the chain when the page moves again: the first address leads straight to the latest", async () => {
    const latest = slug("people-");
    await renamePage(alpha, pageId, latest);
    await expectRedirect(alpha, `/${old}`, `/${latest}`);
    await expectRedirect(alpha, `/${moved}`, `/${latest}`);
    const list = pairs(await readList(alpha));
    expect(list).toContainEqual([`/${old}`, `/${latest}`, true]);
    expect(list).toContainEqual([`/${moved}`, `/${latest}`, true]);
    // The sitemap lists only final addresses.
    const sitemap = (await rawGet(alpha.host, "/sitemap.xml")).text;
    expect(sitemap).toContain(`/${latest}</loc>`);
    expect(sitemap).toContain(`/de/${latest}</loc>`);
    expect(sitemap).not.toContain(`/${old}<`);
    expect(sitemap).not.toContain(`/${moved}<`);
    // Moving back to an address frees it: the page lives there again, no redirect leaves from it.
    await renamePage(alpha, pageId, old);
    expect((await rawGet(alpha.host, `/${old}`)).status).toBe(200);
    await expectRedirect(alpha, `/${latest}`, `/${old}`);
    await expectRedirect(alpha, `/${moved}`, `/${old}`);
    expect(pairs(await readList(alpha)).filter(([from]) => from === `/${old}`)).toEqual([]);
  });

  it("answers 301 from a post's old address, in a translated language too", async () => {
    const post = await createPost(alpha, { title: "Spring news", slug: slug("spring-") });
    const renamed = slug("spring-sale-");
    const { status, body } = await api(alpha.host, `/api/posts/${post.slug}`, {
      method: "PATCH",
      body: { slug: renamed, version: post.version },
      token: alpha.owner.token,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    await expectRedirect(alpha, `/${post.slug}`, `/${renamed}`);
    await expectRedirect(alpha, `/de/${post.slug}`, `/de/${renamed}`);
    expect((await rawGet(alpha.host, `/${renamed}`)).status).toBe(200);
  });

  it("never answers on another organization's host", async () => {
    const list = await readList(alpha);
    expect(list.length).toBeGreaterThan(0);
    for (const redirect of list) expect((await rawGet(beta.host, redirect.from_path)).status, redirect.from_path).toBe(404);
    // An id of alpha's redirect is not beta's to keep: refused, nothing stored on either side.
    const stolen = await saveList(beta, [{ id: list[0]!.id, from_path: "/taken", to_path: "/elsewhere" }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe(`Redirect ${list[0]!.id} does not exist (it may have been deleted): reload the settings.`);
    expect(await readList(beta)).toEqual([]);
    expect(pairs(await readList(alpha))).toEqual(pairs(list));
  });
});

describe("Global Settings → Redirects", () => {
  it("adds, edits and removes redirects; a temporary one answers 302, an external target as the owner saved it", async () => {
    const before = await readList(alpha);
    const saved = await saveList(alpha, [
      ...before,
      { from_path: "/old-offer/", to_path: "/offers", permanent: false },
      { from_path: "/shop", to_path: "https://shop.example.org/a?ref=site" },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await readList(alpha);
    // Stored as one spelling: no trailing slash; permanent by default.
    expect(pairs(list).slice(-2)).toEqual([
      ["/old-offer", "/offers", false],
      ["/shop", "https://shop.example.org/a?ref=site", true],
    ]);
    await expectRedirect(alpha, "/old-offer", "/offers", 302);
    await expectRedirect(alpha, "/shop", "https://shop.example.org/a?ref=site");
    // Edited: the kept redirect answers its new target at once (the front thread's copy is dropped).
    const offer = list.find((r) => r.from_path === "/old-offer")!;
    const edited = await saveList(
      alpha,
      list.filter((r) => r.from_path !== "/shop").map((r) => (r.id === offer.id ? { ...r, to_path: "/sale", permanent: true } : r)),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expectRedirect(alpha, "/old-offer", "/sale");
    expect((await rawGet(alpha.host, "/shop")).status).toBe(404);
    expect((await readList(alpha)).find((r) => r.from_path === "/old-offer")!.id).toBe(offer.id);
  });

  it("collapses chains whichever is saved first: A → B with B → C stores A → C", async () => {
    const before = await readList(alpha);
    const a = slug("/a-");
    const b = slug("/b-");
    const c = slug("/c-");
    expect((await saveList(alpha, [...before, { from_path: a, to_path: b }])).status).toBe(200);
    expect((await saveList(alpha, [...(await readList(alpha)), { from_path: b, to_path: c }])).status).toBe(200);
    expect(pairs(await readList(alpha)).slice(-2)).toEqual([
      [a, c, true],
      [b, c, true],
    ]);
    await expectRedirect(alpha, a, c);
    // Saved the other way round: C → D first exists, then D's target... E → C is stored E → D.
    const d = slug("/d-");
    const e = slug("/e-");
    expect((await saveList(alpha, [...(await readList(alpha)), { from_path: c, to_path: d }])).status).toBe(200);
    expect(pairs(await readList(alpha)).filter(([from]) => from === a || from === b)).toEqual([
      [a, d, true],
      [b, d, true],
    ]);
    expect((await saveList(alpha, [...(await readList(alpha)), { from_path: e, to_path: a }])).status).toBe(200);
    expect(pairs(await readList(alpha)).slice(-1)).toEqual([[e, d, true]]);
    await expectRedirect(alpha, e, d);
  });

  it("refuses a redirect to its own address or a loop with a clear 400, and stores nothing", async () => {
    const before = await readList(alpha);
    const self = await saveList(alpha, [...before, { from_path: "/loop-self", to_path: "/loop-self/?x=1" }]);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(`Redirect ${before.length + 1}: A redirect cannot lead back to its own address (/loop-self → /loop-self)`);
    expect(self.body.field).toBe(`redirects.${before.length}.to_path`);
    const loop = await saveList(alpha, [...before, { from_path: "/loop-a", to_path: "/loop-b" }, { from_path: "/loop-b", to_path: "/loop-a" }]);
    expect(loop.status).toBe(400);
    expect(loop.body.error).toBe(`Redirect ${before.length + 1}: A redirect cannot lead back to its own address (/loop-a → /loop-b → /loop-a)`);
    // Through a language: /de/x would lead to /x, which leads to /de/x again.
    const viaLanguage = await saveList(alpha, [...before, { from_path: "/loop-lang", to_path: "/de/loop-lang" }]);
    expect(viaLanguage.status).toBe(400);
    expect(viaLanguage.body.error).toContain("A redirect cannot lead back to its own address");
    const twice = await saveList(alpha, [...before, { from_path: "/twice", to_path: "/one" }, { from_path: "/twice/", to_path: "/two" }]);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      error: `Redirect ${before.length + 2}: Two redirects leave from /twice: keep one`,
      field: `redirects.${before.length + 1}.from_path`,
    });
    expect(pairs(await readList(alpha))).toEqual(pairs(before));
    expect((await rawGet(alpha.host, "/loop-a")).status).toBe(404);
  });

  it("refuses bad input with the field's message: not a site path, an external 'from', a query, over-long, missing fields", async () => {
    const before = await readList(alpha);
    const FROM = 'Redirect 1: Please enter the old address as a path of this site (e.g., "/old-page"), without a query';
    const TO = 'Redirect 1: Please enter the new address as a path of this site (e.g., "/new-page") or a full http(s) URL';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from_path: "https://evil.example/x", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "old-page", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "//evil.example", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "/old?x=1", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "/api/pages", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "/sitemap.xml", to_path: "/a" }, FROM, "from_path"],
      [{ to_path: "/a" }, FROM, "from_path"],
      [{ from_path: "   ", to_path: "/a" }, FROM, "from_path"],
      [{ from_path: `/${"x".repeat(500)}`, to_path: "/a" }, "Redirect 1: Old address must be 500 characters or fewer", "from_path"],
      [{ from_path: "/a" }, TO, "to_path"],
      [{ from_path: "/a", to_path: "javascript:alert(1)" }, TO, "to_path"],
      [{ from_path: "/a", to_path: "//evil.example/x" }, TO, "to_path"],
      [{ from_path: "/a", to_path: "/\\evil.example" }, TO, "to_path"],
      [{ from_path: "/a", to_path: "https://user:pw@evil.example/" }, TO, "to_path"],
      [{ from_path: "/a", to_path: `https://example.org/${"y".repeat(2000)}` }, "Redirect 1: New address must be 2,000 characters or fewer", "to_path"],
      [{ from_path: "/a", to_path: "/b", permanent: "yes" }, "Redirect 1: permanent must be true or false", "permanent"],
    ];
    for (const [item, error, field] of cases) {
      const { status, body } = await saveList(alpha, [item, ...before]);
      expect(status, JSON.stringify(item).slice(0, 80)).toBe(400);
      expect(body, JSON.stringify(item).slice(0, 80)).toEqual({ error, field: `redirects.0.${field}` });
    }
    expect(pairs(await readList(alpha))).toEqual(pairs(before));
    // Hits are the server's: a client cannot set them.
    const forged = await saveList(
      alpha,
      before.map((r) => ({ ...r, hits: 1_000_000 })),
    );
    expect(forged.status).toBe(200);
    expect((await readList(alpha)).some((r) => r.hits >= 1_000_000)).toBe(false);
  });

  it("counts each answer of a redirect, from the renderer and from the front thread's memory", async () => {
    const from = slug("/counted-");
    expect((await saveList(alpha, [...(await readList(alpha)), { from_path: from, to_path: "/" }])).status).toBe(200);
    for (let i = 0; i < 3; i++) await expectRedirect(alpha, from, "/");
    await expectRedirect(alpha, `${from}?ref=a`, "/?ref=a");
    await expect.poll(async () => (await readList(alpha)).find((r) => r.from_path === from)?.hits, { timeout: 10_000 }).toBe(4);
  });

  it("lets a page created at a redirected address win it back", async () => {
    const spot = slug("spot-");
    expect((await saveList(alpha, [...(await readList(alpha)), { from_path: `/${spot}`, to_path: "/" }])).status).toBe(200);
    await expectRedirect(alpha, `/${spot}`, "/");
    await createPage(alpha, spot);
    expect((await rawGet(alpha.host, `/${spot}`)).status).toBe(200);
    expect((await readList(alpha)).some((r) => r.from_path === `/${spot}`)).toBe(false);
  });

  it("is for owners and admins: an editor cannot save the list", async () => {
    const editor = await member(alpha, "editor");
    const { body } = await api(alpha.host, `/api/organizations/${alpha.id}`, { token: alpha.owner.token });
    const refused = await api(alpha.host, `/api/organizations/${alpha.id}`, {
      method: "PUT",
      body: { version: body.version, redirects: [{ from_path: "/by-editor", to_path: "/" }] },
      token: editor.token,
    });
    expect(refused.status).toBe(403);
    expect((await readList(alpha)).some((r) => r.from_path === "/by-editor")).toBe(false);
  });
});
