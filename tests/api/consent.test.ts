import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { rawGet } from "../support/raw";

/**
 * Cookie consent (issue 21): the categories of the host's organization, consent saved for
 * anonymous and signed-in visitors and read back, unknown or foreign services refused,
 * records that cannot be changed, a policy change that makes older choices stale, Global
 * Privacy Control recorded as `gpc`, the members' records and their CSV, and the page cache
 * untouched by all of it.
 */
type Category = {
  id: number;
  key: string;
  name: string;
  description: string;
  cookie_service: { id: number; name: string; description: string; active: boolean; script_url: string | null }[];
};

const read = (org: TestOrg) => api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
async function saveCategories(org: TestOrg, cookie_categories: unknown[]) {
  const { body } = await read(org);
  return api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { version: body.version, cookie_categories } });
}
const categories = (org: TestOrg, query = "") => api<Category[]>(org.host, `/api/cookies/categories${query}`);
const post = (org: TestOrg, body: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = {}) =>
  api(org.host, "/api/cookies/consent", { method: "POST", body: { organization_id: org.id, ...body }, ...options });
const choice = (org: TestOrg, query: Record<string, string>, token?: string) =>
  api(org.host, `/api/cookies/consent?${new URLSearchParams({ organization_id: String(org.id), ...query })}`, { token });
const consentId = () => unique("cid-").replace(/[^A-Za-z0-9-]/g, "");

const POLICY = [
  { name: "Essential", description: "Needed for the site to work", cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }] },
  {
    name: "Analytics",
    name_translation: { de: "Statistik" },
    description: "How the site is used",
    description_translation: { de: "Wie die Website genutzt wird" },
    cookie_service: [{ name: "Plausible", description: "Visits", description_translation: { de: "Besuche" } }],
  },
  { name: "Marketing", cookie_service: [{ name: "YouTube", description: "Videos", script_url: "https://www.youtube.com/iframe_api" }, { name: "Vimeo" }] },
];

let alpha: TestOrg;
let beta: TestOrg;
let ids: Record<string, number>;
let essential: number;
let all: number[];

beforeAll(async () => {
  [alpha, beta] = await Promise.all([
    createOrg("Alpha Consent Co", undefined, { language: "en", supportedLocales: ["en", "de"] }),
    createOrg("Beta Consent Co"),
  ]);
  const saved = await saveCategories(alpha, POLICY);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const other = await saveCategories(beta, [
    { name: "Essential", cookie_service: [{ name: "Beta Session" }] },
    { name: "Ads", cookie_service: [{ name: "Beta Ads" }] },
  ]);
  expect(other.status, JSON.stringify(other.body)).toBe(200);
  const { body } = await categories(alpha);
  ids = Object.fromEntries(body.flatMap((c) => c.cookie_service.map((s) => [s.name, s.id])));
  essential = ids.Session!;
  all = Object.values(ids);
});

describe("GET /api/cookies/categories", () => {
  it("answers the host's organization's categories only, normalised, with the revision in Consent-Revision", async () => {
    const { status, body, headers } = await categories(alpha);
    expect(status).toBe(200);
    expect(body.map((c) => c.name)).toEqual(["Essential", "Analytics", "Marketing"]);
    expect(body[2]).toMatchObject({
      key: "Marketing",
      description: "",
      cookie_service: [
        { name: "YouTube", description: "Videos", active: false },
        { name: "Vimeo", description: "", active: false },
      ],
    });
    expect(body[0]!.cookie_service[0]!.active).toBe(true);
    expect(body[2]!.cookie_service[0]!.script_url).toBe("https://www.youtube.com/iframe_api");
    expect(headers.get("consent-revision")).toMatch(/^[0-9a-f]{16}$/);
    const names = JSON.stringify(body);
    expect(names).not.toContain("Beta");
    const theirs = await categories(beta);
    expect(theirs.body.map((c) => c.name)).toEqual(["Essential", "Ads"]);
    expect(theirs.headers.get("consent-revision")).not.toBe(headers.get("consent-revision"));
  });

  it("translates names and descriptions into ?locale=, keeping the stored name as key", async () => {
    const { body } = await categories(alpha, "?locale=de");
    expect(body[1]).toMatchObject({
      key: "Analytics",
      name: "Statistik",
      description: "Wie die Website genutzt wird",
      cookie_service: [{ name: "Plausible", description: "Besuche" }],
    });
    // An unknown locale reads the stored texts.
    expect((await categories(alpha, "?locale=xx")).body[1]!.name).toBe("Analytics");
  });

  it("refuses a script URL that is not http(s), and stores nothing", async () => {
    const before = (await categories(alpha)).body;
    const bad = before.map((c) => ({
      id: c.id,
      name: c.key,
      description: c.description,
      cookie_service: c.cookie_service.map((s) => ({ id: s.id, name: s.name, description: s.description, script_url: s.script_url })),
    }));
    bad[2]!.cookie_service[0]!.script_url = "javascript:alert(1)";
    const { status, body } = await saveCategories(alpha, bad);
    expect(status).toBe(400);
    expect(body.error).toContain("The script URL must be a full http:// or https:// address.");
    expect((await categories(alpha)).body).toEqual(before);
  });
});

describe("POST and GET /api/cookies/consent", () => {
  it("saves an anonymous choice and reads it back by its consent id (private, never cached)", async () => {
    const id = consentId();
    const { body: shown, headers } = await categories(alpha);
    const revision = headers.get("consent-revision")!;
    expect(shown).toBeTruthy();
    const saved = await post(alpha, {
      consent_given: true,
      services: [ids.Plausible],
      consent_id: id,
      action: "custom",
      source: "dialog",
      locale: "de",
      revision,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ action: "custom", source: "dialog", revision, consent_id: id, granted: [essential, ids.Plausible] });
    expect(saved.body.denied).toEqual([ids.YouTube, ids.Vimeo]);

    const back = await choice(alpha, { consent_id: id });
    expect(back.status).toBe(200);
    expect(back.headers.get("cache-control")).toBe("private, no-store");
    expect(back.body).toMatchObject({ services: [essential, ids.Plausible], revision, choice_revision: revision, stale: false, action: "custom" });
    // Another browser's id knows nothing of it.
    expect((await choice(alpha, { consent_id: consentId() })).body).toEqual({ services: [], revision, choice_revision: null, stale: false });
    // Accept all and Reject all are recorded as such.
    expect((await post(alpha, { consent_given: true, services: all, consent_id: id, action: "accept_all", source: "banner" })).body.action).toBe("accept_all");
    expect((await choice(alpha, { consent_id: id })).body.services).toEqual(all);
    const rejected = await post(alpha, { consent_given: false, services: [essential], consent_id: id, action: "reject_all", source: "banner" });
    expect(rejected.body).toMatchObject({ action: "reject_all", consent_given: false, granted: [essential] });
    // A withdrawal after a grant.
    await post(alpha, { consent_given: true, services: all, consent_id: id, action: "accept_all" });
    expect((await post(alpha, { consent_given: false, services: [], consent_id: id, action: "withdraw", source: "footer" })).body).toMatchObject({
      action: "withdraw",
      source: "footer",
      granted: [essential],
    });
    // An action that does not fit the services is recorded as what it is.
    expect((await post(alpha, { consent_given: true, services: [ids.YouTube], consent_id: id, action: "accept_all" })).body.action).toBe("custom");
  });

  it("saves a signed-in user's choice and reads it back with their bearer token (any browser of theirs)", async () => {
    const customer = await signUp(alpha.host);
    const saved = await post(alpha, { consent_given: true, services: [ids.YouTube], consent_id: consentId(), source: "dialog" }, { token: customer.token });
    expect(saved.status).toBe(201);
    const back = await choice(alpha, {}, customer.token);
    expect(back.body).toMatchObject({ services: [essential, ids.YouTube], stale: false });
    // Another browser of the same user (a new consent id) gets the user's choice.
    expect((await choice(alpha, { consent_id: consentId() }, customer.token)).body.services).toEqual([essential, ids.YouTube]);
    // Anonymous, the same consent id is not the user's record.
    expect((await choice(alpha, { consent_id: saved.body.consent_id })).body.services).toEqual([]);
  });

  it("refuses unknown and another organization's service ids, a missing organization and bad fields, storing nothing", async () => {
    const id = consentId();
    const theirs = (await categories(beta)).body[1]!.cookie_service[0]!.id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ consent_given: true, services: [999_999_999], consent_id: id }, 400, "A service in the consent is not one of this site's cookie services."],
      [{ consent_given: true, services: [theirs], consent_id: id }, 400, "A service in the consent is not one of this site's cookie services."],
      [{ consent_given: true, services: [], consent_id: id, organization_id: undefined }, 400, "Organization ID not found"],
      [{ consent_given: true, services: [], consent_id: id, organization_id: null }, 400, "Organization ID not found"],
      [{ consent_given: true, services: [], consent_id: id, organization_id: beta.id }, 403, "You do not have access to this organization."],
      [{ consent_given: true, services: [], consent_id: "short" }, 400, "consent_id must be 8 to 64 letters, digits or dashes."],
      [{ consent_given: true, services: [], consent_id: id, action: "maybe" }, 400, "action must be one of accept_all, reject_all, custom, withdraw, gpc."],
      [{ consent_given: true, services: [], consent_id: id, source: "popup" }, 400, "source must be one of banner, dialog, footer, embed."],
    ];
    for (const [body, status, error] of cases) {
      const answer = await post(alpha, body);
      expect([answer.status, answer.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect((await choice(alpha, { consent_id: id })).body.services).toEqual([]);
    // GET names its organization too.
    expect((await api(alpha.host, "/api/cookies/consent")).body).toEqual({ error: "Organization ID not found" });
    expect((await api(alpha.host, `/api/cookies/consent?organization_id=${beta.id}`)).status).toBe(400);
    expect((await choice(alpha, { consent_id: "x y" })).status).toBe(400);
  });

  it("makes older choices stale when the policy changes, and refuses a choice made under an older revision", async () => {
    const org = await createOrg();
    expect(
      (
        await saveCategories(org, [
          { name: "Essential", cookie_service: [{ name: "Session" }] },
          { name: "Analytics", cookie_service: [{ name: "Stats", description: "v1" }] },
        ])
      ).status,
    ).toBe(200);
    const first = await categories(org);
    const old = first.headers.get("consent-revision")!;
    const id = consentId();
    expect(
      (await post(org, { consent_given: true, services: first.body.flatMap((c) => c.cookie_service.map((s) => s.id)), consent_id: id, revision: old })).status,
    ).toBe(201);
    expect((await choice(org, { consent_id: id })).body).toMatchObject({ stale: false, revision: old });

    // The same policy saved again keeps the revision; a new description makes a new one.
    const same = first.body.map((c) => ({
      id: c.id,
      name: c.key,
      description: c.description,
      cookie_service: c.cookie_service.map((s) => ({ id: s.id, name: s.name, description: s.description })),
    }));
    expect((await saveCategories(org, same)).status).toBe(200);
    expect((await categories(org)).headers.get("consent-revision")).toBe(old);
    same[1]!.cookie_service[0]!.description = "v2: now with heatmaps";
    expect((await saveCategories(org, same)).status).toBe(200);
    const revision = (await categories(org)).headers.get("consent-revision")!;
    expect(revision).not.toBe(old);
    expect((await choice(org, { consent_id: id })).body).toMatchObject({ stale: true, revision, choice_revision: old });

    const late = await post(org, { consent_given: true, services: [], consent_id: id, revision: old });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: "The cookie settings have changed. Please review them and choose again.", revision });
    expect((await post(org, { consent_given: false, services: [], consent_id: id, revision })).status).toBe(201);
    expect((await choice(org, { consent_id: id })).body.stale).toBe(false);
  });

  it("records Global Privacy Control (Sec-GPC: 1 or the client's flag) as gpc with everything non-essential denied", async () => {
    const id = consentId();
    const byHeader = await post(alpha, { consent_given: true, services: all, consent_id: id, source: "banner" }, { headers: { "sec-gpc": "1" } });
    expect(byHeader.status).toBe(201);
    expect(byHeader.body).toMatchObject({ action: "gpc", consent_given: false, granted: [essential] });
    expect(byHeader.body.denied).toEqual(all.filter((s) => s !== essential));
    const byFlag = await post(alpha, { consent_given: false, services: [], consent_id: consentId(), action: "gpc", gpc: true });
    expect(byFlag.body).toMatchObject({ action: "gpc", granted: [essential] });
    expect((await choice(alpha, { consent_id: id })).body).toMatchObject({ action: "gpc", services: [essential] });
    // A choice the visitor makes by hand in the dialog afterwards is theirs.
    const byHand = await post(
      alpha,
      { consent_given: true, services: [ids.Vimeo], consent_id: id, action: "custom", source: "dialog" },
      { headers: { "sec-gpc": "1" } },
    );
    expect(byHand.body).toMatchObject({ action: "custom", granted: [essential, ids.Vimeo] });
  });
});

describe("consent records", () => {
  it("cannot be changed or deleted (PostgreSQL: an UPDATE and a DELETE fail)", async (context) => {
    const url = process.env.DATABASE_URL;
    // On PGlite the server holds the only connection to its database; the trigger is tested on an
    // in-memory PGlite with the migrations in src/features/consent/server/append-only.test.ts.
    if (!url) return context.skip("PGlite: one process holds the database (the trigger's unit test covers it)");
    const saved = await post(alpha, { consent_given: true, services: [ids.Plausible], consent_id: consentId() });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await expect(client.query("update cookie_consent_records set granted = '[]' where id = $1", [saved.body.id])).rejects.toThrow(/append-only/);
      await expect(client.query("delete from cookie_consent_records where id = $1", [saved.body.id])).rejects.toThrow(/append-only/);
      const { rows } = await client.query("select granted from cookie_consent_records where id = $1", [saved.body.id]);
      expect(rows).toEqual([{ granted: [essential, ids.Plausible] }]);
    } finally {
      await client.end();
    }
  });

  it("are listed for owners and admins, newest first, filtered by action and date, and exported as CSV", async () => {
    const org = await createOrg();
    expect(
      (
        await saveCategories(org, [
          { name: "Essential", cookie_service: [{ name: "Session" }] },
          { name: "Tricky", cookie_service: [{ name: '=HYPERLINK("http://evil")' }, { name: "+Plus" }] },
        ])
      ).status,
    ).toBe(200);
    const services = (await categories(org)).body.flatMap((c) => c.cookie_service.map((s) => s.id));
    const id = consentId();
    await post(org, { consent_given: true, services, consent_id: id, action: "accept_all", source: "banner", locale: "en" });
    await post(org, { consent_given: false, services: [], consent_id: id, action: "reject_all", source: "dialog" });
    await post(org, { consent_given: false, services: [], consent_id: consentId() }, { headers: { "sec-gpc": "1" } });

    const list = await api(org.host, `/api/organizations/${org.id}/consent-records`, { token: org.owner.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.body.total).toBe(3);
    expect(list.body.records.map((r: { action: string }) => r.action)).toEqual(["gpc", "reject_all", "accept_all"]);
    expect(list.body.records[2].granted.map((s: { name: string }) => s.name)).toEqual(["Session", '=HYPERLINK("http://evil")', "+Plus"]);
    const gpc = await api(org.host, `/api/organizations/${org.id}/consent-records?action=gpc`, { token: org.owner.token });
    expect(gpc.body.records.map((r: { action: string }) => r.action)).toEqual(["gpc"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records?to=2000-01-01`, { token: org.owner.token })).body.total).toBe(0);
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records?from=2000-01-01&to=2999-12-31`, { token: org.owner.token })).body.total).toBe(3);
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records?from=${today.slice(0, 4)}-13-45`, { token: org.owner.token })).body).toEqual({
      error: "Dates must be written as yyyy-MM-dd.",
    });
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records?action=maybe`, { token: org.owner.token })).status).toBe(400);

    const admin = await member(org, "admin");
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records`, { token: admin.token })).status).toBe(200);
    const editor = await member(org, "editor");
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records`, { token: editor.token })).status).toBe(403);
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records/export`, { token: editor.token })).status).toBe(403);
    expect((await api(org.host, `/api/organizations/${org.id}/consent-records`)).status).toBe(401);
    expect((await api(alpha.host, `/api/organizations/${org.id}/consent-records`, { token: org.owner.token })).status).toBe(404);

    const csv = await api<string>(org.host, `/api/organizations/${org.id}/consent-records/export?action=accept_all`, { token: org.owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="consent-records-${org.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"id","created_at","action","source","locale","revision","consent_id","user_id","consent_given","granted","denied"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"accept_all","banner","en"');
    // The services' names start with = and +: the cell starts with ' so no spreadsheet runs them.
    expect(lines[1]).toContain(`"${services[0]} Session; ${services[1]} =HYPERLINK(""http://evil""); ${services[2]} +Plus"`);
    const risky = await api<string>(org.host, `/api/organizations/${org.id}/consent-records/export`, { token: org.owner.token });
    expect(String(risky.body)).not.toMatch(/(^|,)"[=+\-@]/m);
  });
});

describe("the page cache", () => {
  it("keeps a visitor's first page a HIT with no Set-Cookie, before and after consent calls", async () => {
    await rawGet(alpha.host, "/");
    const hit = await rawGet(alpha.host, "/");
    expect(hit.headers["x-onsite-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]).toBeUndefined();
    await categories(alpha);
    await post(alpha, { consent_given: true, services: all, consent_id: consentId() });
    const after = await rawGet(alpha.host, "/");
    expect(after.headers["x-onsite-cache"]).toBe("HIT");
    expect(after.headers["set-cookie"]).toBeUndefined();
    // The page names no visitor's choice: the banner is a widget mounted in the browser.
    expect(after.text).not.toContain("Privacy &amp; Cookies");
  });
});
