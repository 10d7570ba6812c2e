import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { saveCookieCategories, saveSettingsList } from "../../support/fixtures";
import { ownerPage } from "../../support/owner-page";
import { announced, moveUntil } from "../../support/sortable";

/** Global Settings → Banners and Cookies (spec/site-admin.md §2.9; the fields of spec/visitor.md §3), as an owner uses them. */
describe("Global Settings: banners and cookie services", () => {
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const tab = (name: string) => modal().getByRole("tab", { name, exact: true });
  const stored = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
  // Each item's title button (its row's first line), not the open item's disclosures (a colour's palette).
  const names = (list: Locator) => list.locator("[data-list-item] > div > div:first-child > button[aria-expanded]").allTextContents();
  const saveAndWait = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`),
      modal().getByRole("button", { name: "Save" }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).last().waitFor();
    await modal().getByText("Unsaved changes").waitFor({ state: "detached" });
  };
  const openSettings = async (name: string) => {
    await createNew(page, "Global settings");
    await tab(name).click();
  };
  const reopen = async (name: string) => {
    await modal().getByRole("button", { name: "Cancel" }).click();
    await modal().waitFor({ state: "detached" });
    await createNew(page, "Global settings");
    await tab(name).click();
  };

  /** The banners as the first journey saves them (the new one first, the stored text edited). */
  const SAVED_BANNERS = [
    {
      position: "bottom",
      type: "closed",
      is_enabled: false,
      content: { text: "Spring sale: 20% off", icon: "megaphone", link: { url: "https://shop.example/sale", label: "Shop now", isExternal: true } },
      open_state: "right-30",
      dismissal_duration: "3 days",
      page_paths: ["/offers", "/"],
      is_fixed_above_navbar: true,
      start_date: "2031-04-01T00:00:00.000Z",
      end_date_promotion: "2031-05-01T09:30:00.000Z",
      end_date_promotion_is_displayed: true,
    },
    { content: { text: "Closed on Mondays" } },
    { content: { customContent: "<p>Free <strong>delivery</strong> today</p>" } },
  ];

  beforeAll(async () => {
    org = await createOrg();
    // The organization schedules in Tokyo; the owner's browser is in New York.
    const { body } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const seeded = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { version: body.version, settingsData: { time_zone: "Asia/Tokyo" } },
    });
    expect(seeded.status).toBe(200);
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org, { context: { timezoneId: "America/New_York", reducedMotion: "reduce" } }));
  });

  it("lists stored banners by their text; adds, edits and reorders banners with every field; saves them all", async () => {
    // Banners stored before: one with its text, one with custom HTML only.
    await saveSettingsList(org, "banners", [
      { content: { text: "Closed on Monday" } },
      { content: { customContent: "<p>Free <strong>delivery</strong> today</p>" } },
    ]);
    await openSettings("Banners");
    const banners = modal().getByRole("region", { name: "Banners" });
    await expect.poll(() => names(banners)).toEqual(["Closed on Monday", "Free delivery today"]);

    // A new banner with every field of the spec, in plain words.
    await banners.getByRole("button", { name: "Add banner" }).click();
    await banners.getByLabel("Text", { exact: true }).fill("Spring sale: 20% off");
    await banners.getByRole("checkbox", { name: "Shown on the site" }).uncheck();
    await banners.getByLabel("Position").selectOption({ label: "Bottom of the page" });
    await banners.getByLabel("Closing", { exact: true }).selectOption({ label: "Visitors can close it" });
    await banners.getByLabel("Icon name").fill("megaphone");
    await banners.getByLabel("Expands to").selectOption({ label: "Right 30% of the screen" });
    await banners.getByLabel("Link address").fill("https://shop.example/sale");
    await banners.getByLabel("Link text").fill("Shop now");
    await banners.getByRole("checkbox", { name: "Link opens in a new tab" }).check();
    await banners.getByRole("checkbox", { name: "Fixed above the navigation bar" }).check();
    await banners.getByLabel("Stays hidden after closing for").fill("3 days");
    await banners.getByLabel("Shown on these pages").fill("/offers\n/");
    await banners.getByLabel("Starts").fill("2031-04-01T09:00");
    await banners.getByLabel("Promotion ends").fill("2031-05-01T18:30");
    // Times are typed in the organization's zone, not the browser's, and it says so.
    await expect.poll(() => banners.getByLabel("Promotion ends").getAttribute("aria-describedby")).toBeTruthy();
    await expect.poll(() => banners.getByText("Times in Asia/Tokyo").count()).toBe(2);
    await banners.getByRole("checkbox", { name: "Show a countdown to the end" }).check();
    expect(await axeViolations(page), "a banner open").toEqual([]);

    // The stored banner's text is edited.
    await banners.getByRole("button", { name: "Closed on Monday", exact: true }).click();
    await banners.getByLabel("Text", { exact: true }).fill("Closed on Mondays");

    // The new banner moves to the top with the keyboard.
    const region = banners.locator('[data-live-region="banners"]');
    await banners.getByRole("button", { name: "Reorder Spring sale: 20% off" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(region)).toMatch(/^(Picked up Spring sale: 20% off, position 3 of 3\.|Spring sale: 20% off is over position 3 of 3\.)$/);
    await moveUntil(page, region, "ArrowUp", "Spring sale: 20% off is over position 2 of 3.");
    await moveUntil(page, region, "ArrowUp", "Spring sale: 20% off is over position 1 of 3.");
    await page.keyboard.press("Space");
    await expect.poll(() => announced(region)).toBe("Spring sale: 20% off dropped at position 1 of 3.");
    await expect.poll(() => names(banners)).toEqual(["Spring sale: 20% off", "Closed on Mondays", "Free delivery today"]);

    await saveAndWait();
    const saved = (await stored()).banners;
    expect(saved.map((b: { content: { text?: string } }) => b.content.text)).toEqual(["Spring sale: 20% off", "Closed on Mondays", undefined]);
    expect(saved[0]).toMatchObject(SAVED_BANNERS[0]!);
    expect(saved[2].content.customContent).toBe(SAVED_BANNERS[2]!.content.customContent);
  });

  it("shows the saved banners when reopened", async () => {
    await saveSettingsList(org, "banners", SAVED_BANNERS);
    const banners = modal().getByRole("region", { name: "Banners" });
    await openSettings("Banners");
    await expect.poll(() => names(banners)).toEqual(["Spring sale: 20% off", "Closed on Mondays", "Free delivery today"]);
    await banners.getByRole("button", { name: "Spring sale: 20% off", exact: true }).click();
    await expect.poll(() => banners.getByLabel("Text", { exact: true }).inputValue()).toBe("Spring sale: 20% off");
    await expect.poll(() => banners.getByLabel("Position").inputValue()).toBe("bottom");
    await expect.poll(() => banners.getByLabel("Expands to").inputValue()).toBe("right-30");
    await expect.poll(() => banners.getByLabel("Link address").inputValue()).toBe("https://shop.example/sale");
    await expect.poll(() => banners.getByRole("checkbox", { name: "Link opens in a new tab" }).isChecked()).toBe(true);
    await expect.poll(() => banners.getByRole("checkbox", { name: "Shown on the site" }).isChecked()).toBe(false);
    await expect.poll(() => banners.getByLabel("Stays hidden after closing for").inputValue()).toBe("3 days");
    await expect.poll(() => banners.getByLabel("Shown on these pages").inputValue()).toBe("/offers\n/");
    await expect.poll(() => banners.getByLabel("Starts").inputValue()).toBe("2031-04-01T09:00");
    await expect.poll(() => banners.getByLabel("Promotion ends").inputValue()).toBe("2031-05-01T18:30");
    await expect.poll(() => banners.getByRole("checkbox", { name: "Show a countdown to the end" }).isChecked()).toBe(true);
  });

  it("shows a refused save's message without covering Save and Cancel, on a wide and a narrow screen", async () => {
    const banners = modal().getByRole("region", { name: "Banners" });
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    await saveSettingsList(org, "banners", SAVED_BANNERS);
    await openSettings("Banners");
    await banners.getByRole("button", { name: "Add banner" }).click();
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const [refused] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`),
        modal().getByRole("button", { name: "Save" }).click(),
      ]);
      expect(refused.status()).toBe(400);
      await modal().getByRole("alert").filter({ hasText: "Banner 4: Please enter the banner's text" }).waitFor();
      const message = "Banner 4: Please enter the banner's text";
      await page.locator("[data-sonner-toast][data-type=error][data-mounted=true]").filter({ hasText: message }).first().waitFor();
      // The toasts shown and the buttons, measured at one moment (a toast leaves after a few seconds).
      const { toasts, buttons } = await page.evaluate((text) => {
        const rect = (element: Element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        const footer = document.querySelector('[role="dialog"] [data-modal-footer]')!;
        return {
          toasts: Array.from(document.querySelectorAll('[data-sonner-toast][data-type=error][data-mounted=true]:not([data-removed="true"])'))
            .filter((toast) => toast.textContent?.includes(text))
            .map(rect),
          buttons: Array.from(footer.querySelectorAll("button"))
            .filter((button) => ["Save", "Cancel"].includes(button.textContent!.trim()))
            .map((button) => ({ name: button.textContent!.trim(), ...rect(button) })),
        };
      }, message);
      expect(toasts.length).toBeGreaterThan(0);
      expect(buttons.map((b) => b.name)).toEqual(["Cancel", "Save"]);
      for (const toast of toasts)
        for (const button of buttons) expect(overlaps(toast, button), `the toast over ${button.name} at ${viewport.width} px`).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await stored()).banners).toHaveLength(3);
    await banners.getByRole("button", { name: "Delete New banner" }).click();
  });

  it("adds a cookie category with services (name, description, active); saved", async () => {
    await saveCookieCategories(org, []);
    await openSettings("Cookies");
    const categories = modal().getByRole("region", { name: "Cookie categories" });
    await categories.getByRole("button", { name: "Add cookie category" }).click();
    await categories.getByLabel("Category name").fill("Analytics");
    await categories.getByLabel("Description").first().fill("How visitors use the site");
    const services = categories.getByRole("region", { name: "Services" });
    for (const [name, description] of [
      ["Plausible", "Counts visits without cookies"],
      ["Matomo", "Self-hosted statistics"],
    ]) {
      await services.getByRole("button", { name: "Add service" }).click();
      await services.getByLabel("Service name").fill(name!);
      await services.getByLabel("Description").fill(description!);
    }
    await services.getByRole("checkbox", { name: "Active" }).check();
    expect(await axeViolations(page), "a cookie service open").toEqual([]);
    await saveAndWait();
    const category = (await stored()).cookie_categories[0];
    expect(category).toMatchObject({ name: "Analytics", description: "How visitors use the site" });
    expect(category.cookie_service.map((s: { name: string; description: string; active: boolean }) => [s.name, s.description, s.active])).toEqual([
      ["Plausible", "Counts visits without cookies", false],
      ["Matomo", "Self-hosted statistics", true],
    ]);
  });

  it("changes, deletes and adds a category's services after reopening", async () => {
    const categories = modal().getByRole("region", { name: "Cookie categories" });
    const services = categories.getByRole("region", { name: "Services" });
    await saveCookieCategories(org, [
      {
        name: "Analytics",
        description: "How visitors use the site",
        cookie_service: [
          { name: "Plausible", description: "Counts visits without cookies", active: false },
          { name: "Matomo", description: "Self-hosted statistics", active: true },
        ],
      },
    ]);
    const category = (await stored()).cookie_categories[0];
    await openSettings("Cookies");
    await categories.getByRole("button", { name: "Analytics", exact: true }).click();
    await expect.poll(() => names(services)).toEqual(["Plausible", "Matomo"]);
    await services.getByRole("button", { name: "Matomo", exact: true }).click();
    await expect.poll(() => services.getByLabel("Description").inputValue()).toBe("Self-hosted statistics");
    await expect.poll(() => services.getByRole("checkbox", { name: "Active" }).isChecked()).toBe(true);
    await services.getByRole("checkbox", { name: "Active" }).uncheck();
    await services.getByLabel("Service name").fill("Matomo Cloud");
    await services.getByRole("button", { name: "Delete Plausible" }).click();
    await services.getByRole("button", { name: "Add service" }).click();
    await services.getByLabel("Service name").fill("Session");
    await services.getByRole("checkbox", { name: "Active" }).check();
    await saveAndWait();
    const after = (await stored()).cookie_categories[0];
    expect(after.cookie_service.map((s: { id: number; name: string; description: string; active: boolean }) => [s.name, s.description, s.active])).toEqual([
      ["Matomo Cloud", "Self-hosted statistics", false],
      ["Session", "", true],
    ]);
    expect(after.cookie_service[0].id).toBe(category.cookie_service[1].id);
    await reopen("Cookies");
    await categories.getByRole("button", { name: "Analytics", exact: true }).click();
    await expect.poll(() => names(services)).toEqual(["Matomo Cloud", "Session"]);
  });
});
