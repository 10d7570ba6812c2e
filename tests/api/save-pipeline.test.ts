import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, unique, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";

/** Every write goes through one pipeline: sign-in, owner, role, body limits, schema, transaction, invalidation. */
let org: TestOrg;
let section: { id: number; version: number; section_title: string };
let metric: { id: number; version: number };

beforeAll(async () => {
  org = await createOrg();
  section = (await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: "Kept as it is" } }))
    .body;
  metric = (await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: "Kept metric", description: "<p>Kept</p>" } })).body;
});

const stored = async () => (await api(org.host, `/api/template-sections/${section.id}`)).body;
const deep = (depth: number) => `{"section_title":"x","section_description_translation":${"[".repeat(depth)}${"]".repeat(depth)}}`;

describe("the save pipeline", () => {
  it("changes nothing, not even the version, for a PUT or PATCH with no known field", async () => {
    const put = await api(org.host, `/api/template-sections/${section.id}`, { method: "PUT", token: org.owner.token, body: { unknown_field: 1 } });
    expect(put.status).toBe(200);
    expect(put.body.version).toBe(section.version);
    expect((await stored()).version).toBe(section.version);
    const patch = await api(org.host, `/api/metrics/${metric.id}`, { method: "PATCH", token: org.owner.token, body: {} });
    expect(patch.status).toBe(200);
    expect(patch.body.version).toBe(metric.version);
  });

  it("answers a validation error with the spec's message and the field", async () => {
    const result = await api(org.host, `/api/template-sections/${section.id}`, { method: "PUT", token: org.owner.token, body: { section_title: "   " } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: "Please enter a section title", field: "section_title" });
    const columns = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", section_title: "x", grid_columns: 9 },
    });
    expect(columns.body).toEqual({ error: "Grid columns must be a whole number from 1 to 6", field: "grid_columns" });
  });

  it("refuses a body over 1 MB with 413 and keeps what was stored", async () => {
    const huge = JSON.stringify({ section_title: "x".repeat(1024 * 1024) });
    const result = await api(org.host, `/api/template-sections/${section.id}`, { method: "PUT", token: org.owner.token, body: huge });
    expect(result.status).toBe(413);
    expect(result.body.error).toBe("The request body is too large (the limit is 1 MB).");
    expect((await stored()).section_title).toBe("Kept as it is");
  });

  it("answers JSON nested 10,000 deep with 400 on every write, and 401 first to anonymous callers", async () => {
    for (const [method, path] of [
      ["PUT", `/api/template-sections/${section.id}`],
      ["POST", "/api/template-sections"],
      ["PATCH", `/api/metrics/${metric.id}`],
      ["POST", "/api/metrics"],
      ["POST", `/api/template-sections/${section.id}/metrics`],
      ["PUT", `/api/template-sections/${section.id}/metrics`],
      ["POST", "/api/revalidate"],
    ]) {
      const member = await api(org.host, path!, { method, token: org.owner.token, body: deep(10_000) });
      expect(member.status, `${method} ${path}`).toBe(400);
      expect(member.body.error).toBe("The request body is nested too deeply.");
      expect((await api(org.host, path!, { method, body: deep(10_000) })).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect((await stored()).section_title).toBe("Kept as it is");
  });

  it("signs the caller in before POST /api/revalidate reads its body", async () => {
    // Several at once: each answer arrives while its upload is still being sent, and none may hang.
    const uploads = await Promise.all(
      Array.from({ length: 12 }, () => api(org.host, "/api/revalidate", { method: "POST", body: "x".repeat(2 * 1024 * 1024) })),
    );
    expect(uploads.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const stranger = await createOrg();
    const foreign = await api(org.host, "/api/revalidate", { method: "POST", token: stranger.owner.token, body: { tag: `org-${org.id}` } });
    expect(foreign.status).toBe(403);
    const bad = await api(org.host, "/api/revalidate", { method: "POST", token: org.owner.token, body: { tag: "everything" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("A tag of the form org-{id} is required.");
  });

  it("answers broken percent-encoding in a page path or an API id with 400, not 500", async () => {
    for (const path of ["/%E0", "/es/%C0", "/api/metrics/%E0%A4%A", `/api/template-sections/%E0`]) {
      const result = await rawGet(org.host, path);
      expect(result.status, path).toBe(400);
    }
    const apiAnswer = await api(org.host, "/api/metrics/%E0%A4%A", { method: "PATCH", token: org.owner.token, body: { title: "x" } });
    expect(apiAnswer.status).toBe(400);
    expect(apiAnswer.body.error).toBe("The address is not valid: it has broken percent-encoding.");
  });

  it("answers out-of-range and malformed ids with 404", async () => {
    for (const id of ["2147483648", "99999999999999999999", "-1", "1.5", "0x10"]) {
      const result = await api(org.host, `/api/template-sections/${id}`, { method: "PUT", token: org.owner.token, body: { section_title: unique("x") } });
      expect(result.status, id).toBe(404);
    }
  });
});
