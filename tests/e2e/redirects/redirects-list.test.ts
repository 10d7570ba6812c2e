import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";
import { saveSettingsList } from "../../support/fixtures";

/** Global Settings → Redirects (issue 43 §2): the owner adds, edits and removes redirects; a visitor following an old address lands on the new page. */
describe("Global Settings → Redirects", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const redirectsList = () => modal().getByRole("region", { name: "Redirects" });
  // This save's own end: its toast, and the form clean again (an earlier save's toast may still be showing).
  const saveSettings = async () => {
    await modal().getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
    await modal().getByText("Unsaved changes").waitFor({ state: "detached" });
  };
  const stored = async () =>
    (
      (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.redirects as {
        from_path: string;
        to_path: string;
        permanent: boolean;
      }[]
    ).map((r) => [r.from_path, r.to_path, r.permanent]);

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(undefined, undefined, { language: "en" });
    for (const [title, slug] of [
      ["Pricing", "pricing"],
      ["Plans", "plans"],
    ])
      expect((await api(org.host, "/api/pages", { method: "POST", body: { title, slug }, token: org.owner.token })).status).toBe(201);
    await saveSettingsList(org, "redirects", [{ from_path: "/old-pricing", to_path: "/pricing" }]);
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("adds, edits and removes a redirect, with no axe violations on the tab", async () => {
    await createNew(page, "Global settings");
    await modal().getByRole("tab", { name: "Redirects", exact: true }).click();
    await redirectsList().getByRole("button", { name: "/old-pricing → /pricing · 0 hits", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Add.
    await redirectsList().getByRole("button", { name: "Add redirect" }).click();
    await modal().getByLabel("Old address", { exact: true }).fill("/prices");
    await modal().getByLabel("New address", { exact: true }).fill("/pricing");
    expect(await axeViolations(page)).toEqual([]);
    await saveSettings();
    expect(await stored()).toEqual([
      ["/old-pricing", "/pricing", true],
      ["/prices", "/pricing", true],
    ]);

    // Edit: the first one now leads to the plans, temporarily.
    await redirectsList().getByRole("button", { name: "/old-pricing → /pricing · 0 hits", exact: true }).click();
    await modal().getByLabel("New address", { exact: true }).fill("/plans");
    await modal().getByLabel("Permanent (301)").uncheck();
    await saveSettings();
    await expect.poll(stored).toEqual([
      ["/old-pricing", "/plans", false],
      ["/prices", "/pricing", true],
    ]);

    // Remove.
    await redirectsList()
      .getByRole("button", { name: /^Delete \/old-pricing → \/plans/ })
      .click();
    await saveSettings();
    await expect.poll(stored).toEqual([["/prices", "/pricing", true]]);
  });

  it("keeps a redirect removed while a save is under way, to be saved next", async () => {
    await saveSettingsList(org, "redirects", [{ from_path: "/old-pricing", to_path: "/pricing" }]);
    await createNew(page, "Global settings");
    await modal().getByRole("tab", { name: "Redirects", exact: true }).click();
    await redirectsList().getByRole("button", { name: "Add redirect" }).click();
    await modal().getByLabel("Old address", { exact: true }).fill("/prices");
    await modal().getByLabel("New address", { exact: true }).fill("/pricing");
    // The save's answer is held until the owner has removed the other redirect.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/organizations\/\d+$/, async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.fallback();
    });
    await modal().getByRole("button", { name: "Save" }).click();
    await modal().getByRole("button", { name: "Saving..." }).waitFor();
    await redirectsList()
      .getByRole("button", { name: /^Delete \/old-pricing → \/pricing/ })
      .click();
    release();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
    await expect.poll(stored).toEqual([
      ["/old-pricing", "/pricing", true],
      ["/prices", "/pricing", true],
    ]);
    // The removal made meanwhile is still on the form, unsaved: the next save stores it.
    await modal().getByText("Unsaved changes").waitFor();
    await expect
      .poll(() =>
        redirectsList()
          .getByRole("button", { name: /^Delete \/old-pricing/ })
          .count(),
      )
      .toBe(0);
    await saveSettings();
    await expect.poll(stored).toEqual([["/prices", "/pricing", true]]);
  });

  it("sends a visitor following an old address to the new page", async () => {
    await saveSettingsList(org, "redirects", [{ from_path: "/prices", to_path: "/pricing" }]);
    const visitor = await newPage(browser);
    const response = await visitor.page.goto(pageUrl(org.host, "/prices"));
    expect(response?.status()).toBe(200);
    expect(new URL(visitor.page.url()).pathname).toBe("/pricing");
    await visitor.page.getByRole("heading", { name: "Pricing" }).first().waitFor();
    const first = response!.request().redirectedFrom();
    expect(first && new URL(first.url()).pathname).toBe("/prices");
    expect((await first!.response())?.status()).toBe(301);
    await visitor.context.close();
  });
});
