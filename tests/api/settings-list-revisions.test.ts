import { beforeAll, describe, expect, it } from "vitest";
import { api, createOrg, member, type TestOrg } from "../support/client";
import { saveSettingsList } from "../support/fixtures";

// Revisions of the Global Settings lists (docs/decisions.md "Revisions of the Global
// Settings lists"): each PUT that sends a list keeps its revision, the list reads the
// items added, removed and changed by their names, and a restore is a settings save
// (the version is checked, 409 when stale, and moves).

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
type Faq = { id: number; question: string; answer: string };

const base = (org: TestOrg, name = "faqs") => `/api/organizations/${org.id}/lists/${name}`;
const list = (org: TestOrg, name = "faqs", token: string | null = org.owner.token, host = org.host) =>
  api<List>(host, `${base(org, name)}/revisions`, { token: token ?? undefined });
const detail = (org: TestOrg, id: number | string, token: string | undefined = org.owner.token, name = "faqs") =>
  api<Detail>(org.host, `${base(org, name)}/revisions/${id}`, { token });
const restore = (org: TestOrg, id: number | string, body: unknown, token: string | null = org.owner.token, name = "faqs") =>
  api(org.host, `${base(org, name)}/revisions/${id}/restore`, { method: "POST", body, token: token ?? undefined });
const read = async (org: TestOrg) => (await api<{ version: number; faqs: Faq[] }>(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;

async function revisionsOf(org: TestOrg, name = "faqs"): Promise<List> {
  const result = await list(org, name);
  if (result.status !== 200) throw new Error(`revisions of ${name} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

let org: TestOrg;
let other: TestOrg;
beforeAll(async () => {
  [org, other] = await Promise.all([createOrg(), createOrg()]);
  await saveSettingsList(org, "faqs", [
    { question: "Do you ship abroad?", answer: "Only in Europe." },
    { question: "Can I return an order?", answer: "Within 30 days." },
  ]);
  const [ship] = (await read(org)).faqs;
  await saveSettingsList(org, "faqs", [
    { ...ship, answer: "Everywhere." },
    { question: "Do you sell gift cards?", answer: "Yes." },
  ]);
});

describe("Global Settings list revisions", () => {
  it("keeps one per save of the list, with who, when and the items added, removed and changed by name", async () => {
    const { revisions, current } = await revisionsOf(org);
    expect(revisions).toHaveLength(2);
    for (const revision of revisions) {
      expect(revision.record_id).toBe("faqs");
      expect(revision.saved_by.email).toBe(org.owner.email);
      expect(Date.now() - Date.parse(revision.saved_at)).toBeLessThan(10 * 60_000);
    }
    expect(revisions[1]!.changed_fields).toBeNull();
    expect([...revisions[0]!.changed_fields!].sort()).toEqual([
      "FAQ: Can I return an order?",
      "FAQ: Do you sell gift cards?",
      "FAQ: Do you ship abroad?",
      "FAQs",
    ]);
    expect(current!.version).toBe((await read(org)).version);
    expect(current!.fields["FAQs"]).toBe("Do you ship abroad?\nDo you sell gift cards?");
    expect(current!.fields["FAQ: Do you ship abroad?"]).toContain("Answer: ");
    expect(current!.fields["FAQ: Do you ship abroad?"]).toContain("Everywhere.");

    const older = await detail(org, revisions[1]!.id);
    expect(older.status).toBe(200);
    expect(older.body.fields["FAQ: Do you ship abroad?"]).toMatch(/^Question: Do you ship abroad\?\nAnswer: .*Only in Europe\./);
    expect(older.body.fields["FAQ: Can I return an order?"]).toContain("Within 30 days.");
    expect(older.body.current.fields["FAQ: Can I return an order?"]).toBeUndefined();
    expect([...older.body.differences].sort()).toEqual(["FAQ: Can I return an order?", "FAQ: Do you sell gift cards?", "FAQ: Do you ship abroad?", "FAQs"]);
  });

  it("keeps revisions only of the lists a save sends", async () => {
    const before = (await revisionsOf(org)).revisions.length;
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      body: { version: (await read(org)).version, settingsData: { site: "Another title" } },
      token: org.owner.token,
    });
    expect(saved.status).toBe(200);
    await saveSettingsList(org, "reviews", [{ author: "Ann", text: "Great", rating: 5 }]);
    expect((await revisionsOf(org)).revisions).toHaveLength(before);
    expect((await revisionsOf(org, "reviews")).revisions).toHaveLength(1);
  });

  it("restores the older list as a new save: the version moves, a revision is kept, and a stale restore is 409 and changes nothing", async () => {
    const { revisions, current } = await revisionsOf(org);
    const first = revisions.at(-1)!;
    const stale = await restore(org, first.id, { version: current!.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("The settings were changed by someone else since you opened them. Reload to see their changes, then save again.");
    expect((await read(org)).faqs.map((faq) => faq.question)).toEqual(["Do you ship abroad?", "Do you sell gift cards?"]);
    expect((await revisionsOf(org)).revisions).toHaveLength(revisions.length);

    const restored = await restore(org, first.id, { version: current!.version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.version).toBe(current!.version + 1);
    const after = await read(org);
    expect(after.version).toBe(current!.version + 1);
    expect(after.faqs.map((faq) => faq.question)).toEqual(["Do you ship abroad?", "Can I return an order?"]);
    expect(after.faqs[0]!.answer).toContain("Only in Europe.");
    expect(after.faqs[1]!.answer).toContain("Within 30 days.");
    const now = await revisionsOf(org);
    expect(now.revisions).toHaveLength(revisions.length + 1);
    expect(now.revisions[0]!.version).toBe(after.version);
    expect(now.current!.version).toBe(after.version);
    // The settings opened before the restore are stale now.
    const late = await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", body: { version: current!.version, faqs: [] }, token: org.owner.token });
    expect(late.status).toBe(409);
    // A restore is undone by restoring the save before it.
    expect((await restore(org, now.revisions[1]!.id, { version: after.version })).status).toBe(200);
    expect((await read(org)).faqs.map((faq) => faq.question)).toEqual(["Do you ship abroad?", "Do you sell gift cards?"]);
  });

  it("restores a list with lists inside its items: cookie categories and their services deleted since come back", async () => {
    const cookies = await createOrg();
    await saveSettingsList(cookies, "cookie_categories", [{ name: "Analytics", cookie_service: [{ name: "Stats" }, { name: "Heatmap" }] }]);
    await saveSettingsList(cookies, "cookie_categories", [{ name: "Essential", cookie_service: [{ name: "Session" }] }]);
    const { revisions, current } = await revisionsOf(cookies, "cookie_categories");
    expect(revisions).toHaveLength(2);
    expect(revisions[0]!.changed_fields).toEqual(expect.arrayContaining(["Cookie category: Analytics", "Cookie category: Essential"]));
    const restored = await restore(cookies, revisions[1]!.id, { version: current!.version }, cookies.owner.token, "cookie_categories");
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const after = (await api(cookies.host, `/api/organizations/${cookies.id}`, { token: cookies.owner.token })).body;
    expect(after.cookie_categories.map((c: { name: string; cookie_service: { name: string }[] }) => [c.name, c.cookie_service.map((s) => s.name)])).toEqual([
      ["Analytics", ["Stats", "Heatmap"]],
    ]);
  });

  it("is refused to an editor's restore, to another organization, and unknown lists are 404", async () => {
    const { revisions, current } = await revisionsOf(org);
    const editor = await member(org, "editor");
    expect((await list(org, "faqs", editor.token)).status).toBe(200);
    expect((await restore(org, revisions[1]!.id, { version: current!.version }, editor.token)).status).toBe(403);
    expect((await list(org, "faqs", null)).status).toBe(401);
    expect((await restore(org, revisions[1]!.id, { version: current!.version }, null)).status).toBe(401);
    expect((await list(org, "faqs", other.owner.token)).status).toBe(403);
    expect((await detail(org, revisions[0]!.id, other.owner.token)).status).toBe(403);
    expect((await restore(org, revisions[1]!.id, { version: current!.version }, other.owner.token)).status).toBe(403);
    // This organization's list through the other's site: not that site's organization.
    expect((await list(org, "faqs", other.owner.token, other.host)).status).toBe(404);
    // Another organization's revision id is not found in this one's list.
    await saveSettingsList(other, "faqs", [{ question: "Other?", answer: "" }]);
    const otherRevision = (await revisionsOf(other)).revisions[0]!.id;
    expect((await detail(org, otherRevision)).status).toBe(404);
    expect((await restore(org, otherRevision, { version: current!.version })).status).toBe(404);
    // Another list's revision is not found under this one.
    expect((await detail(org, (await revisionsOf(org, "reviews")).revisions[0]!.id)).status).toBe(404);
    for (const name of ["sidebar", "menu_items", "submenu_items", "__proto__", "constructor"]) {
      const unknown = await list(org, name);
      expect(unknown.status, name).toBe(404);
      expect(String((unknown.body as unknown as { error: string }).error), name).toMatch(/^List not found/);
    }
    expect((await restore(org, revisions[1]!.id, { version: current!.version }, org.owner.token, "sidebar")).status).toBe(404);
    expect((await read(org)).version).toBe(current!.version);
  });

  it("answers 4xx, never 500, for malformed ids and bodies; nothing changes", async () => {
    const { revisions, current } = await revisionsOf(org);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648", "%20"]) {
      expect((await detail(org, id)).status, id).toBe(404);
      expect((await restore(org, id, { version: current!.version })).status, id).toBe(404);
    }
    for (const body of [{}, { version: "1" }, { version: -1 }, { version: 1.5 }, "{not json"]) {
      expect((await restore(org, revisions[1]!.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const bad = await api(org.host, `/api/organizations/abc/lists/faqs/revisions`, { token: org.owner.token });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const after = await revisionsOf(org);
    expect(after.revisions).toHaveLength(revisions.length);
    expect(after.current!.version).toBe(current!.version);
  });
});
