import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, signUp, unique, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";

// publicAction(), the visitors' write pipeline, through its first route:
// POST /api/cookies/consent {consent_given, services, organization_id} (spec/visitor.md §7; organization_id required, spec §5).
describe("visitors' writes (POST /api/cookies/consent)", () => {
  let org: TestOrg;
  let services: number[];

  beforeAll(async () => {
    org = await createOrg();
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: {
        cookie_categories: [
          { name: "Essential", cookie_service: [{ name: "Session", active: true }] },
          { name: "Analytics", cookie_service: [{ name: "Statistics" }] },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const read = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    services = read.body.cookie_services.map((s: { id: number }) => s.id);
    expect(services).toHaveLength(2);
  });

  const consent = (body: unknown, headers: Record<string, string> = {}, host = org.host) =>
    api(host, "/api/cookies/consent", { method: "POST", body, headers });
  const records = async () =>
    (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.cookie_consent_records as {
      id: number;
      user_id: string | null;
      services: number[];
    }[];

  it("appends the visitor's choice, with the organization from the host", async () => {
    const before = (await records()).length;
    const { status, body } = await consent({ consent_given: true, services, organization_id: org.id });
    expect(status).toBe(201);
    expect(body.services).toEqual(services);
    const after = await records();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ id: body.id, user_id: null, services });
  });

  it("names a signed-in visitor in the record", async () => {
    const customer = await signUp(org.host);
    const { status, body } = await api(org.host, "/api/cookies/consent", {
      method: "POST",
      token: customer.token,
      body: { consent_given: false, services: [services[0]], organization_id: org.id },
    });
    expect(status).toBe(201);
    expect((await records()).find((r) => r.id === body.id)?.user_id).toBeTruthy();
  });

  it("refuses bad input with 4xx and the reason, and stores nothing", async () => {
    const before = (await records()).length;
    const other = await createOrg();
    const cases: [unknown, number, string][] = [
      [{ consent_given: "yes", services, organization_id: org.id }, 400, "consent_given must be true or false."],
      [{ consent_given: true, services: "all", organization_id: org.id }, 400, "services must be a list of service ids."],
      [{ consent_given: true, services, organization_id: undefined }, 400, "Organization ID not found"],
      [{ consent_given: true, services: [999_999_999], organization_id: org.id }, 400, "A service in the consent is not one of this site's cookie services."],
      [{ consent_given: true, services, organization_id: other.id }, 403, "You do not have access to this organization."],
      ["[1,2]", 400, "The request body must be a JSON object."],
      [{ consent_given: true, services, organization_id: org.id, filler: "x".repeat(70_000) }, 413, "The request body is too large (the limit is 64 KB)."],
    ];
    for (const [body, status, error] of cases) {
      const answer = await consent(body);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
    }
    // Another organization's services are unknown here.
    const theirs = await api(other.host, `/api/organizations/${other.id}`, { token: other.owner.token });
    expect(theirs.status).toBe(200);
    expect((await consent({ consent_given: true, services: [services[0]], organization_id: org.id }, {}, "unknown-site.test")).status).toBe(404);
    expect((await consent({ consent_given: true, services, organization_id: org.id }, { origin: "https://evil.example" })).status).toBe(403);
    expect(await records()).toHaveLength(before);
  });

  it("answers a retry with the same Idempotency-Key with the first result and writes once", async () => {
    const before = (await records()).length;
    const key = unique("key-");
    const body = { consent_given: true, services, organization_id: org.id };
    const answers = await Promise.all(Array.from({ length: 5 }, () => consent(body, { "idempotency-key": key })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(4);
    expect(await records()).toHaveLength(before + 1);

    const reused = await consent({ consent_given: false, services: [], organization_id: org.id }, { "idempotency-key": key });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe("This Idempotency-Key was already used for a different request. Send a new key for a new request.");
    expect((await consent(body, { "idempotency-key": "has space" })).status).toBe(400);
    expect(await records()).toHaveLength(before + 1);
  });

  it("leaves the organization's cached pages cached (a consent changes no content)", async () => {
    await rawGet(org.host, "/");
    expect((await rawGet(org.host, "/")).headers["x-onsite-cache"]).toBe("HIT");
    expect((await consent({ consent_given: true, services, organization_id: org.id })).status).toBe(201);
    expect((await rawGet(org.host, "/")).headers["x-onsite-cache"]).toBe("HIT");
  });

  it("limits one address to 30 requests a minute per organization (429 with Retry-After); another organization is not affected", async () => {
    const fresh = await createOrg();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await consent({ consent_given: false, services: [], organization_id: fresh.id }, {}, fresh.host));
    expect(answers.slice(0, 30).every((a) => a.status === 201)).toBe(true);
    const refused = answers[30]!;
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many requests. Please wait a moment and try again.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const another = await createOrg();
    expect((await consent({ consent_given: false, services: [], organization_id: another.id }, {}, another.host)).status).toBe(201);
  });
});
