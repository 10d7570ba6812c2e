import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * The check before publishing on the dashboard (issue 43, item 3): /admin/check lists
 * the whole site's findings grouped by page and language; a finding's link opens the
 * page with the editor that fixes it.
 */
describe("the check before publishing at /admin/check", () => {
  let org: TestOrg;
  let sectionId: number;
  let longPageId: number;
  const LONG_TITLE = "Pricing details for every plan, every country and every kind of team";

  beforeAll(async () => {
    org = await createOrg();
    const token = org.owner.token;
    const created = await api(org.host, "/api/pages", { method: "POST", token, body: { title: "Services", slug: "services", description: "What we do." } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const section = await api(org.host, "/api/template-sections", {
      method: "POST",
      token,
      body: { url_page: "/services", section_title: "Our offer", section_description: '<p>See <a href="/no-such-page">the price list</a>.</p>' },
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    sectionId = section.body.id;
    const long = await api(org.host, "/api/pages", { method: "POST", token, body: { title: LONG_TITLE, slug: "pricing-details", description: "Our prices." } });
    expect(long.status, JSON.stringify(long.body)).toBe(201);
    longPageId = long.body.id;
  });

  it("lists the findings by page and language, passes axe, and a finding's link opens the section's editor", async () => {
    const { page } = await ownerPage(org, { path: "/admin" });
    await page.getByRole("link", { name: "Check before publishing" }).click();
    await page.waitForURL(pageUrl(org.host, "/admin/check"));
    await page.getByRole("heading", { level: 1, name: "Check before publishing" }).waitFor();
    const services = page.getByRole("region", { name: /^Services/ });
    await services.getByRole("heading", { level: 3, name: "Language: en" }).waitFor();
    const finding = services.getByRole("link", { name: "Link to /no-such-page, a page that does not exist (Our offer)" });
    await expect.poll(() => finding.getAttribute("href")).toBe(`/services#edit=template_section&id=${sectionId}`);
    expect(await axeViolations(page)).toEqual([]);

    await finding.click();
    await page.waitForURL(pageUrl(org.host, "/services"));
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    await editor.waitFor();
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe("Our offer");
  });

  it("a long title's finding opens the page's settings; saved shorter, the check no longer lists it; Manage Page Layout checks one page", async () => {
    const { page } = await ownerPage(org, { path: "/admin/check" });
    const region = page.getByRole("region", { name: new RegExp(`^${LONG_TITLE}`) });
    const finding = region.getByRole("link", { name: `Title of ${LONG_TITLE.length} characters, over 60 (${LONG_TITLE})` });
    await expect.poll(() => finding.getAttribute("href")).toBe(`/pricing-details#edit=page&id=${longPageId}`);
    await finding.click();
    await page.waitForURL(pageUrl(org.host, "/pricing-details"));
    const settings = page.getByRole("dialog", { name: "Page Settings" });
    await settings.waitFor();
    await expect.poll(() => settings.getByLabel("Title").inputValue()).toBe(LONG_TITLE);
    expect(await axeViolations(page)).toEqual([]);
    await settings.getByLabel("Title").fill("Pricing details");
    await settings.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText('Page "Pricing details" updated').waitFor();
    await settings.waitFor({ state: "detached" });

    await page.goto(pageUrl(org.host, "/admin/check"));
    await page.getByRole("heading", { level: 1, name: "Check before publishing" }).waitFor();
    await page.getByRole("region", { name: /^Services/ }).waitFor();
    expect(await page.getByRole("region", { name: /^Pricing details/ }).count()).toBe(0);

    // One page's check, from Manage Page Layout: that page and what shows on every page.
    await page.goto(pageUrl(org.host, "/services#open=page-layout"));
    const layout = page.getByRole("dialog", { name: "Manage Page Layout" });
    await layout.waitFor();
    await layout.getByRole("link", { name: "Check this page" }).click();
    await page.waitForURL(pageUrl(org.host, "/admin/check?page=%2Fservices"));
    await page.getByRole("region", { name: /^Services/ }).waitFor();
    expect(await page.getByRole("region", { name: /^Privacy Policy/ }).count()).toBe(0);
  }, 240_000); // three pages, an editor's save and an axe scan: over 60 s at load 20 on 6 December
});
