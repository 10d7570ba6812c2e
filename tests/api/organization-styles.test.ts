import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, type TestOrg } from "../support/client";

/** GET and PUT /api/organizations/{id}: the organization read and the header/footer style saves (spec/site-admin.md §3, §7). */

const read = (org: TestOrg, token: string | null = org.owner.token, id: unknown = org.id) =>
  api(org.host, `/api/organizations/${id}`, { token: token ?? undefined });
const save = (org: TestOrg, body: unknown, token: string | null = org.owner.token, id: unknown = org.id) =>
  api(org.host, `/api/organizations/${id}`, { method: "PUT", body, token: token ?? undefined });

/** Spec §3 defaults: header white, gray-700, hover gray-900, 7xl, items as text; footer (editor) gray-900, gray-400, hover white. */
const HEADER_DEFAULTS = { type: "default", background: "white", color: "gray-700", color_hover: "gray-900", menu_width: "7xl", menu_items_are_text: true };
const FOOTER_DEFAULTS = { type: "default", background: "gray-900", color: "gray-400", color_hover: "white" };

const HEADER = {
  type: "transparent",
  background: "slate-900",
  color: "white",
  color_hover: "sky-300",
  menu_width: "5xl",
  menu_items_are_text: false,
  is_gradient: true,
  gradient: { from: "blue-600", via: "sky-500", to: "emerald-400" },
};

let org: TestOrg;
let other: TestOrg;
let editor: { token: string };
let admin: { token: string };

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
  [editor, admin] = await Promise.all([member(org, "editor"), member(org, "admin")]);
});

describe("GET /api/organizations/{id}", () => {
  it("answers the organization, its settings, the styles with the spec's defaults and the menu lists", async () => {
    const fresh = await createOrg();
    const { status, body } = await read(fresh);
    expect(status).toBe(200);
    expect(body.organization).toMatchObject({ id: fresh.id, name: fresh.name, base_url: fresh.host });
    expect(body.settings).toMatchObject({ supported_locales: ["en"], language: "en", header_style: null, footer_style: null });
    expect(body.header_style).toMatchObject(HEADER_DEFAULTS);
    expect(body.footer_style).toMatchObject(FOOTER_DEFAULTS);
    expect(body.menu_items).toEqual([]);
    expect(body.submenu_items).toEqual([]);
  });

  it("lists every menu item (hidden ones too) with its submenu items, and the submenu items on their own", async () => {
    const fresh = await createOrg();
    const post = (path: string, payload: Record<string, unknown>) =>
      api(fresh.host, path, { method: "POST", body: { organization_id: fresh.id, ...payload }, token: fresh.owner.token });
    const shown = (await post("/api/menu-items", { display_name: "Services", url_name: "services", is_displayed: true, is_displayed_on_footer: true })).body
      .menu_item;
    const hidden = (await post("/api/menu-items", { display_name: "Drafts", url_name: "drafts", is_displayed: false, is_displayed_on_footer: false })).body
      .menu_item;
    const sub = (await post("/api/submenu-items", { menu_item_id: shown.id, name: "Consulting", url_name: "consulting", is_displayed: false })).body
      .submenu_item;
    const { body } = await read(fresh);
    expect(body.menu_items.map((i: any) => [i.id, i.display_name, i.order, i.is_displayed])).toEqual([
      [shown.id, "Services", 0, true],
      [hidden.id, "Drafts", 10, false],
    ]);
    expect(body.menu_items[0].submenu_items.map((s: any) => s.id)).toEqual([sub.id]);
    expect(body.submenu_items).toEqual([expect.objectContaining({ id: sub.id, menu_item_id: shown.id, name: "Consulting", is_displayed: false })]);
  });

  it("is for members: 401 signed out, 403 for a customer or another organization's member, 404 for another or unknown id", async () => {
    expect((await read(org, null)).status).toBe(401);
    expect((await read(org, (await signUp(org.host)).token)).status).toBe(403);
    expect((await read(org, other.owner.token)).status).toBe(403);
    for (const token of [editor.token, admin.token]) expect((await read(org, token)).status).toBe(200);
    for (const id of [other.id, 999_999_999, "2147483648", "99999999999999999999", "abc", 0]) {
      const result = await read(org, org.owner.token, id);
      expect(result.status, String(id)).toBe(404);
      expect(result.body.error).toBe("Organization not found");
    }
    expect((await read(org, org.owner.token, "%E0")).status).toBe(400);
  });
});

describe("PUT /api/organizations/{id}", () => {
  it("saves the header style and keeps the footer style", async () => {
    const { status, body } = await save(org, { settings: { header_style: HEADER } });
    expect(status).toBe(200);
    expect(body.header_style).toEqual(HEADER);
    expect(body.footer_style).toMatchObject(FOOTER_DEFAULTS);
    const stored = (await read(org)).body;
    expect(stored.header_style).toEqual(HEADER);
    expect(stored.settings.header_style).toEqual(HEADER);
    expect(stored.settings.footer_style).toBeNull();
  });

  it("saves the footer style and keeps the header style; null goes back to the defaults", async () => {
    const fresh = await createOrg();
    await save(fresh, { settings: { header_style: HEADER } });
    const footer = { type: "grid", background: "neutral-900", color: "neutral-400", color_hover: "white", is_gradient: false };
    const saved = await save(fresh, { settings: { footer_style: footer } });
    expect(saved.status).toBe(200);
    expect(saved.body.footer_style).toMatchObject(footer);
    const stored = (await read(fresh)).body;
    expect(stored.footer_style).toMatchObject(footer);
    expect(stored.header_style).toEqual(HEADER);
    expect((await save(fresh, { settings: { header_style: null } })).body.header_style).toMatchObject(HEADER_DEFAULTS);
    expect((await read(fresh)).body.footer_style).toMatchObject(footer);
    // A plain string names the layout, as the public side may hold it (spec §3).
    const plain = await save(fresh, { settings: { footer_style: "compact" } });
    expect(plain.body.settings.footer_style).toEqual({ type: "compact" });
    expect(plain.body.footer_style).toMatchObject({ ...FOOTER_DEFAULTS, type: "compact" });
    expect((await save(fresh, { settings: { footer_style: "carousel" } })).status).toBe(400);
  });

  it("fills a partial style with the defaults (type default when left out)", async () => {
    const fresh = await createOrg();
    const { body } = await save(fresh, { settings: { header_style: { background: "gray-50" } } });
    expect(body.header_style).toMatchObject({ ...HEADER_DEFAULTS, background: "gray-50" });
    expect(body.settings.header_style).toMatchObject({ type: "default", background: "gray-50" });
  });

  it("refuses invalid styles with 400 and the field, storing nothing", async () => {
    const fresh = await createOrg();
    await save(fresh, { settings: { header_style: HEADER } });
    const cases: [unknown, string][] = [
      [{ header_style: { type: "sideways" } }, "settings.header_style.type"],
      [{ header_style: { background: "not-a-colour" } }, "settings.header_style.background"],
      [{ header_style: { menu_width: "9xl" } }, "settings.header_style.menu_width"],
      [{ header_style: { is_gradient: "yes" } }, "settings.header_style.is_gradient"],
      [{ footer_style: { type: "carousel" } }, "settings.footer_style.type"],
      [{ footer_style: { gradient: { from: "url(javascript:x)" } } }, "settings.footer_style.gradient.from"],
      [{ header_style: "transparent" }, "settings.header_style"],
    ];
    for (const [settings, field] of cases) {
      const result = await save(fresh, { settings });
      expect(result.status, field).toBe(400);
      expect(result.body.field).toBe(field);
    }
    const typeError = await save(fresh, { settings: { header_style: { type: "sideways" } } });
    expect(typeError.body.error).toBe("The header style must be default, transparent or fixed.");
    expect((await save(fresh, { settings: "header" })).status).toBe(400);
    expect((await save(fresh, "{oops")).body.error).toBe("The request body must be JSON.");
    expect((await save(fresh, { settings: { header_style: { background: "x".repeat(1_100_000) } } })).status).toBe(413);
    const stored = (await read(fresh)).body;
    expect(stored.header_style).toEqual(HEADER);
    expect(stored.settings.footer_style).toBeNull();
  });

  it("answers a body without a known part with the organization unchanged", async () => {
    const before = (await read(org)).body;
    const { status, body } = await save(org, { something: 1 });
    expect(status).toBe(200);
    expect(body.header_style).toEqual(before.header_style);
    expect(body.footer_style).toEqual(before.footer_style);
  });

  it("needs owner or admin of the organization in the path, which must be the host's", async () => {
    const fresh = await createOrg();
    const freshEditor = await member(fresh, "editor");
    const freshAdmin = await member(fresh, "admin");
    const change = { settings: { header_style: { type: "fixed" } } };
    expect((await save(fresh, change, null)).status).toBe(401);
    expect((await save(fresh, change, freshEditor.token)).status).toBe(403);
    expect((await save(fresh, change, other.owner.token)).status).toBe(403);
    expect((await save(fresh, change, (await signUp(fresh.host)).token)).status).toBe(403);
    expect((await save(fresh, { ...change, organization_id: other.id })).status).toBe(403);
    expect((await save(fresh, change, fresh.owner.token, other.id)).status).toBe(404);
    expect((await save(fresh, change, fresh.owner.token, 999_999_999)).status).toBe(404);
    expect((await read(fresh)).body.settings.header_style).toBeNull();
    const byAdmin = await save(fresh, change, freshAdmin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.header_style.type).toBe("fixed");
  });

  it("keeps tenants apart: another organization's styles are untouched", async () => {
    const before = (await read(other, other.owner.token)).body;
    await save(org, { settings: { header_style: { ...HEADER, type: "fixed" }, footer_style: { type: "compact" } } });
    const after = (await read(other, other.owner.token)).body;
    expect(after.header_style).toEqual(before.header_style);
    expect(after.footer_style).toEqual(before.footer_style);
    expect(after.settings).toEqual(before.settings);
  });
});
