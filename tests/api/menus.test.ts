import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";

/** The menus API (spec/site-admin.md §3, §5, §7; issue 11 "Menus"). */
type Sub = Record<string, any> & { id: number; menu_item_id: number; name: string; order: number; is_displayed: boolean };
type Item = Record<string, any> & { id: number; display_name: string; order: number; url_name: string; submenu_items: Sub[] };

const MENU_NOT_FOUND = "Menu item not found";
const SUB_NOT_FOUND = "Submenu item not found";

type Token = string | null;
const auth = (org: TestOrg, token: Token | undefined) => (token === null ? undefined : (token ?? org.owner.token));

/** The menu as `token` sees it (null: a signed-out visitor). */
const list = async (org: TestOrg, token: Token = null, organizationId: unknown = org.id) =>
  api<{ menu_items: Item[] } & { error?: string }>(org.host, `/api/menu-items?organization_id=${encodeURIComponent(String(organizationId))}`, {
    token: auth(org, token),
  });
const items = async (org: TestOrg, token: Token = null) => (await list(org, token)).body.menu_items;

const postItem = (org: TestOrg, body: unknown, token?: Token) => api(org.host, "/api/menu-items", { method: "POST", body, token: auth(org, token) });
const putItem = (org: TestOrg, id: number | string, body: unknown, token?: Token) =>
  api(org.host, `/api/menu-items/${id}`, { method: "PUT", body, token: auth(org, token) });
const deleteItem = (org: TestOrg, id: number | string, token?: Token) => api(org.host, `/api/menu-items/${id}`, { method: "DELETE", token: auth(org, token) });
const postSub = (org: TestOrg, body: unknown, token?: Token) => api(org.host, "/api/submenu-items", { method: "POST", body, token: auth(org, token) });
const putSub = (org: TestOrg, id: number | string, body: unknown, token?: Token) =>
  api(org.host, `/api/submenu-items/${id}`, { method: "PUT", body, token: auth(org, token) });
const deleteSub = (org: TestOrg, id: number | string, token?: Token) =>
  api(org.host, `/api/submenu-items/${id}`, { method: "DELETE", token: auth(org, token) });

async function createItem(org: TestOrg, fields: Record<string, unknown> = {}): Promise<Item> {
  const result = await postItem(org, {
    organization_id: org.id,
    display_name: unique("Item "),
    url_name: unique("item"),
    is_displayed: true,
    is_displayed_on_footer: true,
    ...fields,
  });
  if (result.status !== 201) throw new Error(`create menu item ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body.menu_item;
}

async function createSub(org: TestOrg, menuItemId: number, fields: Record<string, unknown> = {}): Promise<Sub> {
  const body = {
    menu_item_id: menuItemId,
    organization_id: org.id,
    name: unique("Sub "),
    url_name: unique("sub"),
    is_displayed: true,
    description: "",
    ...fields,
  };
  const result = await postSub(org, body);
  if (result.status !== 201) throw new Error(`create submenu item ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body.submenu_item;
}

let org: TestOrg;
let other: TestOrg;
let editor: { token: string };
let admin: { token: string };
let customer: { token: string };

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
  [editor, admin] = await Promise.all([member(org, "editor"), member(org, "admin")]);
  customer = await signUp(org.host);
});

describe("POST /api/menu-items", () => {
  it("creates items at the largest order + 10, 0 for the first; a sent order is kept", async () => {
    const fresh = await createOrg();
    expect(await items(fresh, fresh.owner.token)).toEqual([]);
    const { status, body } = await postItem(fresh, {
      organization_id: fresh.id,
      display_name: "  About Us  ",
      url_name: "  About  Us & Co! ",
      is_displayed: true,
      is_displayed_on_footer: false,
      description: "Who we are",
      display_name_translation: { es: "Sobre nosotros" },
    });
    expect(status).toBe(201);
    expect(body.menu_item).toMatchObject({
      organization_id: fresh.id,
      display_name: "About Us",
      url_name: "about-us--co",
      order: 0,
      is_displayed: true,
      is_displayed_on_footer: false,
      description: "Who we are",
      display_name_translation: { es: "Sobre nosotros" },
      submenu_items: [],
    });
    expect((await createItem(fresh)).order).toBe(10);
    expect((await createItem(fresh, { order: 5 })).order).toBe(5);
    expect((await createItem(fresh, { order: null })).order).toBe(20);
    expect((await items(fresh, fresh.owner.token)).map((i) => i.order)).toEqual([0, 5, 10, 20]);
  });

  it("gives items created at the same moment distinct orders", async () => {
    const fresh = await createOrg();
    const created = await Promise.all(Array.from({ length: 5 }, () => createItem(fresh)));
    expect(created.map((i) => i.order).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
    const parent = created[0]!;
    const subs = await Promise.all(Array.from({ length: 4 }, () => createSub(fresh, parent.id)));
    expect(subs.map((s) => s.order).sort((a, b) => a - b)).toEqual([0, 10, 20, 30]);
  });

  it("derives a missing slug from the name and keeps an empty one (a link to the home page)", async () => {
    expect((await createItem(org, { display_name: "Our Services", url_name: undefined })).url_name).toBe("our-services");
    expect((await createItem(org, { url_name: "" })).url_name).toBe("");
    expect((await createItem(org, { url_name: "Ünïcode Straße 2" })).url_name).toBe("ncode-strae-2");
  });

  it("refuses an empty name after trimming and bad fields with 400, storing nothing", async () => {
    const before = await items(org, org.owner.token);
    for (const display_name of ["", "   ", undefined, 12]) {
      const result = await postItem(org, { organization_id: org.id, display_name, url_name: "x" });
      expect(result.status, String(display_name)).toBe(400);
      expect(result.body.error).toBe("The menu item name must not be empty.");
      expect(result.body.field).toBe("display_name");
    }
    for (const [field, value] of [
      ["order", "ten"],
      ["order", 1.5],
      ["is_displayed", "yes"],
      ["image", "javascript:alert(1)"],
      ["url_name", 5],
    ] as const) {
      const result = await postItem(org, { organization_id: org.id, display_name: "Bad", [field]: value });
      expect(result.status, field).toBe(400);
      expect(result.body.field).toBe(field);
    }
    expect(await items(org, org.owner.token)).toEqual(before);
  });

  it("answers malformed, non-object and huge bodies with 4xx", async () => {
    const broken = await postItem(org, "{not json");
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe("The request body must be JSON.");
    expect((await postItem(org, "[1,2]")).status).toBe(400);
    const huge = await postItem(org, { display_name: "Big", description: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});

describe("submenu items", () => {
  it("creates submenu items at the largest order + 10 under their menu item, 0 for the first", async () => {
    const parent = await createItem(org);
    const first = await createSub(org, parent.id, { name: "  Team  ", url_name: "Our Team", description: "The people" });
    expect(first).toMatchObject({
      menu_item_id: parent.id,
      organization_id: org.id,
      name: "Team",
      url_name: "our-team",
      order: 0,
      is_displayed: true,
      description: "The people",
    });
    expect((await createSub(org, parent.id)).order).toBe(10);
    expect((await createSub(org, parent.id, { order: undefined })).order).toBe(20);
    const shown = (await items(org)).find((i) => i.id === parent.id)!;
    expect(shown.submenu_items.map((s) => s.order)).toEqual([0, 10, 20]);
    // Another item's submenus start again at 0.
    expect((await createSub(org, (await createItem(org)).id)).order).toBe(0);
  });

  it("refuses an empty name, a missing or foreign menu_item_id", async () => {
    const parent = await createItem(org);
    const empty = await postSub(org, { menu_item_id: parent.id, organization_id: org.id, name: "  ", url_name: "x" });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("The submenu item name must not be empty.");
    expect((await postSub(org, { organization_id: org.id, name: "Orphan" })).status).toBe(400);
    for (const menu_item_id of ["1", 0, 2147483648, 1.5, null]) {
      const bad = await postSub(org, { menu_item_id, name: "Orphan" });
      expect(bad.status, String(menu_item_id)).toBe(400);
      expect(bad.body.field).toBe("menu_item_id");
    }
    const foreign = await createItem(other);
    const result = await postSub(org, { menu_item_id: foreign.id, organization_id: org.id, name: "Sneaky" });
    expect(result.status).toBe(404);
    expect(result.body.error).toBe(MENU_NOT_FOUND);
    expect((await items(other, other.owner.token)).find((i) => i.id === foreign.id)!.submenu_items).toEqual([]);
    expect((await postSub(org, { menu_item_id: 999_999_999, name: "Nowhere" })).status).toBe(404);
  });

  it("reorders submenu items in multiples of 10 through PUT /api/menu-items/{submenuId}, as the spec's client sends it", async () => {
    const fresh = await createOrg();
    const parent = await createItem(fresh);
    // The organization has one menu item: leave out a submenu item that happens to share its id.
    const created = [
      await createSub(fresh, parent.id),
      await createSub(fresh, parent.id),
      await createSub(fresh, parent.id),
      await createSub(fresh, parent.id),
    ];
    const subs = created.filter((s) => s.id !== parent.id).slice(0, 3);
    const reversed = [...subs].reverse();
    for (const [index, sub] of reversed.entries()) {
      const result = await putItem(fresh, sub.id, { order: index * 10 });
      expect(result.status).toBe(200);
      expect(result.body.submenu_item).toMatchObject({ id: sub.id, order: index * 10 });
    }
    const shown = (await items(fresh)).find((i) => i.id === parent.id)!;
    expect(shown.submenu_items.filter((s) => subs.some((x) => x.id === s.id)).map((s) => [s.id, s.order])).toEqual(reversed.map((s, i) => [s.id, i * 10]));
    expect(shown.order).toBe(parent.order);
  });

  it("tells a menu item from a submenu item with the same id by kind, and refuses to guess without it", async () => {
    const parent = await createItem(org);
    let menu = parent;
    let sub = await createSub(org, parent.id);
    for (let i = 0; i < 400 && menu.id !== sub.id; i++) {
      if (menu.id < sub.id) menu = await createItem(org);
      else sub = await createSub(org, parent.id);
    }
    expect(menu.id).toBe(sub.id);
    const unclear = await putItem(org, menu.id, { order: 1 });
    expect(unclear.status).toBe(400);
    expect(unclear.body.error).toBe('This id names both a menu item and a submenu item of this organization: send "kind": "menu_item" or "kind": "submenu".');
    const asMenu = await putItem(org, menu.id, { order: 7770, kind: "menu_item" });
    expect(asMenu.body.menu_item).toMatchObject({ id: menu.id, order: 7770 });
    const asSub = await putItem(org, sub.id, { order: 30, kind: "submenu" });
    expect(asSub.body.submenu_item).toMatchObject({ id: sub.id, menu_item_id: parent.id, order: 30 });
    const stored = await items(org, org.owner.token);
    expect(stored.find((i) => i.id === menu.id)!.order).toBe(7770);
    expect(stored.find((i) => i.id === parent.id)!.submenu_items.find((s) => s.id === sub.id)!.order).toBe(30);
    expect((await putItem(org, sub.id, { order: 1, kind: "page" })).status).toBe(400);
    const missing = await putItem(org, 999_999_999, { order: 1, kind: "submenu" });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(SUB_NOT_FOUND);
  });

  it("updates single submenu fields with PUT /api/submenu-items/{id}", async () => {
    const parent = await createItem(org);
    const sub = await createSub(org, parent.id);
    const renamed = await putSub(org, sub.id, { name: "  Careers " });
    expect(renamed.status).toBe(200);
    expect(renamed.body.submenu_item).toMatchObject({ id: sub.id, name: "Careers", url_name: sub.url_name });
    expect((await putSub(org, sub.id, { url_name: "Join Us!" })).body.submenu_item.url_name).toBe("join-us");
    expect((await putSub(org, sub.id, { description: "Open roles" })).body.submenu_item.description).toBe("Open roles");
    expect((await putSub(org, sub.id, { is_displayed: false })).body.submenu_item.is_displayed).toBe(false);
    expect((await putSub(org, sub.id, { order: 40 })).body.submenu_item.order).toBe(40);
    const empty = await putSub(org, sub.id, { name: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("The submenu item name must not be empty.");
    const unchanged = await putSub(org, sub.id, { unknown: 1 });
    expect(unchanged.body.submenu_item).toMatchObject({ name: "Careers", url_name: "join-us", description: "Open roles", is_displayed: false, order: 40 });
  });
});

describe("PUT /api/menu-items/{id}", () => {
  it("changes one field at a time and answers {menu_item}", async () => {
    const item = await createItem(org, { description: "Old" });
    const hidden = await putItem(org, item.id, { is_displayed: false });
    expect(hidden.status).toBe(200);
    expect(hidden.body.menu_item).toMatchObject({ id: item.id, is_displayed: false, display_name: item.display_name, description: "Old" });
    expect((await putItem(org, item.id, { description: "New" })).body.menu_item.description).toBe("New");
    expect((await putItem(org, item.id, { display_name: " Renamed " })).body.menu_item.display_name).toBe("Renamed");
    expect((await putItem(org, item.id, { url_name: "New Slug" })).body.menu_item.url_name).toBe("new-slug");
    expect((await putItem(org, item.id, { order: 30 })).body.menu_item.order).toBe(30);
    expect((await putItem(org, item.id, { is_displayed_on_footer: false })).body.menu_item.is_displayed_on_footer).toBe(false);
    const empty = await putItem(org, item.id, { display_name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("The menu item name must not be empty.");
    expect((await putItem(org, item.id, { order: "1" })).status).toBe(400);
    expect((await putItem(org, item.id, "{")).status).toBe(400);
    const stored = (await items(org, org.owner.token)).find((i) => i.id === item.id)!;
    expect(stored).toMatchObject({
      display_name: "Renamed",
      url_name: "new-slug",
      description: "New",
      order: 30,
      is_displayed: false,
      is_displayed_on_footer: false,
    });
  });

  it("reorders menu items as the editor's Save sends them (10 times the index)", async () => {
    const fresh = await createOrg();
    const created = [await createItem(fresh), await createItem(fresh), await createItem(fresh)];
    const wanted = [created[2]!, created[0]!, created[1]!];
    for (const [index, item] of wanted.entries()) expect((await putItem(fresh, item.id, { order: index * 10 })).status).toBe(200);
    expect((await items(fresh)).map((i) => [i.id, i.order])).toEqual(wanted.map((i, index) => [i.id, index * 10]));
  });
});

describe("DELETE", () => {
  it("deletes a menu item with its submenu items, and a submenu item alone", async () => {
    const item = await createItem(org);
    const [a, b] = [await createSub(org, item.id), await createSub(org, item.id)];
    const removedSub = await deleteSub(org, a.id);
    expect(removedSub.status).toBe(200);
    expect((await items(org)).find((i) => i.id === item.id)!.submenu_items.map((s) => s.id)).toEqual([b.id]);
    const removed = await deleteItem(org, item.id);
    expect(removed.status).toBe(200);
    expect((await items(org, org.owner.token)).some((i) => i.id === item.id)).toBe(false);
    expect((await putSub(org, b.id, { name: "Ghost" })).status).toBe(404);
    expect((await deleteItem(org, item.id)).body.error).toBe(MENU_NOT_FOUND);
    expect((await deleteSub(org, a.id)).body.error).toBe(SUB_NOT_FOUND);
  });
});

describe("who may write", () => {
  it("needs a session (401), then owner or admin of the item's organization (403), and an existing item (404)", async () => {
    const item = await createItem(org);
    const sub = await createSub(org, item.id);
    const writes = (token: Token) => [
      postItem(org, { organization_id: org.id, display_name: "Nope" }, token),
      putItem(org, item.id, { display_name: "Nope" }, token),
      putItem(org, sub.id, { order: 90, kind: "submenu" }, token),
      deleteItem(org, item.id, token),
      postSub(org, { menu_item_id: item.id, organization_id: org.id, name: "Nope" }, token),
      putSub(org, sub.id, { name: "Nope" }, token),
      deleteSub(org, sub.id, token),
    ];
    const before = await items(org, org.owner.token);
    for (const result of await Promise.all(writes(null))) expect(result.status).toBe(401);
    for (const token of [editor.token, customer.token, other.owner.token]) {
      for (const result of await Promise.all(writes(token))) {
        expect(result.status).toBe(403);
        expect(result.body.error).toEqual(expect.any(String));
      }
    }
    // Another organization's owner writing through their own host with this organization's ids.
    expect((await putItem(other, item.id, { display_name: "Nope" }, other.owner.token)).status).toBe(403);
    expect((await deleteSub(other, sub.id, other.owner.token)).status).toBe(403);
    expect((await postItem(org, { organization_id: other.id, display_name: "Nope" })).status).toBe(403);
    expect((await postSub(org, { menu_item_id: item.id, organization_id: other.id, name: "Nope" })).status).toBe(403);
    expect(await items(org, org.owner.token)).toEqual(before);
    const byAdmin = await postItem(org, { organization_id: org.id, display_name: "By admin" }, admin.token);
    expect(byAdmin.status).toBe(201);
    expect((await putSub(org, sub.id, { name: "Admin edit" }, admin.token)).status).toBe(200);
  });

  it("is 404 for missing, malformed and out-of-range ids, 400 for broken percent-encoding", async () => {
    for (const id of ["999999999", "2147483648", "99999999999999999999", "0", "-1", "1.5", "abc"]) {
      const update = await putItem(org, id, { display_name: "x" });
      expect(update.status, id).toBe(404);
      expect((await deleteItem(org, id)).status, id).toBe(404);
      expect((await putSub(org, id, { name: "x" })).status, id).toBe(404);
      expect((await deleteSub(org, id)).status, id).toBe(404);
    }
    expect((await putItem(org, "%E0", { order: 1 })).status).toBe(400);
    expect((await deleteSub(org, "%E0%A4%A")).status).toBe(400);
    expect((await putItem(org, 999_999_999, { order: 1 })).body.error).toBe(MENU_NOT_FOUND);
    expect((await putSub(org, 999_999_999, { order: 1 })).body.error).toBe(SUB_NOT_FOUND);
  });
});

describe("GET /api/menu-items", () => {
  it("shows visitors the shown items and submenus in order, owners and admins everything", async () => {
    const fresh = await createOrg();
    const shown = await createItem(fresh, { display_name: "Shown" });
    const footerOnly = await createItem(fresh, { display_name: "Footer only", is_displayed: false });
    const hidden = await createItem(fresh, { display_name: "Hidden", is_displayed: false, is_displayed_on_footer: false });
    const visibleSub = await createSub(fresh, shown.id, { name: "Visible" });
    const hiddenSub = await createSub(fresh, shown.id, { name: "Secret", is_displayed: false });
    const publicView = await list(fresh);
    expect(publicView.status).toBe(200);
    expect(publicView.body.menu_items.map((i) => i.display_name)).toEqual(["Shown", "Footer only"]);
    expect(publicView.body.menu_items[0]!.submenu_items.map((s) => s.name)).toEqual(["Visible"]);
    const ownerView = (await list(fresh, fresh.owner.token)).body.menu_items;
    expect(ownerView.map((i) => i.id)).toEqual([shown.id, footerOnly.id, hidden.id]);
    expect(ownerView[0]!.submenu_items.map((s) => s.id)).toEqual([visibleSub.id, hiddenSub.id]);
    expect(ownerView[0]).toMatchObject({ organization_id: fresh.id, display_name: "Shown", order: 0, is_displayed: true, is_displayed_on_footer: true });
    expect(ownerView[0]).not.toHaveProperty("version");
    const adminView = (await list(fresh, (await member(fresh, "admin")).token)).body.menu_items;
    expect(adminView.map((i) => i.id)).toEqual([shown.id, footerOnly.id, hidden.id]);
    // The editor role cannot change the menu: it sees what visitors see.
    expect((await list(fresh, (await member(fresh, "editor")).token)).body).toEqual(publicView.body);
  });

  it("shows a change at once (the cached public menu is refreshed by every write)", async () => {
    const item = await createItem(org, { display_name: "Before" });
    expect((await items(org)).find((i) => i.id === item.id)!.display_name).toBe("Before");
    await putItem(org, item.id, { display_name: "After" });
    expect((await items(org)).find((i) => i.id === item.id)!.display_name).toBe("After");
    await putItem(org, item.id, { is_displayed: false, is_displayed_on_footer: false });
    expect((await items(org)).some((i) => i.id === item.id)).toBe(false);
    const sub = await createSub(org, (await createItem(org)).id, { name: "Fresh sub" });
    expect((await items(org)).find((i) => i.id === sub.menu_item_id)!.submenu_items.map((s) => s.name)).toEqual(["Fresh sub"]);
  });

  it("keeps tenants apart: another organization's menu is untouched and cannot be read through this host", async () => {
    const otherBefore = await items(other, other.owner.token);
    await createItem(org, { display_name: "Only in org" });
    expect(await items(other, other.owner.token)).toEqual(otherBefore);
    expect((await items(other)).some((i) => i.display_name === "Only in org")).toBe(false);
    expect((await list(org, null, other.id)).status).toBe(403);
    const withoutId = await api(org.host, "/api/menu-items");
    expect(withoutId.status).toBe(200);
    expect(withoutId.body).toEqual((await list(org)).body);
    for (const bad of ["abc", "0", "-1", "99999999999", "1.5"]) {
      const result = await list(org, null, bad);
      expect(result.status, bad).toBe(400);
      expect(result.body.error).toBe("organization_id must be a whole number between 1 and 2147483647.");
    }
    const unknown = await api(`${unique("nobody")}.test`, `/api/menu-items?organization_id=${org.id}`);
    expect(unknown.status).toBe(404);
  });
});
