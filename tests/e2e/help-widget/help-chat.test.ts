import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { createOrg, unique, type TestOrg } from "../../support/client";
import { saveCookieCategories } from "../../support/fixtures";
import { ownerPage, visitorPage } from "../../support/owner-page";

/**
 * Live support (issue 24): a visitor starts a chat in the help widget, a member answers
 * it from the inbox (Create New → Inbox) in another browser context, the answer arrives
 * live and is announced, and the conversation continues after a reload; axe on the chat
 * view and the inbox.
 */
let org: TestOrg;

beforeAll(async () => {
  org = await createOrg(unique("Chat Desk "));
  // A category to ask about: a site that declares only essential cookies shows no cookie banner (issue 36, item 6).
  await saveCookieCategories(org, [{ name: "Analytics", cookie_service: [{ name: "Visit statistics" }] }]);
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Help center" });

describe("live support with the members' inbox", () => {
  it("a member answers a visitor's chat from the inbox in another browser, live, and the chat continues after a reload", async () => {
    // The member opens the inbox: the team is online from then on.
    const { context: memberContext, page: member } = await ownerPage(org);
    const streamOpened = member.waitForResponse((response) => response.url().endsWith("/api/help/inbox/stream"));
    await createNew(member, "Inbox");
    const inbox = member.getByRole("dialog", { name: /Inbox/ });
    await inbox.getByText("No conversations yet. Visitors start them from the Help button.").waitFor();
    await streamOpened;
    expect(await axeViolations(member, '[role="dialog"]')).toEqual([]);

    const { context: visitorContext, page: visitor } = await visitorPage();
    await visitor.goto(pageUrl(org.host, "/"));
    await visitor.getByRole("region", { name: "Privacy & Cookies" }).getByRole("button", { name: "Reject all", exact: true }).click();
    await visitor.getByRole("button", { name: "Help", exact: true }).click();
    await dialog(visitor).getByText("We are online").waitFor();
    await dialog(visitor).getByRole("button", { name: "Chat with us" }).click();
    await dialog(visitor).getByLabel("Message").fill("Hi, where is my order 42?");
    await dialog(visitor).getByRole("button", { name: "Send", exact: true }).click();
    await dialog(visitor).locator("[data-help-messages]").getByText("Hi, where is my order 42?").waitFor();
    expect(await axeViolations(visitor, "[data-help-dialog]")).toEqual([]);

    // The inbox hears of it live, with an unread count.
    const row = inbox.getByRole("button", { name: /Hi, where is my order 42\?/ });
    await row.waitFor();
    await inbox.locator("[data-inbox-unread]").filter({ hasText: "1 unread" }).waitFor();
    await row.click();
    await inbox.getByLabel("Reply").fill("It ships tomorrow.");
    await inbox.getByRole("button", { name: "Send reply" }).click();
    await member.getByText("Reply sent").waitFor();
    expect(await axeViolations(member, '[role="dialog"]')).toEqual([]);

    // The visitor sees it arrive and a live region announces it.
    await dialog(visitor).locator("[data-help-messages]").getByText("It ships tomorrow.").waitFor();
    await expect.poll(() => dialog(visitor).locator("[data-help-announcement]").textContent()).toContain("It ships tomorrow.");

    // The member closes the conversation; then after a reload the visitor's chat is still there (mode chat: it opens on it).
    await inbox.getByRole("button", { name: "Close conversation" }).click();
    await inbox.getByRole("button", { name: "Reopen conversation" }).waitFor();
    await visitor.reload();
    await visitor.getByRole("button", { name: "Help", exact: true }).click();
    await dialog(visitor).locator("[data-help-messages]").getByText("It ships tomorrow.").waitFor();
    await dialog(visitor).getByText("This conversation was closed. Write to open it again.").waitFor();
    await visitorContext.close();
    await memberContext.close();
  }, 240_000); // two browsers and a reload, live: 25 s in CI, past 60 s once on a machine running two suites
});
