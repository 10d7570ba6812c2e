// Issue 9, "Honest messages": when the session has ended, a save offers sign-in
// in a dialog over the editor and the draft stays; saving again then works.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

const violations = (page: Page) => axeViolations(page);

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
const loginDialog = (page: Page, org: TestOrg) => page.getByRole("dialog", { name: `Sign in to ${org.name}` });

/** The owner's page of this test (ownerPage) with an editor opened from `button`. */
async function openEditor(org: TestOrg, button: string, dialog: RegExp): Promise<{ context: BrowserContext; page: Page; editor: Locator }> {
  const { context, page } = await ownerPage(org);
  page.setDefaultTimeout(15_000);
  return { context, page, editor: await openEditorFrom(page, button, dialog) };
}

/** Signs in inside the login dialog opened over the editor. */
async function signInInDialog(page: Page, org: TestOrg) {
  const login = loginDialog(page, org);
  await login.getByLabel("Email").fill(org.owner.email);
  await login.getByLabel("Password").fill(org.owner.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await login.waitFor({ state: "detached" });
  await toast(page, "Signed in. Your changes are still here: save again to keep them.").waitFor();
}

describe("an editor whose session ended", () => {
  it("section editor: Update offers sign-in in a dialog, the draft title stays, and Update then saves it", async () => {
    const org = await createOrg();
    const title = unique("Opening hours ");
    const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
    expect(created.status).toBe(201);
    const { context, page, editor } = await openEditor(org, `Edit section: ${title}`, /Edit Template Section/);
    const draft = unique("Open late on Fridays ");
    await editor.getByLabel("Section title").fill(draft);
    await context.clearCookies();

    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/template-sections/${created.body.id}`) && r.request().method() === "PUT"),
      editor.getByRole("button", { name: "Update", exact: true }).click(),
    ]);
    expect(refused.status()).toBe(401);
    const login = loginDialog(page, org);
    await login.waitFor();
    await toast(page, "Your session has ended. Sign in to save: your changes are still here.").waitFor();
    // No dead end: the old message is not what the user is left with.
    await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Sign in to continue." }).count()).toBe(0);
    expect(await login.getByLabel("Email").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violations(page)).toEqual([]);

    await signInInDialog(page, org);
    // The editor is still open with the draft.
    await expect.poll(() => editor.isVisible()).toBe(true);
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe(draft);

    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, "Section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    await page.locator(`[data-section-id="${created.body.id}"]`).getByText(draft).waitFor();
    expect((await api(org.host, `/api/template-sections/${created.body.id}`)).body.section_title).toBe(draft);
  });

  it("metric form and heading editor: the same sign-in dialog keeps what was typed", async () => {
    const org = await createOrg();
    const title = unique("Figures ");
    const section = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
    const headingName = unique("About us ");
    const heading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", name: headingName, description_text: "<p>Who we are</p>" },
    });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
    const { context, page, editor } = await openEditor(org, `Edit section: ${title}`, /Edit Template Section/);
    await editor.getByRole("button", { name: "Create metric" }).click();
    const form = page.getByRole("dialog", { name: /^Create metric/ });
    const metricTitle = unique("Founded ");
    await form.getByLabel("Title", { exact: true }).fill(metricTitle);
    await form.getByLabel("Description", { exact: true }).fill("In 1998");
    await context.clearCookies();
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await loginDialog(page, org).waitFor();
    // The signed-out page renders again behind the dialog (its head's title replaced): scanned once it has its title.
    await expect.poll(() => page.title()).not.toBe("");
    expect(await violations(page)).toEqual([]);
    await signInInDialog(page, org);
    await expect.poll(() => form.getByLabel("Title", { exact: true }).inputValue()).toBe(metricTitle);
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await toast(page, "Metric saved to your library").waitFor();
    await form.waitFor({ state: "detached" });
    const library = (await api<any[]>(org.host, "/api/metrics", { token: org.owner.token })).body;
    expect(library.map((m) => m.title)).toContain(metricTitle);
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await editor.waitFor({ state: "detached" });
    expect((await api(org.host, `/api/template-sections/${section.body.id}`)).body.website_metric.map((m: any) => m.title)).toEqual([metricTitle]);

    // The heading editor answers an ended session the same way.
    await page.getByRole("button", { name: `Edit heading: ${headingName}` }).click();
    const headingEditor = page.getByRole("dialog", { name: /Edit Heading Section/ });
    const newName = unique("About the bakery ");
    await headingEditor.getByLabel("Heading name").fill(newName);
    await context.clearCookies();
    await headingEditor.getByRole("button", { name: "Update", exact: true }).click();
    await loginDialog(page, org).waitFor();
    await signInInDialog(page, org);
    await expect.poll(() => headingEditor.getByLabel("Heading name").inputValue()).toBe(newName);
    await headingEditor.getByRole("button", { name: "Update", exact: true }).click();
    await toast(page, "Heading section updated").waitFor();
    await headingEditor.waitFor({ state: "detached" });
    expect((await api(org.host, `/api/template-heading-sections/${heading.body.id}`, { token: org.owner.token })).body.name).toBe(newName);
  }, 240_000);
});
