import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * The away mail's link (issue 41 §1): `/#open=inbox&item=<id>` opens the inbox on that
 * conversation; the inbox holds "Mail me new chats when no one is online", the member's
 * own setting, on by default, saved when ticked. (The mail itself: tests/api/help-away-mail.test.ts.)
 */
let org: TestOrg;
let id: number;
const name = unique("Gus");

beforeAll(async () => {
  org = await createOrg(unique("Away Desk "));
  expect((await api(org.host, "/api/help/conversations", { method: "POST", body: { message: "Can I book for six people?", name } })).status).toBe(201);
  const inbox = await api(org.host, "/api/help/inbox", { token: org.owner.token });
  id = (inbox.body.conversations as { id: number; name: string }[]).find((c) => c.name === name)!.id;
});

describe("the away mail's link and setting", () => {
  it("opens the inbox on the conversation, and the owner turns the mail off and on again", async () => {
    const { page } = await ownerPage(org, { path: `/#open=inbox&item=${id}` });
    const inbox = page.getByRole("dialog", { name: /Inbox/ });
    await inbox.getByRole("heading", { level: 3, name }).waitFor();
    await inbox.getByRole("list", { name: "Messages" }).getByText("Can I book for six people?").waitFor();
    // The link is read once and cleared.
    await expect.poll(() => new URL(page.url()).hash).toBe("");

    const setting = inbox.getByRole("checkbox", { name: "Mail me new chats when no one is online" });
    await expect.poll(() => setting.isEnabled()).toBe(true);
    expect(await setting.isChecked()).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await setting.uncheck();
    await page.getByText("You will no longer get new chats by mail").waitFor();
    expect((await api(org.host, "/api/help/inbox/settings", { token: org.owner.token })).body).toEqual({ mail_away_chats: false });
    await setting.check();
    await page.getByText("You will get new chats by mail when no one is online").waitFor();
    expect((await api(org.host, "/api/help/inbox/settings", { token: org.owner.token })).body).toEqual({ mail_away_chats: true });
  });
});
