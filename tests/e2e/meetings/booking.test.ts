import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { saveSettingsList } from "../../support/fixtures";
import { bookingWeek, fullDate, meetingsOrg, openMeetings, pinnedPage, slotsOn } from "./support";

/** Journeys through several views and a second visitor: room for a busy machine (each takes 10 to 20 s on a quiet one). */
const JOURNEY = { timeout: 240_000 };

/**
 * The Meetings modal for visitors (issue 23, spec/visitor.md "Meeting widget", §4, §5, §8):
 * a visitor books from the month view, the time is gone for the next visitor, a time taken
 * meanwhile answers "This time is no longer available"; an organization without types and a
 * failed load say so in the spec's words. The browser's clock is pinned to a Monday morning.
 */
describe("booking a meeting from the floating button", () => {
  let browser: Browser;
  let org: TestOrg;
  const week = bookingWeek();

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(undefined, undefined, { language: "en" });
    await meetingsOrg(org);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a visitor picks a day in the month view by keyboard, books a time, and the next visitor no longer sees it", JOURNEY, async () => {
    const [first, second] = (await slotsOn(org, week.tuesday)).filter((slot) => slot.available);
    const { page, close } = await pinnedPage(browser, week.now);
    try {
      const slotCalls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/meetings/available-slots?")) slotCalls.push(request.url());
      });
      const monthAsked = page.waitForResponse(
        (response) => response.url().includes("/api/meetings/available-slots?") && response.url().includes("start_date="),
      );
      const dialog = await openMeetings(page, org);
      // The month view: weeks from Sunday, today (the pinned Monday) holds the focus.
      const grid = dialog.getByRole("grid");
      await grid.waitFor();
      // The month's slots come in one call; days with a free time are marked (a dot, and named so), the others cannot be chosen.
      expect((await monthAsked).status()).toBe(200);
      const freeTuesday = grid.getByRole("button", { name: `Available times on ${fullDate(week.tuesday)}`, exact: true });
      await freeTuesday.waitFor();
      await expect.poll(() => freeTuesday.getAttribute("aria-disabled")).toBeNull();
      await expect.poll(() => freeTuesday.locator("[data-free-dot]").count()).toBe(1);
      await grid.getByRole("button", { name: `Available times on ${fullDate(week.monday)}, today`, exact: true }).waitFor();
      const closedSunday = grid.getByRole("button", { name: fullDate(week.sunday), exact: true });
      await expect.poll(() => closedSunday.getAttribute("aria-disabled")).toBe("true");
      await expect.poll(() => closedSunday.locator("[data-free-dot]").count()).toBe(0);
      expect(slotCalls).toHaveLength(1);
      const headers = await grid.getByRole("columnheader").allTextContents();
      expect(headers).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
      await expect.poll(() => grid.getByRole("row").nth(1).getByRole("button").first().getAttribute("aria-label")).toMatch(/^Sunday, /);
      const today = grid.getByRole("button", { name: `${fullDate(week.monday)}, today` });
      await expect.poll(() => today.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => today.getAttribute("tabindex")).toBe("0");
      expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);

      // Arrow right, Enter: Tuesday's times.
      await page.keyboard.press("ArrowRight");
      const tuesday = grid.getByRole("button", { name: fullDate(week.tuesday) });
      await expect.poll(() => tuesday.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      const times = dialog.getByRole("region", { name: `Available times on ${fullDate(week.tuesday)}` });
      await times.locator(`[data-slot="${second.start}"]`).click();

      // The form: focus on Name; empty fields are named in the spec's words, and clear when changed.
      const form = dialog.getByRole("form", { name: "Your details" });
      const name = form.getByRole("textbox", { name: "Name" });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      await form.getByRole("button", { name: "Book meeting" }).click();
      await form.getByText("Please correct the errors below and try again.").waitFor();
      await expect.poll(() => form.getByText("Name is required").count()).toBe(1);
      await expect.poll(() => form.getByText("Email is required").count()).toBe(1);
      await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
      expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);
      await name.fill("Vera Visitor");
      await expect.poll(() => name.getAttribute("aria-invalid")).toBeNull();
      await expect.poll(() => form.getByText("Name is required").count()).toBe(0);
      const email = form.getByRole("textbox", { name: "Email" });
      await email.fill("vera@example");
      await form.getByRole("button", { name: "Book meeting" }).click();
      await form.getByText("Please enter a valid email address").waitFor();
      await email.fill("vera@example.com");

      const posted = page.waitForRequest((request) => request.url().endsWith("/api/meetings/bookings") && request.method() === "POST");
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/meetings/bookings") && response.request().method() === "POST");
      await form.getByRole("button", { name: "Book meeting" }).click();
      const request = await posted;
      expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
      expect(request.postDataJSON()).toMatchObject({
        customer_name: "Vera Visitor",
        customer_email: "vera@example.com",
        scheduled_at: second.start,
        organization_id: org.id,
      });
      expect((await answered).status()).toBe(201);

      // Back on the calendar with the confirmation; the booked time is gone, the others stay.
      const booked = dialog.getByRole("status").filter({ hasText: "Your meeting is booked for" });
      await booked.waitFor();
      await expect.poll(() => booked.textContent()).toContain("vera@example.com");
      await times.locator(`[data-slot="${first.start}"]`).waitFor();
      await expect.poll(() => times.locator(`[data-slot="${second.start}"]`).count()).toBe(0);
      // Name and email are kept for the next booking.
      await times.locator(`[data-slot="${first.start}"]`).click();
      await expect.poll(() => name.inputValue()).toBe("Vera Visitor");
      await expect.poll(() => email.inputValue()).toBe("vera@example.com");
    } finally {
      await close();
    }

    // The next visitor: the time is not offered.
    expect((await slotsOn(org, week.tuesday)).find((slot) => slot.start === second.start)?.available).toBe(false);
    const next = await pinnedPage(browser, week.now);
    try {
      const dialog = await openMeetings(next.page, org);
      const grid = dialog.getByRole("grid");
      // A day without free times (Sunday) cannot be chosen: it is disabled, takes the focus by keyboard, and Enter leaves today chosen.
      const sunday = grid.getByRole("button", { name: fullDate(week.sunday), exact: true });
      await grid.locator(`button[data-day="${week.sunday}"][aria-disabled="true"]`).waitFor();
      await expect.poll(() => sunday.isDisabled()).toBe(true);
      const today = grid.getByRole("button", { name: `${fullDate(week.monday)}, today` });
      await expect.poll(() => today.evaluate((el) => el === document.activeElement)).toBe(true);
      await next.page.keyboard.press("ArrowLeft");
      await expect.poll(() => sunday.evaluate((el) => el === document.activeElement)).toBe(true);
      await next.page.keyboard.press("Enter");
      await expect.poll(() => grid.locator(`td:has(> button[data-day="${week.sunday}"])`).getAttribute("aria-selected")).toBe("false");
      await expect.poll(() => grid.getByRole("gridcell", { selected: true }).getByRole("button").getAttribute("data-day")).toBe(week.monday);
      await dialog.getByRole("region", { name: `Available times on ${fullDate(week.monday)}` }).waitFor();
      await grid.getByRole("button", { name: `Available times on ${fullDate(week.tuesday)}`, exact: true }).click();
      const times = dialog.getByRole("region", { name: `Available times on ${fullDate(week.tuesday)}` });
      await times.locator(`[data-slot="${first.start}"]`).waitFor();
      await expect.poll(() => times.locator(`[data-slot="${second.start}"]`).count()).toBe(0);
    } finally {
      await next.close();
    }
  });

  it("shows the week and day views from Sunday, and a time taken meanwhile says so and is gone", JOURNEY, async () => {
    const slots = (await slotsOn(org, week.wednesday)).filter((slot) => slot.available);
    const taken = slots[0];
    const { page, close } = await pinnedPage(browser, week.now);
    try {
      const dialog = await openMeetings(page, org);
      await dialog.getByRole("button", { name: "Week", exact: true }).click();
      const grid = dialog.getByRole("grid");
      await expect.poll(() => grid.getByRole("button").first().getAttribute("aria-label")).toBe(fullDate(week.sunday));
      const wednesday = dialog.getByRole("region", { name: /^Wed / });
      await wednesday.locator(`[data-slot="${taken.start}"]`).waitFor();
      expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);

      await dialog.getByRole("button", { name: "Day", exact: true }).click();
      await dialog.getByRole("region", { name: `Available times on ${fullDate(week.monday)}` }).waitFor();
      await dialog.getByRole("button", { name: "Next day" }).click();
      await dialog.getByRole("button", { name: "Next day" }).click();
      const day = dialog.getByRole("region", { name: `Available times on ${fullDate(week.wednesday)}` });
      await day.locator(`[data-slot="${taken.start}"]`).click();
      const form = dialog.getByRole("form", { name: "Your details" });
      await form.getByRole("textbox", { name: "Name" }).fill("Late Larry");
      await form.getByRole("textbox", { name: "Email" }).fill("larry@example.com");

      // Someone else books that time first.
      const other = await api(org.host, "/api/meetings/bookings", {
        method: "POST",
        body: {
          organization_id: org.id,
          customer_name: "Quick Quinn",
          customer_email: "quinn@example.com",
          meeting_type_id: (await api(org.host, `/api/meetings/types?organization_id=${org.id}`)).body.meeting_types[0].id,
          scheduled_at: taken.start,
        },
        headers: { "x-forwarded-for": "10.9.8.7" },
      });
      expect(other.status).toBe(201);

      const answered = page.waitForResponse((response) => response.url().endsWith("/api/meetings/bookings") && response.request().method() === "POST");
      await form.getByRole("button", { name: "Book meeting" }).click();
      expect((await answered).status()).toBe(409);
      await dialog.getByRole("alert").filter({ hasText: "This time is no longer available" }).waitFor();
      await day.locator(`[data-slot="${slots[1].start}"]`).waitFor();
      await expect.poll(() => day.locator(`[data-slot="${taken.start}"]`).count()).toBe(0);
      expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);

      // Escape closes the modal; the button has the focus again.
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Schedule Meeting");
    } finally {
      await close();
    }
  });

  it(
    "shows no button on a site without a meeting to book; says 'No Meeting Types Available' when the types went meanwhile, and 'Failed to load meeting types' when the load fails",
    JOURNEY,
    async () => {
      const empty = await createOrg(undefined, undefined, { language: "en" });
      const { page, close } = await pinnedPage(browser, week.now);
      try {
        // A site without meeting types: the other floating button (help) comes, Schedule Meeting never.
        await page.goto(pageUrl(empty.host, "/"));
        await page.getByRole("button", { name: "Help", exact: true }).waitFor();
        // Every widget's code the layer asked for has come (the help button's came with the rest).
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("button", { name: "Schedule Meeting" }).count()).toBe(0);

        // The page was opened while a type was bookable; the owner turned it off before the visitor pressed.
        await saveSettingsList(empty, "meeting_types", [{ name: "Call", duration_minutes: 30, is_active: true, is_customer_choice: true }]);
        await page.goto(pageUrl(empty.host, "/"));
        const button = page.getByRole("button", { name: "Schedule Meeting" });
        await button.waitFor();
        await saveSettingsList(empty, "meeting_types", [{ name: "Call", duration_minutes: 30, is_active: false, is_customer_choice: true }]);
        await button.click();
        const dialog = page.getByRole("dialog", { name: "Schedule Meeting" });
        await dialog.getByText("No Meeting Types Available").waitFor();
        await dialog.getByText("Please check your organization settings or contact support.").waitFor();
        expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);
        await page.keyboard.press("Escape");

        const typesCall = (url: URL) => url.pathname === "/api/meetings/types";
        await page.route(typesCall, (route) => route.abort());
        const failed = await openMeetings(page, org);
        const alert = failed.getByRole("alert");
        await alert.getByText("Failed to load meeting types").waitFor();
        await alert.getByText("Network error. Please check your connection and try again.").waitFor();
        expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);
        await page.unroute(typesCall);
        await alert.getByRole("button", { name: "Try again" }).click();
        await failed.getByRole("grid").waitFor();
      } finally {
        await close();
      }
    },
  );
});
