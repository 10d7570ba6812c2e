import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, signUp, unique, type TestOrg } from "../support/client";
import { createSection } from "../support/fixtures";
import { openSse, type SseEvent } from "../support/sse";

// Presence of other editors (issue 43 §4): POST/DELETE /api/organizations/{id}/presence, announced
// on the members' live stream (GET /api/organizations/{id}/live) beside the saves.
const tab = () => unique("tab-").replace(/[^A-Za-z0-9_-]/g, "");
const presence = (org: TestOrg, token: string | undefined, body: unknown, method = "POST") =>
  api(org.host, `/api/organizations/${org.id}/presence`, { method, body, token });
const userId = async (org: TestOrg, token: string) => (await api(org.host, "/api/session", { token })).body.user.id as string;
const about = (record: string, tab?: string) => (e: SseEvent) => e.data.type === "presence" && e.data.record === record && (!tab || e.data.tab === tab);

describe("presence of other editors", () => {
  let org: TestOrg;
  let editor: { email: string; token: string };
  beforeAll(async () => {
    org = await createOrg();
    editor = await member(org, "editor");
  });

  it("two members see each other's presence, and a save of the record reaches the other at once", async () => {
    const section = await createSection(org);
    const record = `/api/template-sections/${section.id}`;
    const [ownerId, editorId] = [await userId(org, org.owner.token), await userId(org, editor.token)];
    const ownerStream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    const editorStream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: editor.token });
    const [ownerTab, editorTab] = [tab(), tab()];

    // The owner opens the record: the answer lists the open editors; the editor's stream hears it.
    const ownerHere = editorStream.next(about(record));
    const first = await presence(org, org.owner.token, { record, tab: ownerTab });
    expect(first.status).toBe(200);
    expect(first.body.editors).toEqual([{ tab: ownerTab, user_id: ownerId, name: org.owner.email.split("@")[0] }]);
    expect((await ownerHere).data).toEqual({ type: "presence", record, tab: ownerTab, user_id: ownerId, name: org.owner.email.split("@")[0], open: true });

    // The editor opens it too: both are listed, and the owner hears the editor.
    const editorHere = ownerStream.next(about(record, editorTab));
    const second = await presence(org, editor.token, { record, tab: editorTab });
    expect(second.body.editors.map((e: { user_id: string }) => e.user_id).sort()).toEqual([ownerId, editorId].sort());
    expect((await editorHere).data).toMatchObject({ tab: editorTab, user_id: editorId, open: true });

    // A heartbeat that changes nothing is not announced: the next event the owner hears is the editor's save.
    expect((await presence(org, editor.token, { record, tab: editorTab })).body.editors).toHaveLength(2);
    const saved = ownerStream.next((e) => e.data.type === "saved" || e.data.type === "presence");
    expect((await api(org.host, record, { method: "PUT", token: editor.token, body: { section_title: "Theirs", version: section.version } })).status).toBe(200);
    expect((await saved).data).toMatchObject({ type: "saved", method: "PUT", path: record, by: editorId });

    // The owner closes the editor: the editor hears it, and is then alone.
    const ownerGone = editorStream.next((e) => about(record, ownerTab)(e) && !e.data.open);
    expect((await presence(org, org.owner.token, { record, tab: ownerTab }, "DELETE")).status).toBe(200);
    expect((await ownerGone).data).toMatchObject({ tab: ownerTab, user_id: ownerId, open: false });
    expect((await presence(org, editor.token, { record, tab: editorTab })).body.editors).toEqual([
      { tab: editorTab, user_id: editorId, name: editor.email.split("@")[0] },
    ]);
    ownerStream.close();
    editorStream.close();
  });

  it("lists another record's editors apart, and never another member's tab as one's own", async () => {
    const [a, b] = [`/api/template-sections/${unique("")}`.replace(/[^A-Za-z0-9/_-]/g, ""), "/api/template-heading-sections/1"];
    const ownerTab = tab();
    await presence(org, org.owner.token, { record: a, tab: ownerTab });
    expect((await presence(org, editor.token, { record: b, tab: tab() })).body.editors).toHaveLength(1);
    // The editor sends the owner's tab id: the owner's row stays theirs, and a DELETE of it by the editor removes nothing.
    const taken = await presence(org, editor.token, { record: a, tab: ownerTab });
    expect(taken.body.editors.map((e: { tab: string }) => e.tab)).toEqual([ownerTab]);
    expect((await presence(org, editor.token, { record: a, tab: ownerTab }, "DELETE")).body.editors).toHaveLength(1);
  });

  it("is for members with an editing role of this organization only", async () => {
    const body = { record: "/api/template-sections/1", tab: tab() };
    expect((await presence(org, undefined, body)).status).toBe(401);
    const customer = await signUp(org.host);
    expect((await presence(org, customer.token, body)).status).toBe(403);
    const other = await createOrg();
    expect((await api(other.host, `/api/organizations/${org.id}/presence`, { method: "POST", body, token: other.owner.token })).status).toBe(404);
  });

  it("announces the records a save changes through another address: a menu's style and items, a post, a page", async () => {
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    const [header, footer] = [`/api/organizations/${org.id}/menus/header`, `/api/organizations/${org.id}/menus/footer`];
    const saved = (path: string) => stream.next((e) => e.data.type === "saved" && e.data.path === path);
    const byEditor = { token: editor.token };

    // A header style is saved with the organization: the header editor's address comes with it (not the footer's).
    let heard = saved(`/api/organizations/${org.id}`);
    const style = { type: "transparent", background: "slate-900", color: "white", color_hover: "sky-300", menu_width: "5xl", menu_items_are_text: false };
    expect(
      (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { settings: { header_style: style } } })).status,
    ).toBe(200);
    expect((await heard).data.records).toEqual([header]);
    // A Global Settings save of the general fields names no menu.
    heard = saved(`/api/organizations/${org.id}`);
    expect(
      (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { settingsData: { site: "Presence" } } })).status,
    ).toBe(200);
    expect((await heard).data.records).toBeUndefined();
    // A menu item is in both menus.
    heard = saved("/api/menu-items");
    const item = await api(org.host, "/api/menu-items", {
      method: "POST",
      token: org.owner.token,
      body: { organization_id: org.id, display_name: "Hours", url_name: "hours", is_displayed: true, is_displayed_on_footer: true },
    });
    expect(item.status).toBe(201);
    expect((await heard).data.records).toEqual([header, footer]);

    // A post and a page are saved at their own address, the one their editors name.
    const post = await api(org.host, "/api/posts", { method: "POST", ...byEditor, body: { title: unique("Presence post "), content: "<p>x</p>" } });
    heard = saved(`/api/posts/${post.body.slug}`);
    expect(
      (await api(org.host, `/api/posts/${post.body.slug}`, { method: "PATCH", ...byEditor, body: { title: "Presence post", version: post.body.version } }))
        .status,
    ).toBe(200);
    expect((await heard).data).toMatchObject({ method: "PATCH", path: `/api/posts/${post.body.slug}` });
    const page = await api(org.host, "/api/pages", {
      method: "POST",
      ...byEditor,
      body: { title: "Presence page", slug: unique("presence-page-").toLowerCase() },
    });
    expect(page.status).toBe(201);
    heard = saved(`/api/pages/${page.body.id}`);
    expect(
      (await api(org.host, `/api/pages/${page.body.id}`, { method: "PATCH", ...byEditor, body: { title: "Presence", version: page.body.version } })).status,
    ).toBe(200);
    expect((await heard).data).toMatchObject({ method: "PATCH", path: `/api/pages/${page.body.id}` });
    stream.close();
  });

  it("a page layout has a version: a stale save answers 409 and keeps nothing of it; a save or restore is announced at the layout's address", async () => {
    const urlPage = `/${unique("presence-layout-").toLowerCase()}`;
    const record = `/api/page-layout/pages/${Buffer.from(urlPage).toString("base64url")}`;
    const [first, second] = [await createSection(org, { url_page: urlPage }), await createSection(org, { url_page: urlPage })];
    type Layout = { url_page: string; version: number; sections: { id: number; type: string; order: number }[] };
    const readLayout = async (token: string) => (await api<Layout>(org.host, record, { token })).body;
    const put = (token: string, version: number, ids: number[]) =>
      api(org.host, "/api/page-layout", {
        method: "PUT",
        token,
        body: { organization_id: org.id, url_page: urlPage, version, sections: ids.map((id, i) => ({ id, type: "template_section", order: (i + 1) * 10 })) },
      });
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    const editorId = await userId(org, editor.token);

    // Both open the layout at the same version (none saved yet: 0); members only.
    const loaded = await readLayout(org.owner.token);
    expect(loaded).toMatchObject({ url_page: urlPage, version: 0 });
    expect(loaded.sections.map((s) => s.id)).toEqual([first.id, second.id]);
    expect((await api(org.host, record)).status).toBe(401);
    expect((await readLayout(editor.token)).version).toBe(0);

    // The editor saves a reorder: the owner hears it at the layout's address, and the version moves.
    const heard = stream.next((e) => e.data.type === "saved" && (e.data.records ?? []).includes(record));
    expect((await put(editor.token, 0, [second.id, first.id])).status).toBe(200);
    expect((await heard).data).toMatchObject({ type: "saved", method: "PUT", path: "/api/page-layout", by: editorId, records: [record] });
    const after = await readLayout(org.owner.token);
    expect(after.version).toBe(1);
    expect(after.sections.map((s) => s.id)).toEqual([second.id, first.id]);

    // The owner saves on the version they loaded: 409 with the other editors' message and the layout as it is; nothing changes.
    const stale = await put(org.owner.token, 0, [first.id, second.id]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("This page layout was changed by someone else. Review the latest version and save again.");
    expect(stale.body.current).toMatchObject({ url_page: urlPage, version: 1 });
    expect(stale.body.current.sections.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(await readLayout(org.owner.token)).toEqual(after);
    // A version that is not a whole number is a clear 400.
    const bad = await put(org.owner.token, "one" as never, [first.id, second.id]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("version must be a whole number: the version of the layout you loaded.");
    // On the current version it saves.
    expect((await put(org.owner.token, 1, [first.id, second.id])).status).toBe(200);
    expect((await readLayout(editor.token)).version).toBe(2);

    // A restore (the revisions' own route) is announced at the layout's address too.
    const revisions = await api<{ revisions: { id: number; version: number }[] }>(
      org.host,
      `/api/page-layout/revisions?url_page=${encodeURIComponent(urlPage)}`,
      {
        token: editor.token,
      },
    );
    const oldest = revisions.body.revisions.find((r) => r.version === 1)!;
    const restored = stream.next((e) => e.data.type === "saved" && e.data.path === `/api/page-layout/revisions/${oldest.id}/restore`);
    expect(
      (
        await api(org.host, `/api/page-layout/revisions/${oldest.id}/restore?url_page=${encodeURIComponent(urlPage)}`, {
          method: "POST",
          token: editor.token,
          body: { version: 2 },
        })
      ).status,
    ).toBe(200);
    expect((await restored).data).toMatchObject({ by: editorId, records: [record] });
    expect((await readLayout(org.owner.token)).sections.map((s) => s.id)).toEqual([second.id, first.id]);
    stream.close();
  });

  it("refuses a record that is not an API address, or a bad tab, with a clear 400", async () => {
    const bad = await presence(org, org.owner.token, { record: "https://evil.example/x", tab: tab() });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("record must be an API address of this site, such as /api/template-sections/12");
    const badTab = await presence(org, org.owner.token, { record: "/api/template-sections/1", tab: "x" });
    expect(badTab.status).toBe(400);
    expect(badTab.body.error).toBe("tab must be 8 to 64 letters, digits, - or _");
  });

  it("never announces one organization's presence to another's stream", async () => {
    const other = await createOrg();
    const stream = await openSse(org.host, `/api/organizations/${org.id}/live`, { token: org.owner.token });
    const record = "/api/template-sections/7";
    await presence(other, other.owner.token, { record, tab: tab() });
    // Mine comes after theirs on the one channel: had theirs leaked, it would be here by then.
    const mine = stream.next(about(record));
    const ownTab = tab();
    await presence(org, org.owner.token, { record, tab: ownTab });
    expect((await mine).data.tab).toBe(ownTab);
    expect(stream.events.filter((e) => e.data.type === "presence").map((e) => e.data.tab)).toEqual([ownTab]);
    stream.close();
  });

  it("limits a member's presence calls (429 with Retry-After beyond 60 a minute)", async () => {
    const busy = await member(org, "editor");
    const body = { record: "/api/template-sections/9", tab: tab() };
    for (let i = 0; i < 60; i++) expect((await presence(org, busy.token, body)).status).toBe(200);
    const refused = await presence(org, busy.token, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});
