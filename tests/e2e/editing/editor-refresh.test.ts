// Issue 19 §6: the page under the editors is rendered again once after a save,
// by the editing shell, and the spec's update events (spec/editors.md §7,
// template-section-updated and template-heading-section-updated) make the shell
// render it again too. Watched in the browser: the shell's refreshes are the
// page's own HTML fetched again (the islands renderer's fetch-and-swap, issue 40), nothing is
// read from the API for it (tests/e2e/islands/members.test.ts follows what the swap keeps).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page, Request } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { nextFrames, openEditorFrom, requestsSettled } from "../../support/browser";
import { createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/** A refresh: the page's own address fetched by its script (not a navigation, not a prefetch). */
function isRefresh(request: Request, path: string): boolean {
  return request.method() === "GET" && request.resourceType() === "fetch" && new URL(request.url()).pathname === path;
}

describe("the editing shell's page refresh", () => {
  let org: TestOrg;
  let page: Page;
  let refreshes: string[] = [];
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();

  beforeAll(async () => {
    org = await createOrg();
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    const seen: string[] = (refreshes = []);
    page.on("request", (request) => isRefresh(request, "/") && seen.push(request.url()));
  });

  it("says 'No changes to save' and refreshes nothing when Update changed nothing", async () => {
    const editor = await openEditorFrom(page, "Edit section: What we offer", /Edit Template Section/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    const before = refreshes.length;
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast("No changes to save").waitFor();
    await editor.waitFor({ state: "detached" });
    await requestsSettled(page);
    expect(refreshes.length).toBe(before);
  });

  it("renders the page again exactly once after a save", async () => {
    const title = unique("Fresh every morning ");
    const editor = await openEditorFrom(page, "Edit section: What we offer", /Edit Template Section/);
    await editor.getByLabel("Section title").fill(title);
    const before = refreshes.length;
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast("Section updated").waitFor();
    await editor.waitFor({ state: "detached" });
    // The new title on the page is the refresh's result.
    await page.getByRole("button", { name: `Edit section: ${title}` }).waitFor();
    await requestsSettled(page);
    expect(refreshes.length - before).toBe(1);
  });

  it("renders the page again when the spec's update events are dispatched, with no editor open", async () => {
    // The editing shell listens once it is on the page: its controls are enabled, and its effects ran a frame later.
    const control = page.getByRole("button", { name: /^Edit section: / }).first();
    await control.waitFor();
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await control.elementHandle());
    await nextFrames(page);
    for (const name of ["template-section-updated", "template-heading-section-updated"]) {
      const before = refreshes.length;
      const refreshed = page.waitForRequest((request) => isRefresh(request, "/"));
      await page.evaluate((event) => window.dispatchEvent(new Event(event)), name);
      await refreshed;
      await requestsSettled(page);
      expect(refreshes.length - before, name).toBe(1);
    }
    // Any other event leaves the page alone.
    const before = refreshes.length;
    await page.evaluate(() => window.dispatchEvent(new Event("hero-section-updated")));
    await requestsSettled(page);
    expect(refreshes.length).toBe(before);
  });
});
