import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { createMetric, createSection } from "../support/fixtures";

const STALE = "This metric was changed by someone else. Review the latest version and save again.";

type Metric = Record<string, any> & { id: number; version: number };

const post = (org: TestOrg, body: unknown, token = org.owner.token) => api(org.host, "/api/metrics", { method: "POST", body, token });
const patch = (org: TestOrg, id: number | string, body: unknown, token = org.owner.token) =>
  api(org.host, `/api/metrics/${id}`, { method: "PATCH", body, token });
const remove = (org: TestOrg, id: number | string, query = "", token = org.owner.token) =>
  api(org.host, `/api/metrics/${id}${query}`, { method: "DELETE", token });
const library = async (org: TestOrg) => (await api<Metric[]>(org.host, "/api/metrics", { token: org.owner.token })).body;

async function sectionWith(org: TestOrg, metricId: number) {
  const created = await createSection(org, { url_page: `/${unique("p")}` });
  const added = await api(org.host, `/api/template-sections/${created.id}/metrics`, { method: "POST", body: { metric_id: metricId }, token: org.owner.token });
  expect(added.status).toBe(200);
  return added.body as { id: number; version: number; url_page: string };
}

const section = async (org: TestOrg, id: number) => (await api(org.host, `/api/template-sections/${id}`)).body;

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("GET /api/metrics", () => {
  it("lists the host organization's library, newest first, to its members", async () => {
    const older = await createMetric(org);
    const newer = await createMetric(org);
    const foreign = await createMetric(other);
    const editor = await member(org, "editor");
    const { status, body } = await api<Metric[]>(org.host, "/api/metrics", { token: editor.token });
    expect(status).toBe(200);
    const ids = body.map((m) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(foreign.id);
    expect(body.find((m) => m.id === newer.id)).toEqual(newer);
  });

  it("is 401 signed out, 403 for a customer or a member of another organization", async () => {
    expect((await api(org.host, "/api/metrics")).status).toBe(401);
    expect((await api(org.host, "/api/metrics", { token: (await signUp(org.host)).token })).status).toBe(403);
    expect((await api(org.host, "/api/metrics", { token: other.owner.token })).status).toBe(403);
  });
});

describe("POST /api/metrics", () => {
  it("creates a metric with defaults", async () => {
    const { status, body } = await post(org, { title: "Fast", description: "<p>Really fast</p>", image: "/images/fast.png", is_card_type: true });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      organization_id: org.id,
      title: "Fast",
      description: "<p>Really fast</p>",
      image: "/images/fast.png",
      is_card_type: true,
      is_title_displayed: true,
      is_image_rounded_full: false,
      is_gradient: false,
      gradient: null,
      version: 1,
    });
  });

  it("answers invalid input with 400 and the spec's message", async () => {
    const required = "Title and description are required";
    expect((await post(org, { description: "d" })).body.error).toBe(required);
    expect((await post(org, { title: "t" })).body.error).toBe(required);
    expect((await post(org, { title: "  ", description: "d" })).body.error).toBe(required);
    expect((await post(org, { title: "t", description: "   " })).body.error).toBe(required);
    expect((await post(org, { title: "t", description: "<script>alert(1)</script>" })).body.error).toBe(required);
    for (const image of ["javascript:alert(1)", "not a url", "//evil.example/x.png"]) {
      const result = await post(org, { title: "t", description: "d", image });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("Please enter a valid URL");
    }
    expect((await post(org, "{")).status).toBe(400);
    expect((await post(org, { title: 5, description: "d" })).status).toBe(400);
    expect((await post(org, { title: "t\u0000", description: "d" })).status).toBe(400);
  });

  it("sanitizes the description on write", async () => {
    const metric = await createMetric(org, {
      description: "<p>Safe</p><script>alert(1)</script>",
      description_translation: { fr: "<p>Sûr</p><script>x</script>" },
    });
    expect(metric.description).toBe("<p>Safe</p>");
    expect(metric.description_translation).toEqual({ fr: "<p>Sûr</p>" });
  });

  it("is 401 signed out and 403 for another organization", async () => {
    expect((await api(org.host, "/api/metrics", { method: "POST", body: { title: "t", description: "d" } })).status).toBe(401);
    expect((await post(org, { title: "t", description: "d" }, other.owner.token)).status).toBe(403);
    expect((await post(org, { title: "t", description: "d", organization_id: other.id })).status).toBe(403);
  });
});

describe("PATCH /api/metrics/{id}", () => {
  it("changes the given fields and moves the version on", async () => {
    const metric = await createMetric(org);
    const { status, body } = await patch(org, metric.id, {
      title: "New title",
      is_gradient: true,
      gradient: { from: "blue-600", to: "purple-600" },
      version: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: metric.id, title: "New title", description: metric.description, is_gradient: true, version: 2 });
    expect(body.gradient).toEqual({ from: "blue-600", to: "purple-600" });
  });

  it("refuses a stale write with 409 and the current metric", async () => {
    const metric = await createMetric(org);
    const first = await patch(org, metric.id, { title: "First", version: metric.version });
    const second = await patch(org, metric.id, { title: "Second", version: metric.version });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(STALE);
    expect(second.body.current).toEqual(first.body);
    expect((await library(org)).find((m) => m.id === metric.id)).toEqual(first.body);
  });

  it("refuses invalid input and changes nothing", async () => {
    const metric = await createMetric(org);
    expect((await patch(org, metric.id, { title: "" })).body.error).toBe("Title and description are required");
    expect((await patch(org, metric.id, { image: "javascript:alert(1)" })).body.error).toBe("Please enter a valid URL");
    expect((await patch(org, metric.id, { background_color: "not-a-colour" })).status).toBe(400);
    expect((await patch(org, metric.id, { title: "t", version: 1e12 })).status).toBe(400);
    expect((await patch(org, metric.id, { title: "t", organization_id: other.id })).status).toBe(403);
    expect((await library(org)).find((m) => m.id === metric.id)).toEqual(metric);
  });

  it("is 404 for missing ids, 401 signed out, 403 for another organization", async () => {
    const metric = await createMetric(org);
    expect((await patch(org, 999_999_999, { title: "x" })).body.error).toBe("Metric not found");
    expect((await patch(org, "x1", { title: "x" })).status).toBe(404);
    expect((await api(org.host, `/api/metrics/${metric.id}`, { method: "PATCH", body: { title: "x" } })).status).toBe(401);
    expect((await patch(org, metric.id, { title: "x" }, other.owner.token)).status).toBe(403);
    expect((await patch(other, metric.id, { title: "x" }, other.owner.token)).status).toBe(403);
  });
});

describe("DELETE /api/metrics/{id}", () => {
  it("deletes a metric no section uses", async () => {
    const metric = await createMetric(org);
    expect((await remove(org, metric.id, "", other.owner.token)).status).toBe(403);
    expect((await api(org.host, `/api/metrics/${metric.id}`, { method: "DELETE" })).status).toBe(401);
    const { status, body } = await remove(org, metric.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ deleted: true, id: metric.id });
    expect((await library(org)).map((m) => m.id)).not.toContain(metric.id);
    expect((await remove(org, metric.id)).status).toBe(404);
  });

  it("refuses a metric in use without force and changes nothing; with force removes it everywhere", async () => {
    const metric = await createMetric(org);
    const one = await sectionWith(org, metric.id);
    const two = await sectionWith(org, metric.id);

    const refused = await remove(org, metric.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This metric is used by 2 section(s). Delete it with force=true to remove it everywhere.");
    expect(refused.body.sections).toEqual([one.id, two.id]);
    expect((await section(org, one.id)).website_metric.map((m: Metric) => m.id)).toEqual([metric.id]);
    expect((await section(org, two.id)).version).toBe(two.version);
    expect((await library(org)).map((m) => m.id)).toContain(metric.id);

    const forced = await remove(org, metric.id, "?force=true");
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ deleted: true, id: metric.id, sections: [one.id, two.id] });
    for (const s of [one, two]) {
      const after = await section(org, s.id);
      expect(after.website_metric).toEqual([]);
      expect(after.version).toBe(s.version + 1);
      const [onPage] = (await api(org.host, `/api/template-sections?url_page=${s.url_page}`)).body;
      expect(onPage.website_metric).toEqual([]);
    }
    expect((await library(org)).map((m) => m.id)).not.toContain(metric.id);
  });
});
