import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, headerProfile, pageUrl } from "../../support/browser";
import { api, createOrg, signUp, type TestOrg } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";

/** Journeys with a sign-in, a booking and a second page: room for a busy machine (each takes about 15 s on a quiet one). */
const JOURNEY = { timeout: 240_000 };
import { bookingWeek, fullDate, meetingsOrg, openMeetings, slotsOn, ZONE } from "./support";

/**
 * Bookings after the booking (issue 23): the owner finds a visitor's booking in the week
 * and day views of Create New → Bookings (weeks from Sunday) and confirms it; a signed-in
 * customer books under their account's address (read-only) and cancels from /account.
 */
describe("bookings for members and customers", () => {
  let org: TestOrg;
  const week = bookingWeek();
  let booked: { start: string };
  let customer: Awaited<ReturnType<typeof signUp>>;
  /** The week's clock and the meetings' time zone, pinned before the page's first navigation. */
  const pinned = { context: { timezoneId: ZONE, locale: "en-US" }, prepare: (page: Page) => page.clock.setFixedTime(week.now) };

  beforeAll(async () => {
    org = await createOrg(undefined, undefined, { language: "en" });
    await meetingsOrg(org);
    const typeId = (await api(org.host, `/api/meetings/types?organization_id=${org.id}`)).body.meeting_types[0].id;
    booked = (await slotsOn(org, week.tuesday))[2];
    const answer = await api(org.host, "/api/meetings/bookings", {
      method: "POST",
      body: { organization_id: org.id, customer_name: "Vera Visitor", customer_email: "vera@example.com", meeting_type_id: typeId, scheduled_at: booked.start },
      headers: { "x-forwarded-for": "10.1.2.3" },
    });
    expect(answer.status).toBe(201);
    // A customer account (registered and confirmed through its mail).
    customer = await signUp(org.host);
  });

  it("the owner sees the booking in the week and day views, from Sunday, and confirms it", JOURNEY, async () => {
    const { page, context } = await ownerPage(org, pinned);
    try {
      await createNew(page, "Bookings");
      const dialog = page.getByRole("dialog", { name: "Bookings" });
      await dialog.waitFor();
      const week_ = dialog.locator("[data-bookings-week]");
      await week_.waitFor();
      const days = await week_.locator("section[data-day]").evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-label")));
      expect(days[0]).toBe(fullDate(week.sunday));
      expect(days).toHaveLength(7);
      const tuesday = dialog.getByRole("region", { name: fullDate(week.tuesday) });
      const card = tuesday.getByRole("article", { name: /^Vera Visitor, / });
      await card.waitFor();
      await expect.poll(() => card.locator("[data-status]").textContent()).toBe("Scheduled");
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

      // The day view of that Tuesday: the booking with its address, confirmed with a toast.
      await tuesday.getByRole("button", { name: `${fullDate(week.tuesday)}, open the day` }).click();
      await dialog.getByText(fullDate(week.tuesday), { exact: true }).waitFor();
      const detail = dialog.getByRole("article", { name: /^Vera Visitor, / });
      await detail.getByRole("link", { name: "vera@example.com" }).waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      const patched = page.waitForResponse((response) => /\/api\/meetings\/bookings\/\d+$/.test(response.url()) && response.request().method() === "PATCH");
      await detail.getByRole("button", { name: /^Confirm: Vera Visitor/ }).click();
      expect((await patched).status()).toBe(200);
      await page.getByText("Vera Visitor's booking: Confirmed").waitFor();
      await expect.poll(() => detail.locator("[data-status]").textContent()).toBe("Confirmed");
      await expect.poll(() => detail.getByRole("button", { name: /^Confirm: / }).count()).toBe(0);
      await detail.getByRole("button", { name: /^Mark completed: / }).waitFor();
    } finally {
      await context.close();
    }
    const stored = await api(org.host, `/api/meetings/bookings?organization_id=${org.id}&start_date=${week.tuesday}&end_date=${week.tuesday}`, {
      token: org.owner.token,
    });
    expect(stored.body.bookings.map((b: { status: string }) => b.status)).toEqual(["confirmed"]);
  });

  it("a signed-in customer books under their read-only address and cancels from /account", JOURNEY, async () => {
    const start = (await slotsOn(org, week.tuesday)).filter((slot) => slot.available)[0].start;
    const { page, context } = await memberPage(org, customer, pinned);
    try {
      await headerProfile(page).waitFor();
      const dialog = await openMeetings(page, org);
      await dialog
        .getByRole("grid")
        .getByRole("button", { name: fullDate(week.tuesday) })
        .click();
      await dialog.locator(`[data-slot="${start}"]`).click();
      const form = dialog.getByRole("form", { name: "Your details" });
      const email = form.getByRole("textbox", { name: "Email" });
      await expect.poll(() => email.inputValue()).toBe(customer.email);
      await expect.poll(() => email.getAttribute("readonly")).not.toBeNull();
      await form.getByText("The address of your account.").waitFor();
      await form.getByRole("textbox", { name: "Name" }).fill("Carla Customer");
      expect(await axeViolations(page, "dialog[data-meetings-modal]")).toEqual([]);
      await form.getByRole("button", { name: "Book meeting" }).click();
      await dialog.getByRole("status").filter({ hasText: customer.email }).waitFor();
      await page.keyboard.press("Escape");

      await page.goto(pageUrl(org.host, "/account"));
      const mine = page.getByRole("region", { name: "Your upcoming meetings" });
      const item = mine.getByRole("listitem");
      await item.getByText("Consultation").waitFor();
      await expect.poll(() => item.count()).toBe(1);
      expect(await axeViolations(page, "[data-account-bookings]")).toEqual([]);
      await item.getByRole("button", { name: "Cancel meeting" }).click();
      const cancelled = page.waitForResponse((response) => response.url().endsWith("/cancel") && response.request().method() === "POST");
      await item.getByRole("button", { name: "Yes, cancel it" }).click();
      expect((await cancelled).status()).toBe(200);
      await mine.getByRole("status").filter({ hasText: "is cancelled." }).waitFor();
      await mine.getByText("You have no upcoming meetings.").waitFor();
    } finally {
      await context.close();
    }
    expect((await slotsOn(org, week.tuesday)).find((slot) => slot.start === start)?.available).toBe(true);
  });
});
