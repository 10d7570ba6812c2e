import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { api, createOrg, member, outbox, signUp, unique, type TestOrg } from "../../support/client";
import { linkIn } from "../../support/mail";
import { ownerPage, visitorPage } from "../../support/owner-page";

/**
 * Global Settings → Team (issue 13) as people use it: the owner invites an editor by
 * email; the invited person follows the mailed link, creates the account, edits a
 * section and has no Global Settings; the owner changes roles and removes a member.
 */
describe("the team", () => {
  let org: TestOrg;
  /** The owner's page of the running test (ownerPage). */
  let owner: Page;
  const invitee = { email: `${unique("nina")}@example.com`, name: "Nina Editor", password: "long-enough-1" };
  const settings = () => owner.getByRole("dialog", { name: /^Global Settings/ });
  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  const openTeam = async () => {
    await createNew(owner, "Global settings");
    await settings().getByRole("tab", { name: "Team", exact: true }).click();
    await settings().getByText("Members, their roles and invitations", { exact: true }).waitFor();
    await settings().getByRole("heading", { name: "Members" }).waitFor();
  };

  beforeAll(async () => {
    org = await createOrg();
  });

  it("the owner invites someone by email as an editor", async () => {
    ({ page: owner } = await ownerPage(org));
    await openTeam();
    const me = settings().locator(`[data-member="${org.owner.email}"]`);
    await expect.poll(() => me.innerText()).toContain("(you)");
    await expect.poll(() => me.getByRole("combobox", { name: /^Role of/ }).inputValue()).toBe("owner");
    expect(await axeViolations(owner)).toEqual([]);

    // A mistyped address gets the product's own words beside the field (not the browser's bubble), and nothing is sent.
    await settings().getByLabel("Email address").fill("nina@example");
    await settings().getByRole("button", { name: "Send invitation" }).click();
    const error = settings().getByRole("alert").filter({ hasText: "Please enter a valid email address." });
    await error.waitFor();
    await expect.poll(() => settings().getByLabel("Email address").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => owner.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("nina@example");
    expect(await axeViolations(owner)).toEqual([]);
    expect((await api(org.host, `/api/organizations/${org.id}/members`, { token: org.owner.token })).body.invitations).toEqual([]);

    await settings().getByLabel("Email address").fill(invitee.email);
    await error.waitFor({ state: "detached" });
    await expect.poll(() => settings().getByLabel("Role", { exact: true }).inputValue()).toBe("editor");
    await settings().getByRole("button", { name: "Send invitation" }).click();
    await toast(owner, `Invitation sent to ${invitee.email}`).waitFor();
    const pending = settings().locator(`[data-invitation="${invitee.email}"]`);
    await pending.waitFor();
    await expect.poll(() => pending.innerText()).toContain("Editor");
    await expect.poll(() => settings().getByLabel("Email address").inputValue()).toBe("");
    expect(await axeViolations(owner)).toEqual([]);
    await settings().getByRole("button", { name: "Cancel" }).click();
    await settings().waitFor({ state: "detached" });
  });

  it("the invited person creates the account through the mailed link, edits a section and cannot open Global Settings", async () => {
    // An invitation of this journey's own, sent through the API (the journey above sends one from the Team tab).
    const invitee = { email: `${unique("nina")}@example.com`, name: "Nina Editor", password: "long-enough-1" };
    const invited = await api(org.host, `/api/organizations/${org.id}/invitations`, {
      method: "POST",
      token: org.owner.token,
      body: { email: invitee.email, role: "editor" },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await outbox().next(invitee.email, (m) => m.subject.startsWith("You are invited to edit"));
    const link = new URL(linkIn(mail));
    const { context, page } = await visitorPage();
    await page.goto(pageUrl(org.host, link.pathname + link.search));
    const card = page.getByRole("heading", { name: `Join ${org.name}` });
    await card.waitFor();
    await page.getByText(`You are invited to join ${org.name} as an editor.`).waitFor();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(invitee.email);
    expect(await axeViolations(page)).toEqual([]);

    // A too-short password is refused with the reason; the name stays.
    await page.getByLabel("Your name").fill(invitee.name);
    await page.getByLabel("Choose a password").fill("short");
    await page.getByRole("button", { name: "Create account and join" }).click();
    await page.getByRole("alert").filter({ hasText: "The password needs at least 8 characters." }).waitFor();
    await page.getByLabel("Choose a password").fill(invitee.password);
    await page.getByRole("button", { name: "Create account and join" }).click();
    await page.waitForURL(pageUrl(org.host, "/"));
    await page.locator('[data-testid="viewer-role"][data-role="editor"]').waitFor();

    // An editor edits content: the example section's title.
    await page.getByRole("button", { name: "Edit section: What we offer" }).click();
    const editor = page.getByRole("dialog", { name: /Edit Template Section/ });
    await editor.getByLabel("Section title").fill("What Nina offers");
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, "Section updated").waitFor();
    await page.getByRole("heading", { name: "What Nina offers" }).waitFor();

    // ...but Global Settings is not among the editor's commands, and its save is refused.
    await page.getByRole("button", { name: "Create New" }).click();
    const menu = page.getByRole("menu", { name: "Create New" });
    await menu.getByRole("menuitem", { name: "New section", exact: true }).waitFor();
    await expect.poll(() => menu.getByRole("menuitem", { name: "Global settings", exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("global settings");
    await palette.getByText("No commands found").waitFor();
    const refused = await page.evaluate(
      async (id) =>
        (
          await fetch(`/api/organizations/${id}`, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ settingsData: { site: "Taken over" } }),
          })
        ).status,
      org.id,
    );
    expect(refused).toBe(403);
    await context.close();
  });

  it("the owner changes a role, cannot leave the site without an owner, and removes a member", async () => {
    // A team of this journey's own: the owner and an editor (a member through the API).
    const crew = await createOrg();
    const account = await member(crew, "editor");
    const invitee = { email: account.email, name: account.email.split("@")[0]! };
    ({ page: owner } = await ownerPage(crew));
    await openTeam();
    const nina = settings().locator(`[data-member="${invitee.email}"]`);
    await nina.waitFor();
    await expect.poll(() => settings().locator(`[data-invitation="${invitee.email}"]`).count()).toBe(0);
    await nina.getByRole("combobox", { name: `Role of ${invitee.name}` }).selectOption("admin");
    await toast(owner, `${invitee.name}'s role is now Admin`).waitFor();

    // The only owner cannot step down: the message says why and the role stays.
    await settings().locator(`[data-member="${crew.owner.email}"]`).getByRole("combobox").selectOption("editor");
    await toast(owner, "An organization needs at least one owner: make someone else an owner first.").waitFor();
    await expect.poll(() => settings().locator(`[data-member="${crew.owner.email}"]`).getByRole("combobox").inputValue()).toBe("owner");

    await nina.getByRole("button", { name: `Remove ${invitee.name}` }).click();
    const confirm = owner.getByRole("dialog", { name: "Remove from the team?" });
    await confirm.getByText(`${invitee.name} will no longer be able to edit this site.`).waitFor();
    expect(await axeViolations(owner)).toEqual([]);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await toast(owner, `${invitee.name} removed from the team`).waitFor();
    await nina.waitFor({ state: "detached" });
    const team = (await api(crew.host, `/api/organizations/${crew.id}/members`, { token: crew.owner.token })).body;
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([[crew.owner.email, "owner"]]);
  });

  it("someone with an account signs in from the invitation and accepts it", async () => {
    const person = await signUp(org.host);
    expect(
      (
        await api(org.host, `/api/organizations/${org.id}/invitations`, {
          method: "POST",
          token: org.owner.token,
          body: { email: person.email, role: "admin" },
        })
      ).status,
    ).toBe(201);
    const link = new URL(linkIn(await outbox().next(person.email, (m) => m.subject.startsWith("You are invited to edit"))));
    const { context, page } = await visitorPage();
    await page.goto(pageUrl(org.host, link.pathname + link.search));
    await page.getByText(`An account for ${person.email} already exists. Sign in with it to accept.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Sign in to accept" }).click();
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // Back on the invitation, signed in: one press joins.
    await page.waitForURL((url) => url.pathname === "/invitation");
    await page.getByText(`You are invited to join ${org.name} as an admin.`).waitFor();
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await page.waitForURL(pageUrl(org.host, "/"));
    await page.locator('[data-testid="viewer-role"][data-role="admin"]').waitFor();
    await context.close();
  });
});
