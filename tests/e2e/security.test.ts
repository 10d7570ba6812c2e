import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, pageUrl } from "../support/browser";
import { createOrg } from "../support/client";

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
      await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 15_000 });
      expect(new URL(page.url()).origin).toBe(origin);
      expect(new URL(page.url()).pathname).toBe("/");
      await context.clearCookies();
    }
    await context.close();
  });
});
