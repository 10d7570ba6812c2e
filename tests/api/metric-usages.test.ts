import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { createMetric, createSection } from "../support/fixtures";

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

async function sectionTitled(title: string, metricId: number) {
  const created = await createSection(org, { url_page: `/${unique("p")}`, section_title: title });
  const added = await api(org.host, `/api/template-sections/${created.id}/metrics`, { method: "POST", body: { metric_id: metricId }, token: org.owner.token });
  expect(added.status).toBe(200);
  return { id: created.id, url_page: created.url_page };
}

describe("which sections use a metric", () => {
  it("GET /api/metrics/{id}/usages and the 409 of a delete without force list the sections by title", async () => {
    const metric = await createMetric(org);
    const pricing = await sectionTitled("Pricing", metric.id);
    const home = await sectionTitled("Home features", metric.id);
    const expected = expect.arrayContaining([
      { id: pricing.id, section_title: "Pricing", url_page: pricing.url_page },
      { id: home.id, section_title: "Home features", url_page: home.url_page },
    ]);

    const usages = await api(org.host, `/api/metrics/${metric.id}/usages`, { token: org.owner.token });
    expect(usages.status).toBe(200);
    expect(usages.body).toHaveLength(2);
    expect(usages.body).toEqual(expected);

    const refused = await api(org.host, `/api/metrics/${metric.id}`, { method: "DELETE", token: org.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.used_in).toEqual(expected);
    expect(refused.body.sections).toEqual([pricing.id, home.id].sort((a, b) => a - b));
  });

  it("an unused metric has none; other organizations and signed-out callers cannot ask", async () => {
    const metric = await createMetric(org);
    expect((await api(org.host, `/api/metrics/${metric.id}/usages`, { token: org.owner.token })).body).toEqual([]);
    expect((await api(org.host, `/api/metrics/${metric.id}/usages`)).status).toBe(401);
    expect((await api(other.host, `/api/metrics/${metric.id}/usages`, { token: other.owner.token })).status).toBe(403);
    expect((await api(org.host, "/api/metrics/99999999999/usages", { token: org.owner.token })).status).toBe(404);
  });
});

describe("too-long values say so on their field", () => {
  it("a 10,000-character section title or metric title answers 400 with the limit and the field", async () => {
    const section = await api(org.host, "/api/template-sections", {
      method: "POST",
      body: { url_page: "/", section_title: "x".repeat(10_000) },
      token: org.owner.token,
    });
    expect(section).toMatchObject({ status: 400, body: { error: "Section title must be 500 characters or fewer", field: "section_title" } });
    const metric = await api(org.host, "/api/metrics", {
      method: "POST",
      body: { title: "x".repeat(10_000), description: "<p>Filled</p>" },
      token: org.owner.token,
    });
    expect(metric).toMatchObject({ status: 400, body: { error: "Title must be 500 characters or fewer", field: "title" } });
  });
});
