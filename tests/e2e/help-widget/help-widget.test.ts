import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { createPost, saveCookieCategories, saveFaqs } from "../../support/fixtures";
import { ownerPage } from "../../support/owner-page";

/**
 * The help-center widget for visitors (issue 24; spec/visitor.md "Help-center widget",
 * §4, §9): the knowledge base search and an article read inside the widget, the FAQ
 * accordion, the automatic answers and a followed source, the size toggle at 1280 and
 * 390 px, and the state surviving a switch to Spanish; axe on each view.
 */
let browser: Browser;
let org: TestOrg;
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg(unique("Help Desk "), undefined, { language: "en", supportedLocales: ["en", "es"] });
  // A category to ask about: a site that declares only essential cookies shows no cookie banner (issue 36, item 6).
  await saveCookieCategories(org, [{ name: "Analytics", cookie_service: [{ name: "Visit statistics" }] }]);
  slug = unique("reset-password-").toLowerCase();
  await createPost(org, {
    title: "How to reset your password",
    slug,
    content: "<p>Open the sign-in page and choose Forgot password. We mail you a link that works for one hour.</p>",
    display_config: { is_help_center: true, help_center_order: 1 },
  });
  await createPost(org, {
    title: "Shipping times",
    content: "<p>Parcels leave our warehouse within two working days.</p>",
    display_config: { is_help_center: true, help_center_order: 2 },
  });
  await saveFaqs(org, [
    { question: "Do you ship abroad?", question_translation: { es: "¿Envían al extranjero?" }, answer: "<p>Yes, to every country in Europe.</p>" },
  ]);
});

afterAll(async () => {
  await browser?.close();
});

/** A visitor on the page, with the cookie question answered (the banner would cover the button on a phone). */
async function visitor(viewport = { width: 1280, height: 900 }, path = "/") {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  expect((await page.goto(pageUrl(org.host, path)))?.status()).toBe(200);
  await page.getByRole("region", { name: "Privacy & Cookies" }).getByRole("button", { name: "Reject all", exact: true }).click();
  return { context, page };
}

const helpButton = (page: Page, name = "Help") => page.getByRole("button", { name, exact: true });
const dialog = (page: Page, name = "Help center") => page.getByRole("dialog", { name });
const tab = (page: Page, name: string) => dialog(page).getByRole("navigation").getByRole("button", { name, exact: true });

async function openHelp(page: Page) {
  await helpButton(page).click();
  await dialog(page).getByText("Hi! How can we help?").waitFor();
}

describe("the help widget", () => {
  it("searches the knowledge base, reads an article inside, opens an FAQ, asks the answers view and follows its source", async () => {
    const { context, page } = await visitor();
    await openHelp(page);
    // Welcome: greeting, presence and the popular articles.
    await dialog(page).getByText("We are away right now").waitFor();
    await dialog(page)
      .getByRole("button", { name: /Shipping times/ })
      .waitFor();
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);

    await tab(page, "Articles").click();
    await dialog(page).getByLabel("Search articles").fill("passwrd");
    await dialog(page).getByRole("status").filter({ hasText: "Articles found: 1" }).waitFor();
    await expect
      .poll(() =>
        dialog(page)
          .getByRole("button", { name: /Shipping times/ })
          .count(),
      )
      .toBe(0);
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
    await dialog(page)
      .getByRole("button", { name: /How to reset your password/ })
      .click();
    await dialog(page).getByRole("heading", { name: "How to reset your password" }).waitFor();
    await dialog(page).getByText("choose Forgot password").waitFor();
    await dialog(page).getByRole("button", { name: "Yes", exact: true }).click();
    await dialog(page).getByText("Thank you for your feedback.").waitFor();
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);

    await tab(page, "FAQ").click();
    await dialog(page).getByText("Do you ship abroad?").click();
    await dialog(page).getByText("Yes, to every country in Europe.").waitFor();
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);

    await tab(page, "Ask").click();
    await dialog(page).getByText("Answers are written automatically from our help articles and FAQs.").waitFor();
    await dialog(page).getByLabel("Your question").fill("What is the capital of Mongolia?");
    await dialog(page).locator("form").getByRole("button", { name: "Ask", exact: true }).click();
    await dialog(page).getByText("We could not find an answer in our help articles.").waitFor();
    await dialog(page).getByRole("button", { name: "Ask our team" }).waitFor();
    await dialog(page).getByLabel("Your question").fill("How do I reset my password?");
    await dialog(page).locator("form").getByRole("button", { name: "Ask", exact: true }).click();
    const answer = dialog(page).getByRole("region", { name: "Automatic answer" });
    await answer.getByText("choose Forgot password").waitFor();
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
    await answer.getByRole("link", { name: "How to reset your password" }).click();
    await page.waitForURL(pageUrl(org.host, `/${slug}`));
    await page.getByRole("heading", { level: 1, name: "How to reset your password" }).waitFor();
    await context.close();
  });

  it("quotes the sentences that answer from the middle of a long article with its link, and offers the chat when nothing answers", async () => {
    const opening = "Our studio opened in 2009 in a small room above a bakery.";
    const filler = Array.from({ length: 8 }, (_, i) => `Chapter ${i + 1} of our story is about the people who joined us that year.`);
    const quote = [
      "Most visitors come for a tour of the workshop.",
      "Gift vouchers can be redeemed at the front desk of every studio.",
      "They are valid for three years after purchase.",
    ];
    const story = unique("our-story-").toLowerCase();
    await createPost(org, {
      title: "Our story",
      slug: story,
      content: `<p>${opening} ${filler.slice(0, 4).join(" ")}</p><p>${quote.join(" ")}</p><p>${filler.slice(4).join(" ")}</p>`,
      display_config: { is_help_center: true, help_center_order: 3 },
    });
    const { context, page } = await visitor();
    try {
      await openHelp(page);
      await tab(page, "Ask").click();
      await dialog(page).getByLabel("Your question").fill("Where can I redeem a gift voucher?");
      await dialog(page).locator("form").getByRole("button", { name: "Ask", exact: true }).click();
      const answer = dialog(page).getByRole("region", { name: "Automatic answer" });
      const quoted = answer.locator("blockquote");
      await quoted.first().waitFor();
      expect(await quoted.allTextContents()).toEqual([quote.join(" ")]);
      expect(await answer.textContent()).not.toContain(opening);
      expect(await answer.getByRole("link", { name: "Our story" }).getAttribute("href")).toBe(`/${story}`);
      expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);

      await dialog(page).getByLabel("Your question").fill("Can I pay with seashells?");
      await dialog(page).locator("form").getByRole("button", { name: "Ask", exact: true }).click();
      await dialog(page).getByText("We could not find an answer in our help articles.").waitFor();
      expect(await answer.count()).toBe(0);
      await dialog(page).getByRole("button", { name: "Ask our team" }).click();
      // Nobody of the team is online in this test: the chat asks for an address to answer by mail.
      await dialog(page).getByText("Leave your email and we will send our answer by mail.").waitFor();
      expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the owner the questions without an answer and each article's feedback, in the inbox", async () => {
    // What visitors did (their widget's path is the test above): a question nothing answered, a "No" on an article.
    const question = `Do you sell gift cards ${unique("q")}?`;
    expect((await api(org.host, "/api/help/answers", { method: "POST", body: { question, locale: "en" } })).body).toMatchObject({ answered: false });
    expect((await api(org.host, `/api/help/articles/${slug}/feedback`, { method: "POST", body: { helpful: false } })).status).toBe(201);

    const { page } = await ownerPage(org);
    await createNew(page, "Inbox");
    const inbox = page.getByRole("dialog", { name: /Inbox/ });
    await inbox.getByRole("button", { name: "Unanswered questions and feedback" }).click();
    const unanswered = inbox.getByRole("region", { name: "Questions without an answer" });
    await unanswered.getByText(question).waitFor();
    const articles = inbox.getByRole("region", { name: "Was this helpful?" });
    const row = articles.getByRole("row", { name: /How to reset your password/ });
    await row.waitFor();
    expect(Number(await row.getByRole("cell").nth(3).textContent())).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  it("cycles the size initial, half, fullscreen at 1280 px and half, fullscreen at 390 px", async () => {
    for (const [viewport, sizes] of [
      [{ width: 1280, height: 900 }, ["initial", "half", "fullscreen", "initial"]],
      [{ width: 390, height: 844 }, ["half", "fullscreen", "half"]],
    ] as const) {
      const { context, page } = await visitor(viewport);
      await openHelp(page);
      const shown = dialog(page);
      await expect.poll(() => shown.getAttribute("data-size")).toBe(sizes[0]);
      for (const size of sizes.slice(1)) {
        await shown.locator("[data-help-size]").click();
        await page.locator(`[data-help-dialog][data-size="${size}"]`).waitFor();
      }
      if (viewport.width === 390) expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press("Escape");
      await shown.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-help-button"))).toBe(true);
      await context.close();
    }
  });

  it("keeps its view and size across a switch to Spanish and speaks Spanish there", async () => {
    const { context, page } = await visitor();
    // The 5 s window is measured on a clock that stands still: the test does not depend on how fast the next page loads.
    await page.clock.setFixedTime(new Date("2026-05-01T10:00:00Z"));
    await openHelp(page);
    await tab(page, "Articles").click();
    await dialog(page).locator("[data-help-size]").click();
    await page.locator('[data-help-dialog][data-size="half"][data-view="knowledge-base"]').waitFor();
    expect((await page.goto(pageUrl(org.host, "/es")))?.status()).toBe(200);
    const spanish = dialog(page, "Centro de ayuda");
    await spanish.waitFor();
    await expect.poll(() => spanish.getAttribute("data-size")).toBe("half");
    await expect.poll(() => spanish.getAttribute("data-view")).toBe("knowledge-base");
    await spanish.getByText("Nuestros artículos están escritos en inglés.").waitFor();
    await spanish.getByLabel("Buscar artículos").waitFor();
    expect(await axeViolations(page, "[data-help-dialog]")).toEqual([]);
    await context.close();
  });
});
