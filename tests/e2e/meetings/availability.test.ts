import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";

/** A local date `days` from today in `zone` ("2026-12-07"). */
const localDate = (zone: string, days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
const localTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/**
 * The owner sets the meeting availability in Global Settings → Meeting Types (issue 23)
 * with the keyboard only: a meeting type's buffers and notice, the weekly hours, and a
 * closed day; the booking calls then answer those hours.
 */
describe("Meeting availability", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const ZONE = "Europe/Berlin";
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const stored = async () => (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
  /** Moves the keyboard focus to a control and presses a key on it, as a person tabbing there does. */
  const press = async (control: ReturnType<Page["getByRole"]>, key = "Enter") => {
    await control.focus();
    await page.keyboard.press(key);
  };
  const type = async (control: ReturnType<Page["getByRole"]>, text: string) => {
    await control.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(text);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg();
    expect(
      (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { settingsData: { time_zone: ZONE } } })).status,
    ).toBe(200);
    // A new organization starts with Monday to Friday 09:00–17:00 (tests/api/meetings.test.ts): this owner starts from none.
    const { version } = await stored();
    expect((await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { version, meeting_hours: [] } })).status).toBe(
      200,
    );
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("sets a type's buffers, the weekly hours and a closed day by keyboard; the slots follow them", async () => {
    await createNew(page, "Global settings");
    await press(modal().getByRole("tab", { name: "Meeting Types", exact: true }));
    const types = modal().getByRole("region", { name: "Meeting types" });
    const hours = modal().getByRole("region", { name: "Weekly hours" });
    const dates = modal().getByRole("region", { name: "Dates with other hours" });
    await hours.waitFor();
    const note = modal().getByRole("note").filter({ hasText: "No weekly hours are set, so visitors cannot book any meeting type." });
    await note.waitFor();

    await press(types.getByRole("button", { name: "Add meeting type" }));
    await type(types.getByLabel("Name", { exact: true }), "Consultation");
    await type(types.getByLabel("Duration (minutes)"), "60");
    await type(types.getByLabel("Free time after (minutes)"), "30");
    await type(types.getByLabel("Minimum notice (minutes)"), "0");
    await expect.poll(() => types.getByRole("checkbox", { name: "Customers can choose it" }).isChecked()).toBe(true);

    // Tuesdays 09:00–12:00, then a wrong time that the save refuses in plain words.
    await press(hours.getByRole("button", { name: "Add block of hours" }));
    const day = hours.getByLabel("Day", { exact: true });
    await day.focus();
    await day.selectOption({ label: "Tuesday" });
    await type(hours.getByLabel("From", { exact: true }), "9am");
    await type(hours.getByLabel("To", { exact: true }), "12:00");
    expect(await axeViolations(page), "Meeting Types tab with weekly hours").toEqual([]);
    await press(modal().getByRole("button", { name: "Save" }));
    await modal().getByRole("alert").filter({ hasText: "Please enter a time like 09:00 (24-hour clock)" }).waitFor();
    expect((await stored()).meeting_hours).toEqual([]);
    await type(hours.getByLabel("From", { exact: true }), "09:00");

    // Next week's Tuesday is closed (a holiday).
    const today = localDate(ZONE, 0);
    const toTuesday = (2 - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7 || 7;
    const holiday = localDate(ZONE, toTuesday + 7);
    const open = localDate(ZONE, toTuesday);
    await press(dates.getByRole("button", { name: "Add date" }));
    await dates.getByLabel("Date", { exact: true }).fill(holiday);
    await expect.poll(() => dates.getByRole("checkbox", { name: "Closed all day" }).isChecked()).toBe(true);

    await press(modal().getByRole("button", { name: "Save" }));
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    const saved = await stored();
    expect(saved.meeting_types).toMatchObject([
      {
        name: "Consultation",
        duration_minutes: 60,
        buffer_after_minutes: 30,
        buffer_before_minutes: 0,
        minimum_notice_minutes: 0,
        color: "#3B82F6",
        is_customer_choice: true,
      },
    ]);
    expect(saved.meeting_hours).toMatchObject([{ day: "tuesday", start_time: "09:00", end_time: "12:00" }]);
    expect(saved.meeting_date_overrides).toMatchObject([{ date: holiday, is_closed: true }]);
    await note.waitFor({ state: "detached" });
    expect(await axeViolations(page), "Meeting Types tab after saving").toEqual([]);

    // The visitor's calls answer those hours: 60 minutes each, in Berlin time; the holiday has none.
    const slots = async (date: string) =>
      (await api(org.host, `/api/meetings/available-slots?organization_id=${org.id}&date=${date}&is_admin=false`)).body.slots as { start: string }[];
    expect((await slots(open)).map((s) => localTime(s.start, ZONE))).toEqual(["09:00", "10:00", "11:00"]);
    expect(await slots(holiday)).toEqual([]);
  });
});
