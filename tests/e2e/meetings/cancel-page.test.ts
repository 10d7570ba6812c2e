import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, outbox, unique, type TestOrg } from "../../support/client";
import { bookingWeek, meetingsOrg, slotsOn } from "./support";

/**
 * The booking mail's cancellation link (issue 41, item 12): a page of the site, with its
 * header and footer, that shows the meeting and cancels it only when its button is
 * pressed; the address of mails sent before leads to it.
 */
describe("the cancellation page of a booking mail", () => {
  let browser: Browser;
  let org: TestOrg;
  let id: number;
  let link: URL;
  const week = bookingWeek();

  const status = async () =>
    (
      await api(org.host, `/api/meetings/bookings?organization_id=${org.id}&start_date=${week.tuesday}&end_date=${week.tuesday}`, { token: org.owner.token })
    ).body.bookings.find((b: { id: number }) => b.id === id).status;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(undefined, undefined, { language: "en" });
    await meetingsOrg(org);
    const typeId = (await api(org.host, `/api/meetings/types?organization_id=${org.id}`)).body.meeting_types[0].id;
    const slot = (await slotsOn(org, week.tuesday)).filter((s) => s.available)[1]!;
    const email = `${unique("cancel")}@example.com`;
    const booked = await api(org.host, "/api/meetings/bookings", {
      method: "POST",
      body: { organization_id: org.id, customer_name: "Cora Customer", customer_email: email, meeting_type_id: typeId, scheduled_at: slot.start },
      headers: { "x-forwarded-for": "10.4.5.6" },
    });
    expect(booked.status).toBe(201);
    id = booked.body.id;
    const mail = await outbox().next(email, (m) => m.subject.startsWith("Your meeting with"));
    link = new URL(mail.text.match(/https?:\/\/\S+\/cancel-meeting\?\S+/)![0]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the meeting inside the site's header and footer, and cancels it only when the button is pressed", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(pageUrl(org.host, `${link.pathname}${link.search}`));
      await page.locator("header[data-site-header]").waitFor();
      await page.locator("footer[data-site-footer]").waitFor();
      await page.getByRole("heading", { level: 1, name: "Cancel your meeting?" }).waitFor();
      await page.getByText("Consultation").waitFor();
      expect(await page.title()).toContain("Cancel your meeting?");
      // Opening the link cancels nothing.
      expect(await status()).toBe("scheduled");
      expect(await axeViolations(page)).toEqual([]);

      const posted = page.waitForResponse(
        (response) => response.url().endsWith(`/api/meetings/bookings/${id}/cancel`) && response.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Cancel meeting" }).click();
      expect((await posted).status()).toBe(303);
      await page.getByRole("heading", { level: 1, name: "Meeting cancelled" }).waitFor();
      await page.getByRole("status").filter({ hasText: "Your meeting is cancelled. You will get a mail with the calendar file that removes it." }).waitFor();
      await page.locator("header[data-site-header]").waitFor();
      expect(await page.getByRole("button", { name: "Cancel meeting" }).count()).toBe(0);
      expect(await status()).toBe("cancelled");
      expect(await axeViolations(page)).toEqual([]);

      // The address of mails sent before the page moved leads to it.
      await page.goto(pageUrl(org.host, `/api/meetings/bookings/${id}/cancel?token=${link.searchParams.get("token")}`));
      await page.waitForURL(pageUrl(org.host, `/cancel-meeting?booking=${id}&token=${link.searchParams.get("token")}`));
      await page.getByText("This meeting is cancelled.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("says a link that is not valid is not, inside the site's page", async () => {
    const { context, page } = await newPage(browser);
    try {
      const answer = await page.goto(pageUrl(org.host, `/cancel-meeting?booking=${id}&token=forged`));
      expect(answer?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Link not valid" }).waitFor();
      await page.getByText("This cancellation link is not valid. Sign in to cancel from your account, or use the link in your latest mail.").waitFor();
      await page.locator("footer[data-site-footer]").waitFor();
      expect(await page.getByRole("button", { name: "Cancel meeting" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
