import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { newToast } from "../../support/browser";
import { api, createOrg, member, unique } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";

/**
 * Presence of other editors (issue 43 §4): two members open the same heading section;
 * each sees the other's initials with their name; the owner's save reaches the editor's
 * open form at once with the conflict view, and the owner's leaving takes the avatar away.
 */
describe("presence of other editors", () => {
  it("two members see each other in the open editor, and one's save reaches the other's form at once to merge", async () => {
    const org = await createOrg();
    const colleague = await member(org, "editor");
    const at = `/${unique("presence-").toLowerCase()}`;
    const name = unique("Meet the team ");
    const created = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: at, name, name_part_2: "behind", name_part_3: "the product", description_text: "<p>Our people</p>", order: 0 },
    });
    expect(created.status).toBe(201);
    const [ownerName, colleagueName] = [org.owner.email.split("@")[0]!, colleague.email.split("@")[0]!];

    const open = async (page: Page) => {
      await page.getByRole("button", { name: `Edit heading: ${name}` }).click();
      const editor = page.getByRole("dialog", { name: "Edit Heading Section" });
      await editor.waitFor();
      return editor;
    };
    const { page: mine } = await ownerPage(org, { path: at });
    const { page: theirs } = await memberPage(org, colleague, { path: at, context: { reducedMotion: "reduce" } });
    const ownerEditor = await open(mine);
    const colleagueEditor = await open(theirs);

    // Each sees the other: initials, with "{name} has this open" as the avatar's text.
    const others = (editor: typeof ownerEditor) => editor.getByRole("list", { name: "Also editing" });
    await others(ownerEditor)
      .getByRole("listitem")
      .filter({ hasText: `${colleagueName} has this open` })
      .waitFor();
    await others(colleagueEditor)
      .getByRole("listitem")
      .filter({ hasText: `${ownerName} has this open` })
      .waitFor();
    expect(await others(colleagueEditor).getByRole("listitem").count()).toBe(1); // never oneself
    expect(await others(colleagueEditor).getByRole("listitem").first().locator("[aria-hidden]").textContent()).toBe(ownerName.slice(0, 1).toUpperCase());
    // Under prefers-reduced-motion the avatars do not move.
    expect(
      await others(colleagueEditor)
        .getByRole("listitem")
        .first()
        .evaluate((e) => getComputedStyle(e).transitionProperty),
    ).not.toContain("transform");
    expect(await axeViolations(mine)).toEqual([]);

    // The colleague has a change of their own; the owner saves another field.
    await colleagueEditor.getByLabel("Name part 2").fill("inside");
    await ownerEditor.getByLabel("Name part 3").fill("the whole product");
    await ownerEditor.getByRole("button", { name: "Update" }).click();
    await newToast(mine, "Heading section updated").waitFor();
    await ownerEditor.waitFor({ state: "detached" });

    // At once, without the colleague saving: who saved, their version in the form, the colleague's change kept aside.
    await colleagueEditor
      .getByRole("status")
      .filter({ hasText: `${ownerName} saved this just now.` })
      .waitFor();
    await colleagueEditor.getByRole("button", { name: "Reapply my changes" }).waitFor();
    expect(await colleagueEditor.getByLabel("Name part 3").inputValue()).toBe("the whole product");
    expect(await colleagueEditor.getByLabel("Name part 2").inputValue()).toBe("behind");
    // The owner closed the editor: their avatar goes.
    await others(colleagueEditor).waitFor({ state: "detached" });
    expect(await axeViolations(theirs)).toEqual([]);

    // Merged: both changes are stored, nothing of either overwritten.
    await colleagueEditor.getByRole("button", { name: "Reapply my changes" }).click();
    await expect.poll(() => colleagueEditor.getByLabel("Name part 2").inputValue()).toBe("inside");
    await colleagueEditor.getByRole("button", { name: "Update" }).click();
    await colleagueEditor.waitFor({ state: "detached" });
    const stored = (await api(org.host, `/api/template-heading-sections/${created.body.id}`, { token: org.owner.token })).body;
    expect(stored).toMatchObject({ name_part_2: "inside", name_part_3: "the whole product" });
  }, 240_000);
});
