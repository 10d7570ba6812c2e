import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, unique, type TestOrg } from "../support/client";
import { addSectionMetric, createMetric, createSection } from "../support/fixtures";

// Revisions of every editor but posts (docs/decisions.md "Revisions for every editor"):
// each save keeps one, the list reads what changed, one reads beside the current
// state, and a restore is a new save with the version loaded (409 when stale).

type Summary = {
  id: number;
  version: number;
  record_id: string;
  saved_at: string;
  saved_by: { id: string | null; name: string; email: string };
  changed_fields: string[] | null;
};
type List = { current: { version: number; fields: Record<string, string> } | null; revisions: Summary[] };
type Detail = Summary & { fields: Record<string, string>; current: { version: number; fields: Record<string, string> }; differences: string[] };

const list = (org: TestOrg, base: string, token: string | null = org.owner.token, query = "") =>
  api<List>(org.host, `${base}/revisions${query}`, { token: token ?? undefined });
const detail = (org: TestOrg, base: string, id: number | string, token: string | null = org.owner.token) =>
  api<Detail>(org.host, `${base}/revisions/${id}`, { token: token ?? undefined });
const restore = (org: TestOrg, base: string, id: number | string, body: unknown, token: string | null = org.owner.token) =>
  api(org.host, `${base}/revisions/${id}/restore`, { method: "POST", body, token: token ?? undefined });

async function revisionsOf(org: TestOrg, base: string, query = ""): Promise<List> {
  const result = await list(org, base, org.owner.token, query);
  if (result.status !== 200) throw new Error(`${base}/revisions answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

const put = (org: TestOrg, path: string, body: unknown, token = org.owner.token) => api(org.host, path, { method: "PUT", body, token });

async function ok<T = any>(result: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const answer = await result;
  if (answer.status !== status) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
});

describe("template section revisions (with the metric list)", () => {
  it("keeps a revision per save with who and what changed, shows one beside the current section, restores it as a new save, and a stale restore is 409", async () => {
    const section = await createSection(org, { section_title: "Our services", url_page: `/${unique("s")}` });
    const base = `/api/template-sections/${section.id}`;
    await ok(put(org, base, { section_title: "What we do", version: 1 }));
    const metric = await createMetric(org, { title: "Fast delivery" });
    await addSectionMetric(org, section.id, metric.id);

    const { current, revisions } = await revisionsOf(org, base);
    expect(revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(revisions.map((r) => r.changed_fields)).toEqual([["Metrics"], ["Section title"], null]);
    expect(revisions[0]!.saved_by.email).toBe(org.owner.email);
    expect(current).toMatchObject({ version: 3, fields: { "Section title": "What we do", Metrics: "Fast delivery" } });

    const first = await ok(detail(org, base, revisions[2]!.id));
    expect(first.fields).toMatchObject({ "Section title": "Our services", Metrics: "(empty)" });
    expect(first.current.fields).toMatchObject({ "Section title": "What we do", Metrics: "Fast delivery" });
    expect(first.differences).toEqual(["Section title", "Metrics"]);

    // Stale: the editor loaded version 2; nothing changes.
    const stale = await restore(org, base, revisions[2]!.id, { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This section was changed by someone else. Review the latest version and save again.");
    expect(stale.body.current).toMatchObject({ version: 3, section_title: "What we do" });
    expect((await revisionsOf(org, base)).revisions).toHaveLength(3);

    const restored = await ok(restore(org, base, revisions[2]!.id, { version: 3 }));
    expect(restored).toMatchObject({ id: section.id, version: 4, section_title: "Our services", website_metric: [] });
    const after = await revisionsOf(org, base);
    expect(after.revisions.map((r) => r.version)).toEqual([4, 3, 2, 1]);
    expect(after.revisions[0]!.changed_fields).toEqual(["Section title", "Metrics"]);

    // The restore is itself a save: restoring the one before it brings the metric back.
    const undone = await ok(restore(org, base, after.revisions[1]!.id, { version: 4 }));
    expect(undone).toMatchObject({ version: 5, section_title: "What we do", website_metric: [expect.objectContaining({ id: metric.id })] });
  });

  it("keeps at most 50 revisions per record, dropping the oldest", async () => {
    const section = await createSection(org, { url_page: `/${unique("cap")}` });
    const base = `/api/template-sections/${section.id}`;
    for (let version = 1; version <= 52; version++) await ok(put(org, base, { section_title: `Title ${version}`, version }));
    const { revisions } = await revisionsOf(org, base);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]!.version).toBe(53);
    expect(revisions.at(-1)!.version).toBe(4);
  });

  it("a save that changes nothing keeps no revision; deleting the section deletes its revisions", async () => {
    const section = await createSection(org, { url_page: `/${unique("d")}` });
    const base = `/api/template-sections/${section.id}`;
    await ok(put(org, base, {}));
    const { revisions } = await revisionsOf(org, base);
    expect(revisions).toHaveLength(1);
    await ok(api(org.host, base, { method: "DELETE", token: org.owner.token }));
    expect((await list(org, base)).status).toBe(404);
  });
});

describe("heading section and hero revisions", () => {
  it("restores an earlier heading section", async () => {
    const created = await ok(
      api(org.host, "/api/template-heading-sections", {
        method: "POST",
        body: { url_page: `/${unique("h")}`, name: "Build your site", description_text: "<p>No code needed.</p>" },
        token: org.owner.token,
      }),
      201,
    );
    const base = `/api/template-heading-sections/${created.id}`;
    await ok(put(org, base, { name: "Grow your business", button_text: "Start", version: created.version }));
    const { revisions, current } = await revisionsOf(org, base);
    expect(revisions.map((r) => r.changed_fields)).toEqual([["Title", "Button text"], null]);
    expect((await restore(org, base, revisions[1]!.id, { version: created.version })).status).toBe(409);
    const restored = await ok(restore(org, base, revisions[1]!.id, { version: current!.version }));
    expect(restored).toMatchObject({ name: "Build your site", version: current!.version + 1 });
    expect(restored.button_text ?? "").toBe("");
  });

  it("restores an earlier hero", async () => {
    const created = await ok(
      api(org.host, "/api/hero-sections", { method: "POST", body: { url_page: `/${unique("p")}`, title: "Welcome" }, token: org.owner.token }),
      201,
    );
    const base = `/api/hero-sections/${created.id}`;
    await ok(put(org, base, { title: "Hello again", tag_line: "New", version: created.version }));
    const { revisions, current } = await revisionsOf(org, base);
    expect(revisions[0]!.changed_fields).toEqual(["Title", "Tag line"]);
    const shown = await ok(detail(org, base, revisions[1]!.id));
    expect(shown.differences).toEqual(["Title", "Tag line"]);
    expect(shown.fields.Title).toBe("Welcome");
    expect((await restore(org, base, revisions[1]!.id, { version: created.version })).status).toBe(409);
    const restored = await ok(restore(org, base, revisions[1]!.id, { version: current!.version }));
    expect(restored).toMatchObject({ title: "Welcome", tag_line: "", version: current!.version + 1 });
  });
});

describe("header and footer menu revisions", () => {
  it("keeps the header's style and items, restores them (deleted items come back), and 409 on a stale version", async () => {
    const menuOrg = await createOrg();
    const base = `/api/organizations/${menuOrg.id}/menus/header`;
    const created = await ok(
      api(menuOrg.host, "/api/menu-items", {
        method: "POST",
        body: { organization_id: menuOrg.id, display_name: "About us", url_name: "about-us", order: 0 },
        token: menuOrg.owner.token,
      }),
      201,
    );
    const item = created.menu_item;
    await ok(
      api(menuOrg.host, "/api/submenu-items", {
        method: "POST",
        body: { menu_item_id: item.id, organization_id: menuOrg.id, name: "Team", url_name: "team", order: 0 },
        token: menuOrg.owner.token,
      }),
      201,
    );
    const first = await revisionsOf(menuOrg, base);
    expect(first.current!.fields["Menu items"]).toBe("About us (/about-us)\n  – Team (/team)");

    await ok(put(menuOrg, `/api/organizations/${menuOrg.id}`, { settings: { header_style: { type: "fixed", background: "slate-900" } } }));
    await ok(put(menuOrg, `/api/menu-items/${item.id}`, { kind: "menu_item", display_name: "Who we are" }));
    await ok(api(menuOrg.host, `/api/menu-items/${item.id}`, { method: "DELETE", token: menuOrg.owner.token }));

    const { revisions, current } = await revisionsOf(menuOrg, base);
    expect(revisions.map((r) => r.changed_fields?.join())).toEqual(["Menu items", "Menu items", "Header style", "Menu items", undefined]);
    expect(current!.fields["Menu items"]).toBe("(empty)");
    const kept = revisions.find((r) => r.version === 2)!;
    const shown = await ok(detail(menuOrg, base, kept.id));
    expect(shown.differences).toEqual(["Header style", "Menu items"]);
    expect(shown.fields["Menu items"]).toBe("About us (/about-us)\n  – Team (/team)");

    expect((await restore(menuOrg, base, kept.id, { version: current!.version - 1 })).status).toBe(409);
    await ok(restore(menuOrg, base, kept.id, { version: current!.version }));
    const after = await revisionsOf(menuOrg, base);
    expect(after.current).toMatchObject({ version: current!.version + 1, fields: { "Menu items": "About us (/about-us)\n  – Team (/team)" } });
    expect(after.current!.fields["Header style"]).not.toContain("Fixed");
    const menu = await ok(api(menuOrg.host, `/api/menu-items?organization_id=${menuOrg.id}`, { token: menuOrg.owner.token }));
    expect(menu.menu_items).toEqual([
      expect.objectContaining({ display_name: "About us", url_name: "about-us", submenu_items: [expect.objectContaining({ name: "Team" })] }),
    ]);
  });

  it("restores the footer's style", async () => {
    const menuOrg = await createOrg();
    const base = `/api/organizations/${menuOrg.id}/menus/footer`;
    await ok(put(menuOrg, `/api/organizations/${menuOrg.id}`, { settings: { footer_style: { type: "compact" } } }));
    await ok(put(menuOrg, `/api/organizations/${menuOrg.id}`, { settings: { footer_style: { type: "grid" } } }));
    const { revisions, current } = await revisionsOf(menuOrg, base);
    expect(revisions.map((r) => r.changed_fields)).toEqual([["Footer style"], null]);
    await ok(restore(menuOrg, base, revisions[1]!.id, { version: current!.version }));
    const organization = await ok(api(menuOrg.host, `/api/organizations/${menuOrg.id}`, { token: menuOrg.owner.token }));
    expect(organization.footer_style.type).toBe("compact");
  });
});

describe("page layout and Global Settings revisions", () => {
  it("restores a page's earlier block order", async () => {
    const page = `/${unique("layout")}`;
    const a = await createSection(org, { url_page: page, section_title: "Alpha" });
    const b = await createSection(org, { url_page: page, section_title: "Beta" });
    const layout = (first: number, second: number) => ({
      url_page: page,
      sections: [
        { id: first, type: "template_section", order: 0 },
        { id: second, type: "template_section", order: 10 },
      ],
    });
    await ok(put(org, "/api/page-layout", layout(a.id, b.id)));
    await ok(put(org, "/api/page-layout", layout(b.id, a.id)));
    const query = `?url_page=${encodeURIComponent(page)}`;
    const { revisions, current } = await revisionsOf(org, "/api/page-layout", query);
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    expect(current!.fields["Block order"]).toBe(`1. Template section ${b.id}\n2. Template section ${a.id}`);
    const shown = await ok(detail(org, "/api/page-layout", revisions[1]!.id));
    expect(shown.fields["Block order"]).toBe(`1. Template section ${a.id}\n2. Template section ${b.id}`);
    expect((await restore(org, "/api/page-layout", revisions[1]!.id, { version: 1 })).status).toBe(409);
    await ok(restore(org, "/api/page-layout", revisions[1]!.id, { version: 2 }));
    const sections = await ok(api(org.host, `/api/template-sections${query}`));
    expect(sections.map((s: { id: number }) => s.id)).toEqual([a.id, b.id]);
    expect((await revisionsOf(org, "/api/page-layout", query)).current!.version).toBe(3);
  });

  it("restores Global Settings' earlier values, with the settings' 409 when stale", async () => {
    const settingsOrg = await createOrg();
    const base = `/api/organizations/${settingsOrg.id}/settings`;
    const read = () => ok(api(settingsOrg.host, `/api/organizations/${settingsOrg.id}`, { token: settingsOrg.owner.token }));
    await ok(
      put(settingsOrg, `/api/organizations/${settingsOrg.id}`, {
        settingsData: { site: "First title", time_zone: "Europe/Berlin" },
        version: (await read()).version,
      }),
    );
    await ok(put(settingsOrg, `/api/organizations/${settingsOrg.id}`, { settingsData: { site: "Second title" }, version: (await read()).version }));
    const { revisions, current } = await revisionsOf(settingsOrg, base);
    expect(revisions[0]!.changed_fields).toEqual(["Site title"]);
    expect(current!.fields).toMatchObject({ "Site title": "Second title", "Time zone": "Europe/Berlin" });
    const stale = await restore(settingsOrg, base, revisions[1]!.id, { version: current!.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("The settings were changed by someone else since you opened them. Reload to see their changes, then save again.");
    await ok(restore(settingsOrg, base, revisions[1]!.id, { version: current!.version }));
    const after = await read();
    expect(after.settings.site).toBe("First title");
    expect(after.version).toBe(current!.version + 1);
  });
});

describe("who may read and restore, and bad requests", () => {
  let section: { id: number; version: number };
  let revisionId: number;
  beforeAll(async () => {
    section = await createSection(org, { url_page: `/${unique("auth")}` });
    revisionId = (await revisionsOf(org, `/api/template-sections/${section.id}`)).revisions[0]!.id;
  });

  it("is for the organization's members: 401 signed out, 403 for another organization's member (list, read, restore), 404 through another site", async () => {
    const base = `/api/template-sections/${section.id}`;
    expect((await list(org, base, null)).status).toBe(401);
    expect((await list(org, base, other.owner.token)).status).toBe(403);
    expect((await detail(org, base, revisionId, other.owner.token)).status).toBe(403);
    expect((await restore(org, base, revisionId, { version: section.version }, other.owner.token)).status).toBe(403);
    expect((await restore(org, base, revisionId, { version: section.version }, null)).status).toBe(401);
    // Another organization's settings and menus through its own site: not this site's organization.
    for (const path of [`/api/organizations/${org.id}/settings`, `/api/organizations/${org.id}/menus/header`]) {
      expect((await list(other, path, other.owner.token)).status, path).toBe(404);
      expect((await list(org, path, other.owner.token)).status, path).toBe(403);
    }
    // Another site's page layout revision is not found here.
    expect((await detail(other, "/api/page-layout", revisionId, other.owner.token)).status).toBe(404);
    const editor = await member(org, "editor");
    expect((await list(org, `/api/organizations/${org.id}/menus/header`, editor.token)).status).toBe(200);
    expect((await restore(org, `/api/organizations/${org.id}/menus/header`, 1, { version: 1 }, editor.token)).status).toBe(403);
  });

  it("answers 4xx for bad ids, another record's revision, a missing version and malformed JSON; nothing changes", async () => {
    const base = `/api/template-sections/${section.id}`;
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648"]) {
      expect((await detail(org, base, id)).status, id).toBe(404);
      expect((await restore(org, base, id, { version: 1 })).status, id).toBe(404);
    }
    const another = await createSection(org, { url_page: `/${unique("x")}` });
    expect((await detail(org, `/api/template-sections/${another.id}`, revisionId)).status).toBe(404);
    expect((await detail(org, `/api/template-heading-sections/${section.id}`, revisionId)).status).toBe(404);
    expect((await list(org, "/api/template-sections/abc")).status).toBe(404);
    expect((await list(org, "/api/template-sections/999999999")).status).toBe(404);
    expect((await list(org, `/api/organizations/${org.id}/menus/sidebar`)).status).toBe(404);
    expect((await list(org, "/api/page-layout", org.owner.token, "?url_page=%20bad%20page")).status).toBe(400);
    for (const body of [{}, { version: "1" }, { version: -1 }, { version: 1.5 }, "{not json"]) {
      const result = await restore(org, base, revisionId, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect((await revisionsOf(org, base)).revisions).toHaveLength(1);
  });
});
