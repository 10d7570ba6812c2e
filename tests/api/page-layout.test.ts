import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { createSection } from "../support/fixtures";

/** The page layout API (spec/site-admin.md §2.7, §7; issue 8 "Manage Page Layout"). */
type Block = { id: number; type: string; title: string; order: number; data: { section_type: string | null } };

const SAVE_FAILED_NOTHING = "nothing of the list is saved";

const layoutPath = (org: TestOrg, urlPage?: string, organizationId: unknown = org.id) =>
  `/api/page-layout?organization_id=${encodeURIComponent(String(organizationId))}${urlPage === undefined ? "" : `&url_page=${encodeURIComponent(urlPage)}`}`;

const read = (org: TestOrg, urlPage?: string, token = org.owner.token) => api<Block[] & { error?: string }>(org.host, layoutPath(org, urlPage), { token });

const save = (org: TestOrg, body: unknown, token = org.owner.token) => api(org.host, "/api/page-layout", { method: "PUT", body, token });

/** The stored order of a page, as the public sections API shows it (id → order). */
const storedOrders = async (org: TestOrg, urlPage: string) =>
  (await api<{ id: number; order: number }[]>(org.host, `/api/template-sections?url_page=${encodeURIComponent(urlPage)}`)).body.map((s) => [s.id, s.order]);

let org: TestOrg;
let other: TestOrg;
let page: string;
let sections: { id: number; section_title: string; order: number }[];

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
  page = `/${unique("layout")}`;
  sections = [
    await createSection(org, { url_page: page, section_type: "faq" }),
    await createSection(org, { url_page: page }),
    await createSection(org, { url_page: page, is_brand: true }),
  ];
});

describe("GET /api/page-layout", () => {
  it("lists every block of the page in order with its type, title and section type, url_page normalised like template sections", async () => {
    for (const asked of [page, `/es${page}/`, `${page}/`]) {
      const { status, body } = await read(org, asked);
      expect(status).toBe(200);
      expect(body).toEqual(
        sections.map((s, i) => ({
          id: s.id,
          type: "template_section",
          title: s.section_title,
          order: i * 10,
          data: { section_type: ["faq", "general", "brand"][i] },
        })),
      );
    }
  });

  it("defaults to the home page and answers [] for a page without blocks", async () => {
    const home = await createSection(org, { url_page: "/" });
    expect((await read(org)).body.map((b) => b.id)).toContain(home.id);
    expect((await read(org, "/home")).body.map((b) => b.id)).toContain(home.id);
    expect((await read(org, `/${unique("empty")}`)).body).toEqual([]);
  });

  it("answers the spec's client without a token: what the public page shows, the same for a visitor, a customer and a member", async () => {
    const asMember = await read(org, page);
    const anonymous = await api<Block[]>(org.host, layoutPath(org, page));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual(asMember.body);
    expect(anonymous.body.map((b) => b.title)).toEqual(sections.map((s) => s.section_title));
    expect((await read(org, page, (await signUp(org.host)).token)).body).toEqual(asMember.body);
    expect((await read(org, page, other.owner.token)).body).toEqual(asMember.body);
    const editor = await member(org, "editor");
    expect((await read(org, page, editor.token)).body).toEqual(asMember.body);
    // Only each block's place: no content, no settings of the organization.
    for (const block of anonymous.body) expect(Object.keys(block).sort()).toEqual(["data", "id", "order", "title", "type"]);
    // Another organization's blocks are not read through this host.
    expect((await api(org.host, layoutPath(org, page, other.id))).status).toBe(403);
    expect((await api(org.host, layoutPath(org, page, other.id), { token: other.owner.token })).status).toBe(403);
  });

  it("is 404 on an unknown host and 400 for a malformed organization_id or url_page", async () => {
    const unknown = await api(`${unique("nobody")}.test`, layoutPath(org, page), { token: org.owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Site not found");
    for (const bad of ["abc", "0", "-1", "99999999999", "1.5"]) {
      const result = await api(org.host, layoutPath(org, page, bad), { token: org.owner.token });
      expect(result.status, bad).toBe(400);
      expect(result.body.error).toBe("organization_id must be a whole number between 1 and 2147483647.");
    }
    const badPage = await read(org, "about");
    expect(badPage.status).toBe(400);
    expect(badPage.body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
  });
});

describe("PUT /api/page-layout", () => {
  it("saves every order as given, in one request; the page and the public API show the new order", async () => {
    const reversed = [...sections].reverse().map((s, i) => ({ id: s.id, type: "template_section", order: (i + 1) * 10 }));
    const { status, body } = await save(org, { organization_id: org.id, url_page: `/fr${page}`, sections: reversed });
    expect(status).toBe(200);
    expect(body).toEqual({ url_page: page, sections: reversed });
    expect((await read(org, page)).body.map((b) => [b.id, b.order])).toEqual(reversed.map((s) => [s.id, s.order]));
    expect(await storedOrders(org, page)).toEqual(reversed.map((s) => [s.id, s.order]));
  });

  it("lets an editor save; refuses signed-out callers (401), customers and other organizations' members (403)", async () => {
    const entries = sections.map((s, i) => ({ id: s.id, type: "template_section", order: (i + 1) * 10 }));
    const before = await storedOrders(org, page);
    expect((await api(org.host, "/api/page-layout", { method: "PUT", body: { url_page: page, sections: entries } })).status).toBe(401);
    expect((await save(org, { url_page: page, sections: entries }, (await signUp(org.host)).token)).status).toBe(403);
    expect((await save(org, { url_page: page, sections: entries }, other.owner.token)).status).toBe(403);
    expect(
      (
        await api(other.host, "/api/page-layout", {
          method: "PUT",
          body: { organization_id: org.id, url_page: page, sections: entries },
          token: other.owner.token,
        })
      ).status,
    ).toBe(403);
    expect((await save(org, { organization_id: other.id, url_page: page, sections: entries })).status).toBe(403);
    expect(await storedOrders(org, page)).toEqual(before);
    const editor = await member(org, "editor");
    expect((await save(org, { url_page: page, sections: entries }, editor.token)).status).toBe(200);
    expect(await storedOrders(org, page)).toEqual(entries.map((s) => [s.id, s.order]));
  });

  it(`refuses a block of another organization or another page with 404: ${SAVE_FAILED_NOTHING}`, async () => {
    const before = await storedOrders(org, page);
    const elsewhere = await createSection(org, { url_page: `/${unique("elsewhere")}` });
    const foreign = await createSection(other, { url_page: page });
    // The good entries come first: without one transaction they would already be saved.
    const moved = sections.map((s, i) => ({ id: s.id, type: "template_section", order: 100 + i }));
    for (const [intruder, label] of [
      [elsewhere, "another page"],
      [foreign, "another organization"],
      [{ id: 2_000_000_000 }, "no such block"],
    ] as const) {
      const result = await save(org, { url_page: page, sections: [...moved, { id: intruder.id, type: "template_section", order: 500 }] });
      expect(result.status, label).toBe(404);
      expect(result.body.error).toBe(`There is no template section ${intruder.id} on the page ${page}.`);
      expect(await storedOrders(org, page), label).toEqual(before);
    }
    expect((await api(other.host, `/api/template-sections?url_page=${encodeURIComponent(page)}`)).body[0].order).toBe(foreign.order);
  });

  it("orders blocks of every type together: heading sections and template sections in one list", async () => {
    const mixed = `/${unique("mixed")}`;
    const section = await createSection(org, { url_page: mixed });
    const created = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: mixed, name: unique("Heading "), description_text: "<p>Hi</p>" },
    });
    expect(created.status).toBe(201);
    const heading = created.body as { id: number; name: string };
    const before = (await read(org, mixed)).body;
    expect(before.map((b) => b.type).sort()).toEqual(["heading_section", "template_section"]);
    expect(before.find((b) => b.type === "heading_section")).toMatchObject({ id: heading.id, title: heading.name, data: { section_type: null } });

    const entries = [
      { id: heading.id, type: "heading_section", order: 10 },
      { id: section.id, type: "template_section", order: 20 },
    ];
    expect((await save(org, { organization_id: org.id, url_page: mixed, sections: entries })).status).toBe(200);
    expect((await read(org, mixed)).body.map((b) => [b.type, b.id, b.order])).toEqual(entries.map((e) => [e.type, e.id, e.order]));
    // A heading named as a template section (or the other way round) is not on the page: nothing changes.
    const wrongType = await save(org, {
      url_page: mixed,
      sections: [
        { id: section.id, type: "heading_section", order: 30 },
        { id: heading.id, type: "template_section", order: 40 },
      ],
    });
    expect(wrongType.status).toBe(404);
    expect((await read(org, mixed)).body.map((b) => [b.type, b.id, b.order])).toEqual(entries.map((e) => [e.type, e.id, e.order]));
  });

  it("saves the spec's body {organization_id, sections} without url_page: the page is the one the blocks are on", async () => {
    const about = `/${unique("about")}`;
    const [first, second] = [await createSection(org, { url_page: about }), await createSection(org, { url_page: about })];
    const heading = (
      await api(org.host, "/api/template-heading-sections", {
        method: "POST",
        token: org.owner.token,
        body: { url_page: about, name: unique("Heading "), description_text: "<p>Hi</p>" },
      })
    ).body as { id: number };
    const entries = [
      { id: second.id, type: "template_section", order: 10 },
      { id: heading.id, type: "heading_section", order: 20 },
      { id: first.id, type: "template_section", order: 30 },
    ];
    const { status, body } = await save(org, { organization_id: org.id, sections: entries });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ url_page: about, sections: entries });
    expect((await api<Block[]>(org.host, layoutPath(org, about))).body.map((b) => [b.type, b.id, b.order])).toEqual(
      entries.map((e) => [e.type, e.id, e.order]),
    );
    // The home page too (stored as "/").
    const home = (await read(org, "/")).body;
    const reversed = [...home].reverse().map((b, i) => ({ id: b.id, type: b.type, order: (i + 1) * 10 }));
    expect((await save(org, { organization_id: org.id, sections: reversed })).body).toEqual({ url_page: "/", sections: reversed });
    // An editor may; a customer, a signed-out caller and another organization's owner may not.
    const editor = await member(org, "editor");
    expect((await save(org, { organization_id: org.id, sections: entries }, editor.token)).status).toBe(200);
    expect((await api(org.host, "/api/page-layout", { method: "PUT", body: { organization_id: org.id, sections: entries } })).status).toBe(401);
    expect((await save(org, { organization_id: org.id, sections: entries }, (await signUp(org.host)).token)).status).toBe(403);
    expect((await save(org, { sections: entries }, other.owner.token)).status).toBe(403);
  });

  it(`refuses blocks of several pages with 400, and another site's block like a missing one with 404: ${SAVE_FAILED_NOTHING}`, async () => {
    const before = await storedOrders(org, page);
    const elsewherePath = `/${unique("elsewhere")}`;
    const elsewhere = await createSection(org, { url_page: elsewherePath });
    const moved = sections.map((s, i) => ({ id: s.id, type: "template_section", order: 100 + i }));
    const several = await save(org, { organization_id: org.id, sections: [...moved, { id: elsewhere.id, type: "template_section", order: 500 }] });
    expect(several.status).toBe(400);
    expect(several.body.error).toBe(`The blocks are on different pages (${page} and ${elsewherePath}): a layout orders the blocks of one page.`);
    expect(await storedOrders(org, page)).toEqual(before);

    const foreign = await createSection(other, { url_page: page });
    for (const [intruder, label] of [
      [foreign, "another organization"],
      [{ id: 2_000_000_000 }, "no such block"],
    ] as const) {
      const result = await save(org, { organization_id: org.id, sections: [...moved, { id: intruder.id, type: "template_section", order: 500 }] });
      expect(result.status, label).toBe(404);
      expect(result.body.error, label).toBe(`There is no template section ${intruder.id} on this site.`);
      expect(await storedOrders(org, page), label).toEqual(before);
    }
    // Through the other site's host with the other owner's token: still not theirs to order.
    const viaOther = await api(other.host, "/api/page-layout", {
      method: "PUT",
      token: other.owner.token,
      body: { organization_id: other.id, sections: moved },
    });
    expect(viaOther.status).toBe(404);
    expect(viaOther.body.error).toBe(`There is no template section ${moved[0]!.id} on this site.`);
    expect(await storedOrders(org, page)).toEqual(before);

    const empty = await save(org, { organization_id: org.id, sections: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Name at least one block of the page (or its url_page).");
  });

  it("refuses unknown types, duplicates and bad numbers with 400 and a clear message, changing nothing", async () => {
    const before = await storedOrders(org, page);
    const [a, b] = sections as [(typeof sections)[0], (typeof sections)[0]];
    const cases: [unknown, string][] = [
      [
        {
          url_page: page,
          sections: [
            { id: a.id, type: "template_section", order: 10 },
            { id: b.id, type: "banner", order: 20 },
          ],
        },
        'Unknown block type "banner".',
      ],
      [
        {
          url_page: page,
          sections: [
            { id: a.id, type: "template_section", order: 10 },
            { id: a.id, type: "template_section", order: 20 },
          ],
        },
        `The list names template_section ${a.id} more than once.`,
      ],
      [
        {
          url_page: page,
          sections: [
            { id: a.id, type: "template_section", order: 10 },
            { id: b.id, type: "template_section", order: 10 },
          ],
        },
        "Two blocks cannot both have order 10.",
      ],
      [{ url_page: page, sections: [{ id: a.id, type: "template_section", order: 1.5 }] }, "order must be a whole number"],
      [{ url_page: page, sections: [{ id: a.id, type: "template_section", order: "10" }] }, "order must be a whole number"],
      [{ url_page: page, sections: [{ id: a.id, type: "template_section", order: 1e12 }] }, "order is out of range"],
      [{ url_page: page, sections: [{ id: 0, type: "template_section", order: 10 }] }, "The id must be a whole number between 1 and 2147483647."],
      [{ url_page: page, sections: [{ id: 3e9, type: "template_section", order: 10 }] }, "The id must be a whole number between 1 and 2147483647."],
      [{ url_page: page, sections: [{ id: a.id, order: 10 }] }, "sections must be a list of blocks, each with id, type and order"],
      [{ url_page: page, sections: "all" }, "sections must be a list of blocks, each with id, type and order"],
      [{ url_page: page }, "sections must be a list of blocks, each with id, type and order"],
      [{ url_page: "about", sections: [] }, 'Please enter a page URL (e.g., "/about" or "/")'],
    ];
    for (const [body, message] of cases) {
      const result = await save(org, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error, JSON.stringify(body)).toBe(message);
    }
    expect((await save(org, "[1,2")).status).toBe(400);
    expect(await storedOrders(org, page)).toEqual(before);
  });
});
