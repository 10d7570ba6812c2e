import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, openEditorFrom, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { takeCspViolations } from "../../support/csp";
import { ownerPage, visitorPage } from "../../support/owner-page";

describe("the redirect after sign-in", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("stays on the site for a hostile ?next=", async () => {
    const org = await createOrg();
    const { context, page } = await newPage(browser);
    const origin = new URL(pageUrl(org.host)).origin;
    for (const next of ["/%5Cevil.example/x", "/%09/evil.example/x"]) {
      await page.goto(pageUrl(org.host, `/login?next=${next}`));
      await page.getByLabel("Email").fill(org.owner.email);
      await page.getByLabel("Password").fill(org.owner.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      expect(new URL(page.url()).origin).toBe(origin);
      expect(new URL(page.url()).pathname).toBe("/");
      await context.clearCookies();
    }
    await context.close();
  });
});

/** The Content-Security-Policy (issue 18 item 7): scripts from this origin and the page's own inline scripts only. */
describe("the Content-Security-Policy in the browser", () => {
  let browser: Browser;
  let org: TestOrg;
  const post = unique("trail-notes-").toLowerCase();
  const landing = unique("summer-offer-").toLowerCase();

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    for (const body of [
      { title: "Trail notes", slug: post, content: "<h2>Getting there</h2><p>Take the early bus.</p>", display_config: { display_as_blog_post: true } },
      {
        title: "Summer offer",
        slug: landing,
        content: '<section class="p-8"><h1>Summer offer</h1><p style="color:#1d4ed8">Two nights for one.</p></section>',
        display_config: { type: "landing" },
      },
    ]) {
      expect((await api(org.host, "/api/posts", { method: "POST", token: org.owner.token, body })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("refuses a script injected into a page, and the tests hear of it", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(pageUrl(org.host, "/"));
    const refused = context.waitForEvent("console", (message) => /Content Security Policy/.test(message.text()));
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await refused;
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // The page's own event reaches the tests too (what every journey's guard reads).
    await expect.poll(() => takeCspViolations().some((text) => text.includes("script-src-elem refused inline"))).toBe(true);
    await context.close();
  });

  it("lets a visitor use the public site and a landing page, and the owner the post editor and its landing preview, with no violation", async () => {
    let { page } = await visitorPage();
    // The page's scripts run: the islands entry and its chunks (this origin's modules), or on the App
    // Router's page Next's inline payload and bootstrap (allowed by their hashes); it asks for the session.
    const hydrated = page.waitForRequest((request) => request.url().includes("/api/session"));
    await page.goto(pageUrl(org.host, "/blog"));
    await hydrated;
    expect(
      await page.evaluate(() => document.documentElement.dataset.islandsReady === "" || Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)),
    ).toBe(true);
    // A link to a post (a client-side navigation on the App Router's page, a document on the islands').
    await page.getByRole("link", { name: "Trail notes" }).first().click();
    await page.waitForURL(pageUrl(org.host, `/${post}`));
    await page.getByRole("heading", { level: 2, name: "Getting there" }).waitFor();
    await page.goto(pageUrl(org.host, `/${landing}`));
    await page.getByRole("heading", { level: 1, name: "Summer offer" }).waitFor();
    expect(takeCspViolations()).toEqual([]);

    // The landing page's editor: the code view and its sandboxed live preview.
    ({ page } = await ownerPage(org, { path: `/${landing}` }));
    const editor = await openEditorFrom(page, "Edit post", /Edit Post/);
    const code = editor.getByLabel("Page HTML");
    await code.fill('<section class="p-8"><h1>Autumn offer</h1><p>Three nights for two.</p></section>');
    await page.frameLocator('[data-testid="landing-preview"]').getByRole("heading", { name: "Autumn offer" }).waitFor();
    await editor.getByRole("button", { name: "Update" }).click();
    await page.getByRole("heading", { level: 1, name: "Autumn offer" }).waitFor();
    // The rich text editor (TipTap) of a blog post.
    await page.goto(pageUrl(org.host, `/${post}`));
    const postEditor = await openEditorFrom(page, "Edit post", /Edit Post/);
    await postEditor.getByRole("textbox", { name: "Content" }).locator("p").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Or walk from the station.");
    await postEditor.getByRole("button", { name: "Update" }).click();
    await page.getByText("Take the early bus. Or walk from the station.").waitFor();
    expect(takeCspViolations()).toEqual([]);
  });
});
