import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { pageUrl } from "../../support/browser";
import { api, type TestOrg } from "../../support/client";
import { saveSettingsList } from "../../support/fixtures";

/** Helpers of the meetings browser tests (tests/e2e/meetings/*.test.ts). */
export const ZONE = "America/New_York";
const DAY = 86_400_000;

/** yyyy-MM-dd of an instant in `zone`. */
export const dateIn = (instant: number, zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));

/** "Tuesday, December 8, 2026": how the calendar names a date. */
export const fullDate = (date: string) => new Intl.DateTimeFormat("en", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * The week the tests book in: the first Monday at least a week ahead (real time: the server
 * filters past times and the notice by its own clock), and the browser's pinned "now", 12:00
 * UTC that Monday (07:00 or 08:00 in New York, before the hours open).
 */
export function bookingWeek() {
  let instant = Date.now() + 7 * DAY;
  while (new Date(`${dateIn(instant, ZONE)}T12:00:00Z`).getUTCDay() !== 1) instant += DAY;
  const monday = dateIn(instant, ZONE);
  const at = (days: number) => dateIn(Date.parse(`${monday}T12:00:00Z`) + days * DAY, "UTC");
  return { sunday: at(-1), monday, tuesday: at(1), wednesday: at(2), now: new Date(`${monday}T12:00:00Z`) };
}

/** An organization in New York with one 30-minute type and weekday hours 09:00–12:00, saved through the API. */
export async function meetingsOrg(org: TestOrg) {
  expect(
    (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { settingsData: { time_zone: ZONE } } })).status,
  ).toBe(200);
  await saveSettingsList(org, "meeting_types", [
    {
      name: "Consultation",
      duration_minutes: 30,
      is_active: true,
      is_customer_choice: true,
      minimum_notice_minutes: 0,
      booking_window_days: 90,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
    },
  ]);
  await saveSettingsList(
    org,
    "meeting_hours",
    ["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => ({ day, start_time: "09:00", end_time: "12:00" })),
  );
}

/** The slots the API answers a visitor for an organization date. */
export async function slotsOn(org: TestOrg, date: string): Promise<{ start: string; end: string; available: boolean }[]> {
  const answer = await api(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=${date}&is_admin=false`);
  expect(answer.status).toBe(200);
  return answer.body.slots;
}

/** A browser page in New York whose clock is pinned to `now`. */
export async function pinnedPage(browser: Browser, now: Date, timezoneId = ZONE): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId, locale: "en-US" });
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  return { page, close: () => context.close() };
}

/** Opens the Meetings modal from the floating button on the home page and waits for its calendar. */
export async function openMeetings(page: Page, org: TestOrg) {
  await page.goto(pageUrl(org.host, "/"));
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Meeting" });
  await dialog.waitFor();
  return dialog;
}
