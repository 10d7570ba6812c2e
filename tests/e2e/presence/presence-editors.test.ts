import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, newToast } from "../../support/browser";
import { api, createOrg, member, unique } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";
import { announced, moveUntil } from "../../support/sortable";

/** The avatars of the others who have the record open, in an editor. */
const others = (editor: Locator) => editor.getByRole("list", { name: "Also editing" });
/** Waits until `editor` shows `name` among those who have it open. */
const seesHere = (editor: Locator, name: string) =>
  others(editor)
    .getByRole("listitem")
    .filter({ hasText: `${name} has this open` })
    .waitFor();
const firstPart = (email: string) => email.split("@")[0]!;

/** Opens the editor in the owner's page, then the colleague's, and waits until each sees the other there, and only the other (never oneself). */
async function openBoth(open: (page: Page) => Promise<Locator>, mine: Page, theirs: Page, names: { owner: string; colleague: string }) {
  const ownerEditor = await open(mine);
  const colleagueEditor = await open(theirs);
  await seesHere(ownerEditor, names.colleague);
  await seesHere(colleagueEditor, names.owner);
  for (const editor of [ownerEditor, colleagueEditor]) expect(await others(editor).getByRole("listitem").count()).toBe(1);
  return [ownerEditor, colleagueEditor] as const;
}

/**
 * Presence in the post editor, Global Settings and Manage Page Layout (issue 43 §4), as in the section editors
 * (presence.test.ts): two members in two browsers see each other's avatar; one's save shows
 * at once in the other's open editor: an unchanged form takes it, a changed one gets the
 * editor's conflict view; nothing is overwritten silently.
 */
describe("presence in the post editor, Global Settings and Manage Page Layout", () => {
  it("post editor: each sees the other, a save reaches the other's open editor at once, a changed form gets the conflict review", async () => {
    const org = await createOrg();
    const colleague = await member(org, "editor");
    const [ownerName, colleagueName] = [firstPart(org.owner.email), firstPart(colleague.email)];
    const created = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      body: { title: unique("Opening hours "), content: "<p>Open at eight.</p>" },
    });
    expect(created.status).toBe(201);
    const { slug } = created.body as { slug: string };

    const open = async (page: Page) => {
      await page.getByRole("button", { name: "Edit post" }).click();
      const editor = page.getByRole("dialog", { name: /Edit Post/ });
      await editor.waitFor();
      return editor;
    };
    const { page: mine } = await ownerPage(org, { path: `/${slug}` });
    const { page: theirs } = await memberPage(org, colleague, { path: `/${slug}` });
    const [ownerEditor, colleagueEditor] = await openBoth(open, mine, theirs, { owner: ownerName, colleague: colleagueName });
    expect(await axeViolations(mine)).toEqual([]);

    // The owner saves a new title; the colleague's form, without changes, shows it at once.
    await expect.poll(() => colleagueEditor.getByTestId("draft-status").textContent()).toBe("All changes saved");
    await ownerEditor.getByLabel("Title", { exact: true }).fill("Opening hours in summer");
    await ownerEditor.getByRole("button", { name: "Update" }).click();
    // Saved, the owner's browser goes to the post (a fresh load: the editor is gone).
    await ownerEditor.waitFor({ state: "detached" });
    await colleagueEditor
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now. Their version is shown.` })
      .waitFor();
    await expect.poll(() => colleagueEditor.getByLabel("Title", { exact: true }).inputValue()).toBe("Opening hours in summer");
    await expect.poll(() => colleagueEditor.getByTestId("draft-status").textContent()).toBe("All changes saved");
    // The owner's page went to the saved post: their avatar goes.
    await others(colleagueEditor).waitFor({ state: "detached" });

    // The colleague has a change of their own when the owner saves again: the conflict review, both versions side by side.
    await colleagueEditor.getByRole("textbox", { name: "Content" }).locator("p").click();
    await theirs.keyboard.press("End");
    await theirs.keyboard.type(" Closed on Sundays.");
    await expect.poll(() => colleagueEditor.getByTestId("draft-status").textContent()).not.toBe("All changes saved");
    const stored = (await api(org.host, `/api/posts/${slug}`, { token: org.owner.token })).body as { version: number };
    const again = await api(org.host, `/api/posts/${slug}`, {
      method: "PATCH",
      token: org.owner.token,
      body: { title: "Opening hours all year", version: stored.version },
    });
    expect(again.status).toBe(200);
    const review = colleagueEditor.getByTestId("conflict-review");
    await review.waitFor();
    await colleagueEditor
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now.` })
      .waitFor();
    await expect
      .poll(() => review.getByRole("alert").textContent())
      .toBe("This post was changed by someone else after you opened it. Review both versions before saving again.");
    await expect.poll(() => review.getByTestId("conflict-theirs").textContent()).toContain("Opening hours all year");
    await expect.poll(() => review.getByTestId("conflict-mine").textContent()).toContain("Open at eight. Closed on Sundays.");
    expect(await axeViolations(theirs)).toEqual([]);

    // Their version taken: nothing of theirs was overwritten, and the colleague's form is theirs.
    await review.getByRole("button", { name: "Use their version" }).click();
    await expect.poll(() => colleagueEditor.getByLabel("Title", { exact: true }).inputValue()).toBe("Opening hours all year");
    const now = (await api(org.host, `/api/posts/${slug}`, { token: org.owner.token })).body;
    expect(now).toMatchObject({ title: "Opening hours all year", content: "<p>Open at eight.</p>" });
  }, 120_000);

  it("page settings: each sees the other, a save reaches the other's open settings at once, a changed form reapplies its changes over theirs", async () => {
    const org = await createOrg();
    const colleague = await member(org, "editor");
    const [ownerName, colleagueName] = [firstPart(org.owner.email), firstPart(colleague.email)];
    const slug = unique("presence-page-").toLowerCase();
    const created = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Our studio", slug } });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };

    const open = async (page: Page) => {
      const settings = page.getByRole("dialog", { name: "Page Settings" });
      await settings.waitFor();
      return settings;
    };
    const path = `/${slug}#edit=page&id=${id}`;
    const { page: mine } = await ownerPage(org, { path });
    const { page: theirs } = await memberPage(org, colleague, { path });
    const [ownerSettings, colleagueSettings] = await openBoth(open, mine, theirs, { owner: ownerName, colleague: colleagueName });
    expect(await axeViolations(mine)).toEqual([]);

    // The owner saves a title; the colleague's unchanged form takes it at once.
    await ownerSettings.getByLabel("Title", { exact: true }).fill("Our studio in Lyon");
    await ownerSettings.getByRole("button", { name: "Save", exact: true }).click();
    await ownerSettings.waitFor({ state: "detached" });
    await colleagueSettings
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now. Their version is shown.` })
      .waitFor();
    await expect.poll(() => colleagueSettings.getByLabel("Title", { exact: true }).inputValue()).toBe("Our studio in Lyon");
    await others(colleagueSettings).waitFor({ state: "detached" });

    // With a description of the colleague's own, the owner's next save: theirs loaded, the description kept aside.
    await colleagueSettings.getByLabel("Meta description").fill("Photography and framing.");
    const stored = (await api(org.host, "/api/pages", { token: org.owner.token })).body as { id: number; version: number }[];
    const version = stored.find((p) => p.id === id)!.version;
    expect((await api(org.host, `/api/pages/${id}`, { method: "PATCH", token: org.owner.token, body: { title: "Our studio", version } })).status).toBe(200);
    await colleagueSettings.getByRole("button", { name: "Reapply my changes" }).waitFor();
    await expect.poll(() => colleagueSettings.getByLabel("Title", { exact: true }).inputValue()).toBe("Our studio");
    expect(await colleagueSettings.getByLabel("Meta description").inputValue()).toBe("");
    expect(await axeViolations(theirs)).toEqual([]);
    await colleagueSettings.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => colleagueSettings.getByLabel("Meta description").inputValue()).toBe("Photography and framing.");
    await colleagueSettings.getByRole("button", { name: "Save", exact: true }).click();
    await colleagueSettings.waitFor({ state: "detached" });
    const saved = ((await api(org.host, "/api/pages", { token: org.owner.token })).body as { id: number }[]).find((p) => p.id === id);
    expect(saved).toMatchObject({ title: "Our studio", description: "Photography and framing." });
  }, 120_000);

  it("header editor: each sees the other, a style saved with the organization reaches the other's open editor, a changed form reapplies its style", async () => {
    const org = await createOrg();
    const colleague = await member(org, "admin");
    const [ownerName, colleagueName] = [firstPart(org.owner.email), firstPart(colleague.email)];
    const open = async (page: Page) => {
      await createNew(page, "Header");
      const editor = page.getByRole("dialog", { name: "Edit header" });
      await editor.waitFor();
      return editor;
    };
    const { page: mine } = await ownerPage(org);
    const { page: theirs } = await memberPage(org, colleague);
    const [, colleagueEditor] = await openBoth(open, mine, theirs, { owner: ownerName, colleague: colleagueName });
    expect(await axeViolations(theirs)).toEqual([]);

    // The owner saves a header style (through PUT /api/organizations/{id}): the colleague's unchanged editor shows it.
    const style = { type: "fixed", background: "white", color: "gray-700", color_hover: "gray-900", menu_width: "7xl", menu_items_are_text: true };
    const saveStyle = (body: unknown) => api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body });
    expect((await saveStyle({ settings: { header_style: style } })).status).toBe(200);
    await colleagueEditor
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now. Their version is shown.` })
      .waitFor();
    await expect.poll(() => colleagueEditor.getByRole("radio", { name: "Fixed" }).isChecked()).toBe(true);

    // The colleague picks another style; the owner adds a menu item: theirs loaded (the item too), the colleague's style kept aside.
    await colleagueEditor.getByRole("radio", { name: "Transparent" }).check();
    const added = await api(org.host, "/api/menu-items", {
      method: "POST",
      token: org.owner.token,
      body: { organization_id: org.id, display_name: "Opening hours", url_name: "opening-hours", is_displayed: true, is_displayed_on_footer: true },
    });
    expect(added.status).toBe(201);
    await colleagueEditor.getByRole("button", { name: "Reapply my changes" }).waitFor();
    await colleagueEditor.getByRole("button", { name: "Edit name: Opening hours", exact: true }).waitFor();
    expect(await colleagueEditor.getByRole("radio", { name: "Fixed" }).isChecked()).toBe(true);
    await colleagueEditor.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => colleagueEditor.getByRole("radio", { name: "Transparent" }).isChecked()).toBe(true);
    await colleagueEditor.getByRole("button", { name: "Save", exact: true }).click();
    await colleagueEditor.waitFor({ state: "detached" });
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    expect((stored.settings ?? stored.organization?.settings).header_style).toMatchObject({ type: "transparent", menu_width: "7xl" });
  }, 120_000);

  it("Global Settings: each sees the other, a save reaches the other's open settings at once, a changed form reapplies its changes over theirs", async () => {
    const org = await createOrg();
    const colleague = await member(org, "admin");
    const [ownerName, colleagueName] = [firstPart(org.owner.email), firstPart(colleague.email)];
    const before = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body as { organization: { name: string } };

    const open = async (page: Page) => {
      await createNew(page, "Global settings");
      const modal = page.getByRole("dialog", { name: /^Global Settings/ });
      await modal.getByRole("tablist").waitFor();
      return modal;
    };
    const { page: mine } = await ownerPage(org);
    const { page: theirs } = await memberPage(org, colleague, { context: { reducedMotion: "reduce" } });
    const [ownerSettings, colleagueSettings] = await openBoth(open, mine, theirs, { owner: ownerName, colleague: colleagueName });
    expect(await axeViolations(theirs)).toEqual([]);

    // The owner saves a site title; the colleague's settings, without changes, show it at once.
    await ownerSettings.getByLabel("Site title").fill("Bakery Central");
    await ownerSettings.getByRole("button", { name: "Save", exact: true }).click();
    await newToast(mine, "Settings saved").waitFor();
    await colleagueSettings
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now. Their version is shown.` })
      .waitFor();
    await expect.poll(() => colleagueSettings.getByLabel("Site title").inputValue()).toBe("Bakery Central");
    expect(await colleagueSettings.getByText("Unsaved changes").count()).toBe(0);

    // The colleague changes the name; the owner saves another site title: their version is loaded, the name kept aside.
    await colleagueSettings.getByLabel("Organization name").fill("Crust and Crumb");
    await ownerSettings.getByLabel("Site title").fill("Bakery North");
    await ownerSettings.getByRole("button", { name: "Save", exact: true }).click();
    await colleagueSettings.getByRole("button", { name: "Reapply my changes" }).waitFor();
    await expect.poll(() => colleagueSettings.getByLabel("Site title").inputValue()).toBe("Bakery North");
    expect(await colleagueSettings.getByLabel("Organization name").inputValue()).toBe(before.organization.name);
    expect(await axeViolations(theirs)).toEqual([]);

    // Reapplied: the colleague's name over the owner's site title; saved, both are stored.
    await colleagueSettings.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => colleagueSettings.getByLabel("Organization name").inputValue()).toBe("Crust and Crumb");
    expect(await colleagueSettings.getByLabel("Site title").inputValue()).toBe("Bakery North");
    await colleagueSettings.getByRole("button", { name: "Save", exact: true }).click();
    await newToast(theirs, "Settings saved").waitFor();
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    expect(stored).toMatchObject({ organization: { name: "Crust and Crumb" }, settings: { site: "Bakery North" } });
    // And the owner's open settings took the colleague's save.
    await expect.poll(() => ownerSettings.getByLabel("Organization name").inputValue()).toBe("Crust and Crumb");
  }, 120_000);

  it("Manage Page Layout: each sees the other, a saved reorder reaches the other's open layout at once, a changed order is kept aside to reapply", async () => {
    const org = await createOrg();
    // The page layout is an owner's and admin's editor.
    const colleague = await member(org, "admin");
    const [ownerName, colleagueName] = [firstPart(org.owner.email), firstPart(colleague.email)];
    const path = `/${unique("presence-layout-").toLowerCase()}`;
    expect(
      (await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Layout together", slug: path.slice(1) } })).status,
    ).toBe(201);
    const [alpha, bravo, charlie] = [unique("Alpha "), unique("Bravo "), unique("Charlie ")];
    for (const title of [alpha, bravo, charlie])
      expect(
        (await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: path, section_title: title } })).status,
      ).toBe(201);
    const storedTitles = async () =>
      ((await api(org.host, `/api/page-layout?organization_id=${org.id}&url_page=${encodeURIComponent(path)}`)).body as { title: string }[]).map(
        (b) => b.title,
      );

    const open = async (page: Page) => {
      const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
      await layout.getByRole("listitem").nth(2).waitFor();
      return layout;
    };
    const order = (layout: Locator) => layout.locator("li p.font-medium").allTextContents();
    /** Picks `title` up with the keyboard, moves it with `key` until it is over `position` (of 3), drops it. */
    const move = async (page: Page, layout: Locator, title: string, key: string, positions: number[]) => {
      await layout.getByRole("button", { name: `Reorder ${title}` }).focus();
      await page.keyboard.press("Space");
      await expect.poll(() => announced(layout)).toMatch(/position \d of 3\.$/);
      for (const position of positions) await moveUntil(page, layout, key, `${title} is over position ${position} of 3.`);
      await page.keyboard.press("Space");
      await expect.poll(() => announced(layout)).toBe(`${title} dropped at position ${positions.at(-1)} of 3.`);
    };
    const { page: mine } = await ownerPage(org, { path: `${path}#open=page-layout` });
    const { page: theirs } = await memberPage(org, colleague, { path: `${path}#open=page-layout` });
    const [ownerLayout, colleagueLayout] = await openBoth(open, mine, theirs, { owner: ownerName, colleague: colleagueName });
    expect(await axeViolations(theirs)).toEqual([]);

    // The colleague moves Alpha down one place (not saved); the owner moves Charlie to the top and saves.
    await move(theirs, colleagueLayout, alpha, "ArrowDown", [2]);
    await expect.poll(() => order(colleagueLayout)).toEqual([bravo, alpha, charlie]);
    await move(mine, ownerLayout, charlie, "ArrowUp", [2, 1]);
    await ownerLayout.getByRole("button", { name: "Save Layout" }).click();
    await newToast(mine, "Page layout saved").waitFor();
    await ownerLayout.waitFor({ state: "detached" });

    // At once, the colleague's layout shows the owner's order and the review; the colleague's order is kept aside.
    await colleagueLayout
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now.` })
      .waitFor();
    await colleagueLayout.getByRole("button", { name: "Reapply my changes" }).waitFor();
    await expect.poll(() => order(colleagueLayout)).toEqual([charlie, alpha, bravo]);
    expect(await storedTitles()).toEqual([charlie, alpha, bravo]); // nothing of theirs was overwritten
    expect(await axeViolations(theirs)).toEqual([]);

    // Reapplied, the colleague's order is back; undo goes to the owner's, redo to the colleague's again; saved, it is stored.
    await colleagueLayout.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => order(colleagueLayout)).toEqual([bravo, alpha, charlie]);
    await colleagueLayout.getByRole("button", { name: "Undo", exact: true }).click();
    await expect.poll(() => order(colleagueLayout)).toEqual([charlie, alpha, bravo]);
    await colleagueLayout.getByRole("button", { name: "Redo", exact: true }).click();
    await expect.poll(() => order(colleagueLayout)).toEqual([bravo, alpha, charlie]);
    const [saved] = await Promise.all([
      theirs.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      colleagueLayout.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON().version).toBe(1);
    await newToast(theirs, "Page layout saved").waitFor();
    expect(await storedTitles()).toEqual([bravo, alpha, charlie]);
  }, 120_000);

  it("Manage Page Layout: a save sent on a version another member has saved over answers the review, not an overwrite", async () => {
    const org = await createOrg();
    const path = `/${unique("stale-layout-").toLowerCase()}`;
    expect((await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Stale layout", slug: path.slice(1) } })).status).toBe(
      201,
    );
    const [alpha, bravo] = [unique("Alpha "), unique("Bravo ")];
    const ids: number[] = [];
    for (const title of [alpha, bravo]) {
      const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: path, section_title: title } });
      ids.push(created.body.id as number);
    }
    // The live stream is held back from the start (as on a broken connection): only the version check stands between the
    // two saves. (Not by a reload after opening: the shell clears `#open=` once it has run it, so a reload could open nothing.)
    const { page } = await ownerPage(org, {
      path: `${path}#open=page-layout`,
      prepare: async (fresh) => {
        await fresh.route("**/api/organizations/*/live", (route) => route.abort());
      },
    });
    const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
    await layout.getByRole("listitem").nth(1).waitFor();
    const colleague = await member(org, "admin");
    const other = await api(org.host, "/api/page-layout", {
      method: "PUT",
      token: colleague.token,
      body: {
        organization_id: org.id,
        url_page: path,
        version: 0,
        sections: [ids[1], ids[0]].map((id, i) => ({ id, type: "template_section", order: (i + 1) * 10 })),
      },
    });
    expect(other.status).toBe(200);
    // The owner, on the version loaded before it, moves Alpha down and saves: 409, theirs loaded, the owner's order kept aside.
    await layout.getByRole("button", { name: `Reorder ${alpha}` }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(layout)).toMatch(/position \d of 2\.$/);
    await moveUntil(page, layout, "ArrowDown", `${alpha} is over position 2 of 2.`);
    await page.keyboard.press("Space");
    await expect.poll(() => layout.locator("li p.font-medium").allTextContents()).toEqual([bravo, alpha]);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-layout" && r.request().method() === "PUT"),
      layout.getByRole("button", { name: "Save Layout" }).click(),
    ]);
    expect(refused.status()).toBe(409);
    await layout.getByRole("button", { name: "Reapply my changes" }).waitFor();
    await layout.getByText("Someone else saved this page layout while you were editing.", { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
