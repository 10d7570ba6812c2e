import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { createMetric, createSection } from "../support/fixtures";

const STALE = "This section was changed by someone else. Review the latest version and save again.";

type Section = Record<string, any> & { id: number; version: number; website_metric: { id: number }[] };

const pageSections = async (org: TestOrg, urlPage: string) =>
  (await api<Section[]>(org.host, `/api/template-sections?url_page=${encodeURIComponent(urlPage)}`)).body;

const put = (org: TestOrg, id: number | string, body: unknown, token = org.owner.token) =>
  api(org.host, `/api/template-sections/${id}`, { method: "PUT", body, token });

const addMetric = (org: TestOrg, sectionId: number, metricId: unknown, token = org.owner.token) =>
  api(org.host, `/api/template-sections/${sectionId}/metrics`, { method: "POST", body: { metric_id: metricId }, token });

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("GET /api/template-sections", () => {
  it("needs url_page", async () => {
    const { status, body } = await api(org.host, "/api/template-sections");
    expect(status).toBe(400);
    expect(body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
  });

  it("is a 404 with an error for an unknown host", async () => {
    const { status, body } = await api(`${unique("nobody")}.test`, "/api/template-sections?url_page=/");
    expect(status).toBe(404);
    expect(body.error).toBeTruthy();
  });

  it("is public: the page's sections in order, each with its metrics, locale prefix and slashes ignored", async () => {
    const page = `/${unique("about")}`;
    const first = await createSection(org, { url_page: page });
    const second = await createSection(org, { url_page: `/es${page}/` });
    await createSection(org, { url_page: `${page}-other` });
    const metric = await createMetric(org);
    await addMetric(org, first.id, metric.id);

    for (const asked of [page, `/fr${page}`, `${page}/`, page.slice(1)]) {
      const sections = await pageSections(org, asked);
      expect(sections.map((s) => s.id)).toEqual([first.id, second.id]);
      expect(sections[0]!.website_metric.map((m) => m.id)).toEqual([metric.id]);
      expect(sections[1]!.website_metric).toEqual([]);
    }
    expect(second.url_page).toBe(page);
    expect(second.order).toBe(first.order + 10);
  });

  it("refuses a url_page that no page can have", async () => {
    for (const bad of ["%00", "/a%00b", "/" + "x".repeat(600)]) {
      const { status, body } = await api(org.host, `/api/template-sections?url_page=${bad}`);
      expect(status).toBe(400);
      expect(body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
    }
  });

  it("serves the demo home page seeded on localhost", async () => {
    const sections = await pageSections({ host: "localhost" } as TestOrg, "/");
    expect(sections.map((s) => s.section_title)).toEqual(["What you can build", "Edit without leaving your site", "How it works", "Talk to us"]);
    expect(sections.map((s) => s.website_metric.length)).toEqual([3, 0, 4, 3]);
    expect(sections[1]!.is_gradient).toBe(true);
    expect(sections[2]!.is_slider).toBe(true);
  });

  it("treats /home and a bare locale as the home page", async () => {
    const home = await createSection(org, { url_page: "/home" });
    expect(home.url_page).toBe("/");
    expect((await pageSections(org, "/de")).map((s) => s.id)).toContain(home.id);
  });

  it("never shows another organization's sections", async () => {
    const mine = await createSection(org);
    const theirs = await createSection(other);
    const onMine = (await pageSections(org, "/")).map((s) => s.id);
    const onTheirs = (await pageSections(other, "/")).map((s) => s.id);
    expect(onMine).toContain(mine.id);
    expect(onMine).not.toContain(theirs.id);
    expect(onTheirs).toContain(theirs.id);
    expect(onTheirs).not.toContain(mine.id);
  });
});

describe("POST /api/template-sections", () => {
  it("creates a section at the end of its page, with defaults", async () => {
    const page = `/${unique("new")}`;
    const { status, body } = await api(org.host, "/api/template-sections", {
      method: "POST",
      body: { url_page: page, section_title: "  Our services  ", section_description: "<p>We <strong>help</strong></p>" },
      token: org.owner.token,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      organization_id: org.id,
      url_page: page,
      order: 0,
      section_title: "Our services",
      section_description: "<p>We <strong>help</strong></p>",
      section_type: "general",
      grid_columns: 3,
      is_gradient: false,
      is_slider: false,
      version: 1,
      website_metric: [],
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect((await createSection(org, { url_page: page })).order).toBe(10);
  });

  it("is 401 without a session, 403 for a customer or a member of another organization", async () => {
    const body = { url_page: "/", section_title: "Nope" };
    expect((await api(org.host, "/api/template-sections", { method: "POST", body })).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await api(org.host, "/api/template-sections", { method: "POST", body, token: customer.token })).status).toBe(403);
    expect((await api(org.host, "/api/template-sections", { method: "POST", body, token: other.owner.token })).status).toBe(403);
  });

  it("lets an editor create, and refuses a body that names another organization", async () => {
    const editor = await member(org, "editor");
    const ok = await api(org.host, "/api/template-sections", {
      method: "POST",
      body: { url_page: "/", section_title: "By editor", organization_id: org.id },
      token: editor.token,
    });
    expect(ok.status).toBe(201);
    const claimed = await api(org.host, "/api/template-sections", {
      method: "POST",
      body: { url_page: "/", section_title: "X", organization_id: other.id },
      token: org.owner.token,
    });
    expect(claimed.status).toBe(403);
  });

  it("answers invalid input with 400 and the spec's message", async () => {
    const post = (body: unknown) => api(org.host, "/api/template-sections", { method: "POST", body, token: org.owner.token });
    expect((await post({ url_page: "/" })).body.error).toBe("Please enter a section title");
    expect((await post({ url_page: "/", section_title: "   " })).body.error).toBe("Please enter a section title");
    expect((await post({ section_title: "No page" })).body.error).toBe('Please enter a page URL (e.g., "/about" or "/")');
    for (const grid_columns of [0, 7, 2.5, "3"]) {
      const result = await post({ url_page: "/", section_title: "Grid", grid_columns });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("Grid columns must be a whole number from 1 to 6");
    }
    const notJson = await post("{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBeTruthy();
    expect((await post({ url_page: "/", section_title: "T", section_type: "carousel" })).status).toBe(400);
    expect((await post({ url_page: "/", section_title: "a\u0000b" })).status).toBe(400);
    expect((await post({ url_page: "/", section_title: "T", section_description_translation: { es: "\u0000" } })).status).toBe(400);
    expect((await post({ url_page: "/", section_title: "T", background_color: "url(evil)" })).status).toBe(400);
  });

  it("accepts grid_columns 1 and 6", async () => {
    expect((await createSection(org, { grid_columns: 1 })).grid_columns).toBe(1);
    expect((await createSection(org, { grid_columns: 6 })).grid_columns).toBe(6);
  });

  it("sanitizes the description and its translations on write", async () => {
    const section = await createSection(org, {
      url_page: `/${unique("xss")}`,
      section_description: '<p onclick="steal()">Hello</p><script>alert(1)</script>',
      section_description_translation: { es: "<p>Hola</p><script>alert(2)</script>" },
    });
    expect(section.section_description).toBe("<p>Hello</p>");
    expect(section.section_description_translation).toEqual({ es: "<p>Hola</p>" });
    const [stored] = await pageSections(org, section.url_page);
    expect(stored!.section_description).toBe("<p>Hello</p>");
  });

  it("derives section_type from the flags for records without one", async () => {
    const section = await createSection(org, { section_type: null, is_faq_section: true });
    expect(section.section_type).toBe("faq");
    expect((await createSection(org, { section_type: "brand" })).section_type).toBe("brand");
  });
});

describe("PUT /api/template-sections/{id}", () => {
  it("updates the given fields and moves the version on", async () => {
    const section = await createSection(org, { grid_columns: 4 });
    const { status, body } = await put(org, section.id, { section_title: "Renamed", is_slider: true, version: section.version });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: section.id, section_title: "Renamed", is_slider: true, grid_columns: 4, version: section.version + 1 });
    expect(new Date(body.updated_at) >= new Date(section.updated_at)).toBe(true);
  });

  it("keeps the editor's text colour (null = automatic) and refuses one that is not a colour", async () => {
    const section = await createSection(org, { url_page: `/${unique("ink")}`, background_color: "slate-900", text_color: "amber-300" });
    expect(section.text_color).toBe("amber-300");
    expect((await pageSections(org, section.url_page))[0]!.text_color).toBe("amber-300");
    const hex = await put(org, section.id, { text_color: "#fde68a" });
    expect(hex.body).toMatchObject({ text_color: "#fde68a", version: section.version + 1 });
    const bad = await put(org, section.id, { text_color: "text-white" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "text_color", error: "Unknown colour. Use a palette colour such as blue-600, or a hex colour." });
    const automatic = await put(org, section.id, { text_color: null });
    expect(automatic.body.text_color).toBeNull();
    expect((await createSection(org)).text_color).toBeNull();
  });

  it("is 404 for a missing or malformed id", async () => {
    expect((await put(org, 999_999_999, { section_title: "x" })).body.error).toBe("Section not found");
    expect((await put(org, "abc", { section_title: "x" })).status).toBe(404);
  });

  it("is 401 without a session and 403 for another organization or a customer", async () => {
    const section = await createSection(org);
    expect((await api(org.host, `/api/template-sections/${section.id}`, { method: "PUT", body: { section_title: "x" } })).status).toBe(401);
    expect((await put(org, section.id, { section_title: "x" }, other.owner.token)).status).toBe(403);
    expect(
      (await api(other.host, `/api/template-sections/${section.id}`, { method: "PUT", body: { section_title: "x" }, token: other.owner.token })).status,
    ).toBe(403);
    expect((await put(org, section.id, { section_title: "x" }, (await signUp(org.host)).token)).status).toBe(403);
    const [stored] = (await pageSections(org, "/")).filter((s) => s.id === section.id);
    expect(stored!.section_title).toBe(section.section_title);
  });

  it("refuses invalid input with 400 and changes nothing", async () => {
    const section = await createSection(org, { url_page: `/${unique("keep")}` });
    expect((await put(org, section.id, { section_title: "" })).body.error).toBe("Please enter a section title");
    expect((await put(org, section.id, { grid_columns: 7 })).body.error).toBe("Grid columns must be a whole number from 1 to 6");
    expect((await put(org, section.id, "[1,2")).status).toBe(400);
    expect((await put(org, section.id, { section_title: "T", version: 1e12 })).status).toBe(400);
    expect((await put(org, section.id, { section_title: "T", version: "1" })).status).toBe(400);
    const [stored] = await pageSections(org, section.url_page);
    expect(stored).toEqual(section);
  });

  it("refuses a stale write with 409 and the current section; the first save stays", async () => {
    const section = await createSection(org, { url_page: `/${unique("race")}` });
    const editor = await member(org, "editor");
    const first = await put(org, section.id, { section_title: "First editor", version: section.version });
    expect(first.status).toBe(200);
    const second = await put(org, section.id, { section_title: "Second editor", version: section.version }, editor.token);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(STALE);
    expect(second.body.current).toEqual(first.body);
    expect(await pageSections(org, section.url_page)).toEqual([first.body]);
  });

  it("lets exactly one of two simultaneous saves of the same version through", async () => {
    const section = await createSection(org);
    const results = await Promise.all(["One", "Two", "Three"].map((title) => put(org, section.id, { section_title: title, version: section.version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body;
    expect(winner.version).toBe(section.version + 1);
    expect((await api(org.host, `/api/template-sections/${section.id}`)).body).toEqual(winner);
  });

  it("shows the new title on the public page at the very next request", async () => {
    const section = await createSection(org);
    expect((await api(org.host, "/")).body).toContain(section.section_title);
    const title = unique("Fresh title ");
    expect((await put(org, section.id, { section_title: title })).status).toBe(200);
    const page = await api(org.host, "/");
    expect(page.body).toContain(title);
  });
});

describe("DELETE /api/template-sections/{id}", () => {
  it("deletes the section; its metrics stay in the library", async () => {
    const section = await createSection(org, { url_page: `/${unique("gone")}` });
    const metric = await createMetric(org);
    await addMetric(org, section.id, metric.id);
    expect((await api(org.host, `/api/template-sections/${section.id}`, { method: "DELETE", token: other.owner.token })).status).toBe(403);
    expect((await api(org.host, `/api/template-sections/${section.id}`, { method: "DELETE" })).status).toBe(401);
    const { status, body } = await api(org.host, `/api/template-sections/${section.id}`, { method: "DELETE", token: org.owner.token });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: true, id: section.id });
    expect(await pageSections(org, section.url_page)).toEqual([]);
    const library = await api(org.host, "/api/metrics", { token: org.owner.token });
    expect(library.body.map((m: { id: number }) => m.id)).toContain(metric.id);
    expect((await api(org.host, `/api/template-sections/${section.id}`, { method: "DELETE", token: org.owner.token })).status).toBe(404);
  });
});

describe("GET /api/template-sections/{id}", () => {
  it("returns one of the host's sections, and 404 for another organization's", async () => {
    const section = await createSection(org);
    expect((await api(org.host, `/api/template-sections/${section.id}`)).body).toEqual(section);
    expect((await api(other.host, `/api/template-sections/${section.id}`)).status).toBe(404);
  });
});

describe("/api/template-sections/{id}/metrics", () => {
  it("adds metrics at the end, moving the section's version on", async () => {
    const section = await createSection(org);
    const [a, b] = [await createMetric(org), await createMetric(org)];
    const first = await addMetric(org, section.id, a.id);
    expect(first.status).toBe(200);
    expect(first.body.website_metric.map((m: { id: number }) => m.id)).toEqual([a.id]);
    expect(first.body.version).toBe(section.version + 1);
    const second = await addMetric(org, section.id, b.id);
    expect(second.body.website_metric.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    expect(second.body.website_metric[1]).toMatchObject({ title: b.title, description: "<p>Details</p>" });
    const again = await addMetric(org, section.id, a.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This metric is already in the section");
  });

  it("never links a metric across organizations, and refuses bad ids", async () => {
    const section = await createSection(org);
    const foreign = await createMetric(other);
    const cross = await addMetric(org, section.id, foreign.id);
    expect(cross.status).toBe(404);
    expect(cross.body.error).toBe("Metric not found");
    expect((await addMetric(org, section.id, 999_999_999)).status).toBe(404);
    expect((await addMetric(org, section.id, "1")).body.error).toBe("Please choose a metric");
    expect((await addMetric(org, section.id, 1e12)).body.error).toBe("Please choose a metric");
    expect((await addMetric(org, section.id, (await createMetric(org)).id, other.owner.token)).status).toBe(403);
    expect((await api(org.host, `/api/template-sections/${section.id}`)).body.version).toBe(section.version);
  });

  it("reorders, and the public GET shows the same order", async () => {
    const section = await createSection(org, { url_page: `/${unique("order")}` });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const metric = await createMetric(org);
      await addMetric(org, section.id, metric.id);
      ids.push(metric.id);
    }
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const reorder = (metric_ids: unknown, token = org.owner.token) =>
      api(org.host, `/api/template-sections/${section.id}/metrics`, { method: "PUT", body: { metric_ids }, token });
    const before = (await pageSections(org, section.url_page))[0]!;
    const { status, body } = await reorder(reordered);
    expect(status).toBe(200);
    expect(body.website_metric.map((m: { id: number }) => m.id)).toEqual(reordered);
    expect(body.version).toBe(before.version + 1);
    expect((await pageSections(org, section.url_page))[0]!.website_metric.map((m) => m.id)).toEqual(reordered);

    for (const bad of [[ids[0], ids[1]], [...ids, ids[0]], [ids[0], ids[1], ids[1]], [ids[0], ids[1], 999_999], "1,2,3"]) {
      const result = await reorder(bad);
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("metric_ids must list the section's metrics");
    }
    expect((await reorder(ids, other.owner.token)).status).toBe(403);
    expect((await pageSections(org, section.url_page))[0]).toEqual(body);
  });

  it("keeps every metric once, in distinct positions, when several are added at the same time", async () => {
    const section = await createSection(org);
    const metrics = await Promise.all([1, 2, 3, 4].map(() => createMetric(org)));
    const results = await Promise.all(metrics.map((m) => addMetric(org, section.id, m.id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const after = (await api(org.host, `/api/template-sections/${section.id}`)).body;
    expect(after.website_metric.map((m: { id: number }) => m.id).sort()).toEqual(metrics.map((m) => m.id).sort());
    expect(after.version).toBe(section.version + 4);
    const reordered = [...after.website_metric.map((m: { id: number }) => m.id)].reverse();
    const reorder = await api(org.host, `/api/template-sections/${section.id}/metrics`, {
      method: "PUT",
      body: { metric_ids: reordered },
      token: org.owner.token,
    });
    expect(reorder.body.website_metric.map((m: { id: number }) => m.id)).toEqual(reordered);
  });

  it("removes a metric from this section only", async () => {
    const [one, two] = [await createSection(org), await createSection(org)];
    const metric = await createMetric(org);
    await addMetric(org, one.id, metric.id);
    await addMetric(org, two.id, metric.id);
    const remove = (sectionId: number, query: string, token = org.owner.token) =>
      api(org.host, `/api/template-sections/${sectionId}/metrics${query}`, { method: "DELETE", token });
    expect((await remove(one.id, `?metric_id=${metric.id}`, other.owner.token)).status).toBe(403);
    const { status, body } = await remove(one.id, `?metric_id=${metric.id}`);
    expect(status).toBe(200);
    expect(body.website_metric).toEqual([]);
    expect((await api(org.host, `/api/template-sections/${two.id}`)).body.website_metric.map((m: { id: number }) => m.id)).toEqual([metric.id]);
    const again = await remove(one.id, `?metric_id=${metric.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("This metric is not in the section");
    expect((await remove(one.id, "")).body.error).toBe("Please choose a metric");
  });
});

describe("PUT /api/template-sections/{id} with metric_ids (one save model)", () => {
  it("saves the fields and the full ordered metric list together, in one request", async () => {
    const section = await createSection(org);
    const [a, b, c] = [await createMetric(org), await createMetric(org), await createMetric(org)];
    await addMetric(org, section.id, a.id);
    const current = (await api<Section>(org.host, `/api/template-sections/${section.id}`)).body;
    const { status, body } = await put(org, section.id, { section_title: "Staged together", metric_ids: [c.id, a.id, b.id], version: current.version });
    expect(status).toBe(200);
    expect(body.section_title).toBe("Staged together");
    expect(body.website_metric.map((m: { id: number }) => m.id)).toEqual([c.id, a.id, b.id]);
    expect(body.version).toBe(current.version + 1);
    const removed = await put(org, section.id, { metric_ids: [b.id], version: body.version });
    expect(removed.status).toBe(200);
    expect(removed.body.website_metric.map((m: { id: number }) => m.id)).toEqual([b.id]);
    // The metrics taken out of the section stay in the library.
    const library = (await api<{ id: number }[]>(org.host, "/api/metrics", { token: org.owner.token })).body;
    expect(library.map((m) => m.id)).toEqual(expect.arrayContaining([a.id, c.id]));
  });

  it("refuses another organization's metric, an unknown one or a duplicate, and changes nothing", async () => {
    const section = await createSection(org);
    const mine = await createMetric(org);
    const theirs = await createMetric(other);
    await addMetric(org, section.id, mine.id);
    const before = (await api<Section>(org.host, `/api/template-sections/${section.id}`)).body;
    const foreign = await put(org, section.id, { section_title: "Never saved", metric_ids: [mine.id, theirs.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual(expect.any(String));
    expect((await put(org, section.id, { section_title: "Never saved", metric_ids: [2_000_000_000] })).status).toBe(404);
    const duplicate = await put(org, section.id, { section_title: "Never saved", metric_ids: [mine.id, mine.id] });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toBe("metric_ids lists a metric more than once");
    expect((await put(org, section.id, { metric_ids: [0] })).status).toBe(400);
    expect((await put(org, section.id, { metric_ids: "1,2" })).status).toBe(400);
    const after = (await api<Section>(org.host, `/api/template-sections/${section.id}`)).body;
    expect(after).toEqual(before);
  });

  it("refuses a stale list with 409, like the fields", async () => {
    const section = await createSection(org);
    const metric = await createMetric(org);
    await addMetric(org, section.id, metric.id); // moves the version on
    const { status, body } = await put(org, section.id, { metric_ids: [], version: section.version });
    expect(status).toBe(409);
    expect(body.current.website_metric.map((m: { id: number }) => m.id)).toEqual([metric.id]);
  });
});
