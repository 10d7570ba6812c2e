import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";

/**
 * The privacy dialog's logo (spec/visitor.md §3 "Header data for privacy":
 * image_for_privacy_settings): the owner sets it in the header editor's Style Settings,
 * and a visitor who opens Privacy settings from the footer sees it at the dialog's top.
 */
describe("the logo of the privacy settings", () => {
  let org: TestOrg;
  const logo = "/_onsite/demo/team.svg";

  beforeAll(async () => {
    org = await createOrg("Logo Bakery", undefined, { language: "en" });
    const bundle = await api<{ version: number }>(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const saved = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: {
        version: bundle.body.version,
        cookie_categories: [
          {
            name: "Essential",
            description: "Needed for the site to work",
            cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }],
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("is set in the header editor and shown to a visitor in the dialog; an address that is no image address is refused", async () => {
    const owner = await ownerPage(org);
    await createNew(owner.page, "Header");
    const editor = owner.page.getByRole("dialog", { name: "Edit header" });
    await editor.getByRole("button", { name: "Style Settings" }).click();
    await editor.getByLabel("Logo in the privacy settings").fill(logo);
    expect(await axeViolations(owner.page, '[role="dialog"]')).toEqual([]);
    const saved = owner.page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`);
    await editor.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await editor.waitFor({ state: "detached" });
    await owner.context.close();

    const visitor = await visitorPage();
    await visitor.page.goto(pageUrl(org.host, "/"));
    await visitor.page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    const dialog = visitor.page.getByRole("dialog", { name: "Privacy Settings" });
    const image = dialog.getByRole("img", { name: "Logo Bakery logo" });
    await image.waitFor();
    await expect.poll(() => image.getAttribute("src")).toBe(logo);
    await visitor.context.close();

    const bundle = await api<{ version: number }>(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const refused = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: bundle.body.version, settings: { header_style: { type: "default", image_for_privacy_settings: "javascript:alert(1)" } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain("The privacy settings logo must be an image address (https://… or /…)");
  });
});
