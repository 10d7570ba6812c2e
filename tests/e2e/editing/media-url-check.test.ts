// Issue 9, "Honest messages": a metric's media URL is checked by the server. A
// web page is refused with a message naming what it is; an address that cannot
// be reached is kept only after the user confirms; an address typed without a
// scheme gets https:// added.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, openEditorFrom } from "../../support/browser";
import { api, createOrg, siteUrl, unique } from "../../support/client";
import { variantServer, type SharedServer } from "../../support/variants";

describe("the media URL dialog asks the server what an address is", () => {
  let browser: Browser;
  let allowing: SharedServer;
  let site: http.Server;
  let base: string;

  beforeAll(async () => {
    // A local site answering a web page and an image; the operator lets this server check local addresses.
    site = http.createServer((req, res) => {
      if (req.url === "/photo.png") return res.writeHead(200, { "content-type": "image/png" }).end(req.method === "HEAD" ? undefined : "png");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Our channel</title>");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", () => resolve()));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    [browser, allowing] = await Promise.all([launchBrowser(), variantServer("privateMedia")]);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it("a web page is refused naming what it is; an image is kept; a URL without scheme gets https:// and, unreachable, needs 'Use anyway'", async () => {
    const org = await createOrg(undefined, allowing);
    const title = unique("Gallery ");
    const created = await api(org.host, "/api/template-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", section_title: title },
      port: allowing.port,
    });
    expect(created.status).toBe(201);
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(siteUrl(org.host, "/login", allowing.port));
      await page.getByLabel("Email").fill(org.owner.email);
      await page.getByLabel("Password").fill(org.owner.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(siteUrl(org.host, "/", allowing.port));
      const editor = await openEditorFrom(page, `Edit section: ${title}`, /Edit Template Section/);
      await editor.getByRole("button", { name: "Create metric" }).click();
      const form = page.getByRole("dialog", { name: /^Create metric/ });
      await form.getByRole("button", { name: "Media URL" }).click();
      const dialog = page.getByRole("dialog", { name: "Media URL" });
      const field = dialog.getByLabel("Image or video URL");
      // The metric form's current media URL (the form is hidden from the accessibility tree while the URL dialog is open).
      const mediaUrl = page.getByTestId("metric-media-url");

      // A web page: refused, with what it is.
      await field.fill(`${base}/channel`);
      const [checked] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/media/check")),
        dialog.getByRole("button", { name: "Use URL" }).click(),
      ]);
      expect(await checked.json()).toMatchObject({ kind: "page", accept: "no" });
      const refusal = dialog.getByRole("alert");
      await expect.poll(() => refusal.textContent()).toBe("This address is a web page, not an image or video");
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      // Asking again does not let it through.
      await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/media/check")), dialog.getByRole("button", { name: "Use URL" }).click()]);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => mediaUrl.textContent()).toBe("No media");
      expect(await axeViolations(page)).toEqual([]);

      // An image is what it says: kept.
      await field.fill(`${base}/photo.png`);
      await dialog.getByRole("button", { name: "Use URL" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => mediaUrl.textContent()).toBe(`${base}/photo.png`);

      // No scheme: https:// is added; an address that does not answer is kept only after "Use anyway".
      await form.getByRole("button", { name: "Media URL" }).click();
      await field.fill("photos.invalid/team.jpg");
      await dialog.getByRole("button", { name: "Use URL" }).click();
      const unreachable = dialog.getByRole("alert");
      await unreachable.waitFor();
      await expect.poll(() => unreachable.textContent()).toMatch(/^We could not reach this address( \(\d+\))?\. Use it anyway\?$/);
      await expect.poll(() => mediaUrl.textContent()).toBe(`${base}/photo.png`);
      await dialog.getByRole("button", { name: "Use anyway" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => mediaUrl.textContent()).toBe("https://photos.invalid/team.jpg");
    } finally {
      await context.close();
    }
  }, 240_000);
});
