import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";

/** "November 24, 2026": a date as the site writes it in English, on the calendar of `timeZone`. */
const longDate = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone }).format(new Date(iso));

/** The organization's time zone, chosen in Global Settings → General, dates the posts a visitor sees. */
describe("Time zone", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const stored = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("is chosen from a searchable list in General, refuses an unknown zone, and the blog shows the post's date in it", async () => {
    const created = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      body: { title: "Night news", content: "<p>Late.</p>", display_config: { display_as_blog_post: true } },
    });
    expect(created.status).toBe(201);
    const iso = String(created.body.created_on);
    // UTC+14 and UTC-11 are 25 hours apart: the post is on a different day in each.
    const east = longDate(iso, "Pacific/Kiritimati");
    const west = longDate(iso, "Pacific/Pago_Pago");
    expect(east).not.toBe(west);
    expect(
      (
        await api(org.host, `/api/organizations/${org.id}`, {
          method: "PUT",
          token: org.owner.token,
          body: { settingsData: { time_zone: "Pacific/Pago_Pago" } },
        })
      ).status,
    ).toBe(200);

    const visitor = await newPage(browser);
    const postDate = () => visitor.page.getByRole("article").filter({ hasText: "Night news" }).locator("time");
    await visitor.page.goto(pageUrl(org.host, "/blog"));
    await expect.poll(() => postDate().textContent()).toBe(west);

    await createNew(page, "Global settings");
    const zone = modal().getByRole("combobox", { name: "Time zone" });
    await zone.waitFor();
    await expect.poll(() => zone.inputValue()).toBe("Pacific/Pago_Pago");
    // The list offers the runtime's zones to pick from.
    await expect.poll(() => zone.getAttribute("list")).toBe(await modal().locator("datalist").getAttribute("id"));
    await expect.poll(() => modal().locator('datalist option[value="Asia/Tokyo"]').count()).toBe(1);
    expect(await axeViolations(page), "General").toEqual([]);

    await zone.fill("Mars/Olympus_Mons");
    await modal().getByRole("button", { name: "Save" }).click();
    await modal().getByRole("alert").filter({ hasText: "Choose a time zone from the list." }).waitFor();
    expect((await stored()).settings.time_zone).toBe("Pacific/Pago_Pago");

    await zone.fill("Pacific/Kiritimati");
    await modal().getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    expect((await stored()).settings.time_zone).toBe("Pacific/Kiritimati");
    expect(await axeViolations(page), "General after saving").toEqual([]);
    await modal().getByRole("button", { name: "Cancel" }).click();
    await modal().waitFor({ state: "detached" });

    await visitor.page.goto(pageUrl(org.host, "/blog"));
    await expect.poll(() => postDate().textContent()).toBe(east);
    await expect.poll(() => postDate().getAttribute("datetime")).toBe(iso);
    await visitor.context.close();
  });
});
