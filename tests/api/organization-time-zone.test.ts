import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, unique, type TestOrg } from "../support/client";
import { variantLog, variantServer, type SharedServer } from "../support/variants";

const read = (org: TestOrg, token = org.owner.token) => api(org.host, `/api/organizations/${org.id}`, { token });
const save = (org: TestOrg, settingsData: Record<string, unknown>, token = org.owner.token) =>
  api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { settingsData }, token });
const page = async (org: TestOrg, path: string) => String((await api<string>(org.host, path)).body);

/** "November 24, 2026": a date as the site writes it in English, on the calendar of `timeZone`. */
const longDate = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone }).format(new Date(iso));

let org: TestOrg;
beforeAll(async () => {
  org = await createOrg();
});

describe("settings.time_zone", () => {
  it("is the server's zone until one is chosen, then the one saved", async () => {
    const { body: before } = await read(org);
    expect(before.settings.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
    const { status, body } = await save(org, { time_zone: "Europe/Berlin" });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.settings.time_zone).toBe("Europe/Berlin");
    const admin = await member(org, "admin");
    expect((await save(org, { time_zone: "America/New_York" }, admin.token)).status).toBe(200);
    const { body: after } = await read(org);
    expect(after.settings.time_zone).toBe("America/New_York");
    expect(after.version).toBe(before.version + 2);
  });

  it("refuses a zone not in the list with a plain message, and stores nothing", async () => {
    await save(org, { time_zone: "Asia/Tokyo" });
    const { body: before } = await read(org);
    for (const bad of ["Mars/Olympus_Mons", "+09:00", "", "GMT+9 (Tokyo)", 9, null]) {
      const { status, body } = await save(org, { site: "Not saved", time_zone: bad });
      expect(status, String(bad)).toBe(400);
      expect(body).toMatchObject({ error: "Choose a time zone from the list.", field: "settingsData.time_zone" });
    }
    const { body: after } = await read(org);
    expect(after.settings).toEqual(before.settings);
    expect(after.version).toBe(before.version);
  });

  it("is refused to an editor", async () => {
    const editor = await member(org, "editor");
    expect((await save(org, { time_zone: "UTC" }, editor.token)).status).toBe(403);
    expect((await read(org)).body.settings.time_zone).toBe("Asia/Tokyo");
  });

  it("puts a post's date on the organization's calendar, on /blog, the home page and the post", async () => {
    const site = await createOrg();
    const slug = unique("tz-").toLowerCase();
    const created = await api(site.host, "/api/posts", {
      method: "POST",
      token: site.owner.token,
      body: { slug, title: "Zoned news", content: "<p>News.</p>", display_config: { display_as_blog_post: true, is_displayed_first_page: true } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const iso = String(created.body.created_on);
    // UTC+14 and UTC-11 are 25 hours apart: the same instant is never on the same day in both.
    const east = longDate(iso, "Pacific/Kiritimati");
    const west = longDate(iso, "Pacific/Pago_Pago");
    expect(east).not.toBe(west);
    expect((await save(site, { time_zone: "Pacific/Kiritimati" })).status).toBe(200);
    for (const path of ["/blog", "/", `/${slug}`]) {
      const html = await page(site, path);
      expect(html, path).toContain(`<time dateTime="${iso}"`);
      expect(html, path).toContain(east);
      expect(html, path).not.toContain(west);
    }
    expect((await save(site, { time_zone: "Pacific/Pago_Pago" })).status).toBe(200);
    for (const path of ["/blog", "/", `/${slug}`]) {
      const html = await page(site, path);
      expect(html, path).toContain(west);
      expect(html, path).not.toContain(east);
    }
  });
});

describe("the server log", () => {
  // A server whose log only the files that read it write to (the project's shared `log` server).
  let app: SharedServer;
  beforeAll(async () => {
    app = await variantServer("log");
  });

  it("has no ENVIRONMENT_FALLBACK line after a site's pages render", async () => {
    const site = await createOrg(unique("Log "), app);
    for (const path of ["/", "/blog"]) expect((await api(site.host, path, { port: app.port })).status).toBe(200);
    expect(await variantLog("log")).not.toContain("ENVIRONMENT_FALLBACK");
  });
});
