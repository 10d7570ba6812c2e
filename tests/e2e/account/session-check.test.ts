import { beforeAll, describe, expect, it } from "vitest";
import type { Page, Request } from "playwright-core";
import { pageUrl, headerLogin } from "../../support/browser";
import { axeViolations } from "../../support/axe";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage, visitorPage } from "../../support/owner-page";

/** The API requests a page makes, by kind, from the moment this is called. */
function recordApiRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => new URL(request.url()).pathname.startsWith("/api/") && requests.push(request));
  const matching = (test: (url: URL, method: string) => boolean) => requests.filter((r) => test(new URL(r.url()), r.method()));
  return {
    session: () => matching((url) => url.pathname === "/api/session").length,
    sectionList: () => matching((url, method) => method === "GET" && url.pathname === "/api/template-sections").length,
    anySections: () => matching((url) => url.pathname.startsWith("/api/template-sections")).length,
    sectionReads: (id: number) => matching((url, method) => method === "GET" && url.pathname === `/api/template-sections/${id}`).length,
    all: () => requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`),
  };
}

/**
 * One session check per page view (issue 7 §3): the viewer bar and the
 * members-only editing layer share one /api/session answer, and the editor
 * takes the page's sections from the HTML instead of asking for them as JSON.
 */
describe("one session check per page view", () => {
  let org: TestOrg;
  let sectionId = 0;
  const title = unique("Built for teams ");

  beforeAll(async () => {
    org = await createOrg();
    const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sectionId = created.body.id;
  });

  it("a visitor's view of the home page asks for the session once and for no sections", async () => {
    const { context, page } = await visitorPage();
    const requests = recordApiRequests(page);
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.text().catch(() => "")));
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/session");
    await page.goto(pageUrl(org.host, "/"));
    expect((await session).status()).toBe(200);
    await headerLogin(page).waitFor();
    await page.getByRole("heading", { level: 2, name: title }).waitFor();
    await page.waitForLoadState("networkidle");

    expect(requests.session(), requests.all().join("\n")).toBe(1);
    expect(requests.anySections(), requests.all().join("\n")).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: /Edit section|New section/ }).count()).toBe(0);
    // No editor code either.
    expect((await Promise.all(scripts)).some((text) => text.includes("Edit Template Section"))).toBe(false);
    await context.close();
  });

  it("an owner's view asks for the session once and takes the sections from the HTML; opening an editor loads that section, and saving works", async () => {
    const { page } = await ownerPage(org);
    // The view the sign-in lands on has had its answer, so none of its requests is counted below.
    await page.getByTestId("viewer-role").waitFor();

    // A fresh page view, counted from its start.
    const requests = recordApiRequests(page);
    await page.goto(pageUrl(org.host, "/"));
    const role = page.getByTestId("viewer-role");
    await role.waitFor();
    await expect.poll(() => role.getAttribute("data-role")).toBe("owner");
    const edit = page.getByRole("button", { name: `Edit section: ${title}` });
    await edit.waitFor();
    await page.getByRole("button", { name: "New section" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(requests.session(), requests.all().join("\n")).toBe(1);
    expect(requests.anySections(), requests.all().join("\n")).toBe(0);

    // A failed load: the button is busy while it runs, then a toast says why and no editor opens.
    // The answer is held until the busy state has been seen, then released: no timing guess.
    const read = `**/api/template-sections/${sectionId}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(read, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Database unavailable" }) });
    });
    await edit.click();
    await expect.poll(() => edit.getAttribute("aria-busy")).toBe("true");
    release();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Database unavailable" }).waitFor();
    await expect.poll(() => edit.getAttribute("aria-busy")).toBeNull();
    await expect.poll(() => page.getByRole("dialog", { name: "Edit Template Section" }).count()).toBe(0);
    await page.unroute(read);

    // Opening the editor loads that one section, fresh.
    const elsewhere = await api(org.host, `/api/template-sections/${sectionId}`, {
      method: "PUT",
      token: org.owner.token,
      body: { section_description: "<p>Changed elsewhere</p>" },
    });
    expect(elsewhere.status).toBe(200);
    const before = requests.sectionReads(sectionId);
    const [loaded] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/template-sections/${sectionId}` && r.request().method() === "GET"),
      edit.click(),
    ]);
    expect(loaded.status()).toBe(200);
    expect(requests.sectionReads(sectionId)).toBe(before + 1);
    const editor = page.getByRole("dialog", { name: "Edit Template Section" });
    await editor.waitFor();
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe(title);
    await expect.poll(() => editor.getByLabel("Section description").textContent()).toBe("Changed elsewhere");

    // An accessibility scan of the page with the editor open.
    expect(await axeViolations(page)).toEqual([]);

    // Save: the page is rendered again from the server and shows the new title; still no list and no second session check.
    const renamed = `${title} (renamed)`;
    await editor.getByLabel("Section title").fill(renamed);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/template-sections/${sectionId}` && r.request().method() === "PUT"),
      editor.getByRole("button", { name: "Update" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Section updated" }).waitFor();
    await editor.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 2, name: renamed }).waitFor();
    await page.getByRole("button", { name: `Edit section: ${renamed}` }).waitFor();
    expect((await api(org.host, `/api/template-sections/${sectionId}`)).body).toMatchObject({
      section_title: renamed,
      section_description: "<p>Changed elsewhere</p>",
    });
    expect(requests.session(), requests.all().join("\n")).toBe(1);
    expect(requests.sectionList(), requests.all().join("\n")).toBe(0);
  });
});
