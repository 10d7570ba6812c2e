import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { pageUrl } from "../../support/browser";
import { api, createOrg, member, signUp, type TestOrg } from "../../support/client";
import { memberPage, visitorPage } from "../../support/owner-page";

/** /admin (spec/site-admin.md §2.1; issue 18 item 12): the members' dashboard. */
describe("the members' dashboard at /admin", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg();
    const created = await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "About us", slug: "about-us" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it("is rendered for the person asking and never shared: a visitor is sent to sign in and back, a member's page is private", async () => {
    for (let i = 0; i < 2; i++) {
      const visitor = await api(org.host, "/admin");
      expect(visitor.status).toBe(307);
      expect(visitor.headers.get("location")).toBe("/login?next=%2Fadmin");
    }
    const owner = await api<string>(org.host, "/admin", { token: org.owner.token });
    expect(owner.status).toBe(200);
    expect(owner.body).toContain("Dashboard");
    expect(owner.headers.get("cache-control")).toMatch(/private/);
    expect(owner.headers.get("cache-control")).toMatch(/no-store/);
    expect(owner.body).toContain('name="robots" content="noindex, nofollow"');
    // After the owner's visit, a visitor still gets the redirect, not the owner's page.
    expect((await api(org.host, "/admin")).status).toBe(307);
  });

  it("an owner signs in from /admin, comes back, and opens the editors and lists from it with the keyboard", async () => {
    const { context, page } = await visitorPage();
    try {
      await page.goto(pageUrl(org.host, "/admin"));
      await page.waitForURL(pageUrl(org.host, "/login?next=%2Fadmin"));
      await page.getByLabel("Email").fill(org.owner.email);
      await page.getByLabel("Password").fill(org.owner.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(pageUrl(org.host, "/admin"));
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      for (const group of ["Your site", "Create", "Pages", "Posts", "Settings", "Team"]) await page.getByRole("heading", { level: 2, name: group }).waitFor();
      const section = (name: string) => page.getByRole("region", { name });
      for (const name of ["View the site", "Site map", "Header", "Footer", "Home page layout"])
        await section("Your site").getByRole("link", { name, exact: true }).waitFor();
      for (const name of ["New page", "New post", "New section on the home page", "New heading on the home page"])
        await section("Create").getByRole("link", { name, exact: true }).waitFor();
      await expect.poll(() => section("Pages").getByRole("link", { name: "About us", exact: true }).getAttribute("href")).toBe("/about-us");
      await expect.poll(() => section("Pages").getByRole("link", { name: "Layout of About us" }).getAttribute("href")).toBe("/about-us#open=page-layout");
      for (const name of ["Blog", "Help center"]) await section("Posts").getByRole("link", { name, exact: true }).waitFor();
      for (const name of ["General", "Hero section", "Products", "Features", "FAQs", "Banners", "Menu", "Blog", "Cookies", "Meeting types"])
        await section("Settings").getByRole("link", { name, exact: true }).waitFor();
      await section("Team").getByRole("link", { name: "Members, roles and invitations" }).waitFor();
      // No site chrome here (spec §2.2).
      await expect.poll(() => page.getByRole("button", { name: "Create New" }).count()).toBe(0);

      // A settings tab, from the keyboard: Global Settings opens on it.
      await section("Settings").getByRole("link", { name: "FAQs", exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(pageUrl(org.host, "/"));
      const settings = page.getByRole("dialog", { name: /^Global Settings/ });
      await settings.waitFor();
      await expect.poll(() => settings.getByRole("tab", { name: "FAQs", exact: true }).getAttribute("aria-selected")).toBe("true");
      expect(page.url()).toBe(pageUrl(org.host, "/"));
      await settings.getByRole("button", { name: "Cancel" }).click();
      await settings.waitFor({ state: "detached" });

      // The page layout of a page, from its link.
      await page.goto(pageUrl(org.host, "/admin"));
      await section("Pages").getByRole("link", { name: "Layout of About us" }).click();
      await page.waitForURL(pageUrl(org.host, "/about-us"));
      await page.getByRole("dialog", { name: "Manage Page Layout" }).waitFor();

      // The header editor.
      await page.goto(pageUrl(org.host, "/admin"));
      await section("Your site").getByRole("link", { name: "Header", exact: true }).click();
      await page
        .getByRole("dialog", { name: /header/i })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows an editor (content only) pages, posts and new blocks, without settings or team", async () => {
    const editor = await member(org, "editor");
    const { context, page } = await memberPage(org, editor, { path: "/admin" });
    try {
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      await page.getByText(`Signed in as ${editor.email}, editor`).waitFor();
      for (const group of ["Your site", "Create", "Pages", "Posts"]) await page.getByRole("heading", { level: 2, name: group }).waitFor();
      await expect.poll(() => page.getByRole("heading", { level: 2, name: "Settings" }).count()).toBe(0);
      await expect.poll(() => page.getByRole("heading", { level: 2, name: "Team" }).count()).toBe(0);
      await expect.poll(() => page.getByRole("link", { name: "Header", exact: true }).count()).toBe(0);
      await page.getByRole("link", { name: "New page" }).click();
      await page.getByRole("dialog", { name: /Create Page/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("tells a signed-in customer plainly that they have no access, with the way home", async () => {
    const customer = await signUp(org.host);
    const { context, page } = await memberPage(org, customer, { path: "/admin" });
    try {
      await page.getByRole("heading", { level: 1, name: "No access" }).waitFor();
      await page.getByText(`You are signed in as ${customer.email}, but you are not a member of`).waitFor();
      await page.getByRole("link", { name: "Back to the home page" }).waitFor();
      await expect.poll(() => page.getByRole("link", { name: "Site map" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
