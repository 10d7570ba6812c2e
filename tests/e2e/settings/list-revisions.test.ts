import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, launchBrowser, newPage, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection, saveFaqs } from "../../support/fixtures";

/** Revisions of the Global Settings lists (issue 25): the owner restores the FAQs as they were before a change, from the FAQs tab. */
describe("Global Settings list revisions", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const tab = (name: string) => modal().getByRole("tab", { name, exact: true });
  const isRestore = (r: Response) => r.request().method() === "POST" && /\/lists\/faqs\/revisions\/\d+\/restore$/.test(new URL(r.url()).pathname);

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(undefined, undefined, { language: "en" });
    await saveFaqs(org, [{ question: "Do you deliver?", answer: "<p>Every morning.</p>" }]);
    await createSection(org, { url_page: "/", section_title: "Questions", section_type: "faq" });
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("changes a FAQ, sees the difference in the FAQs' revisions, restores it, and the public page shows it again", async () => {
    await createNew(page, "Global settings");
    await tab("FAQs").click();
    const faqs = modal().getByRole("region", { name: "FAQs" });
    await faqs.getByRole("button", { name: "Do you deliver?", exact: true }).click();
    await modal().getByLabel("Question").fill("Do you deliver on Sundays?");
    await modal().getByRole("button", { name: "Save" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    const saved = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    expect(saved.faqs.map((f: { question: string }) => f.question)).toEqual(["Do you deliver on Sundays?"]);

    await faqs.getByRole("button", { name: "Revisions" }).click();
    const revisions = page.getByRole("dialog", { name: "Revisions" });
    await revisions
      .getByRole("button", { name: new RegExp(`^Version ${saved.version} \\(current\\).*Changed: .*FAQ: Do you deliver on Sundays\\?`) })
      .waitFor();
    const oldest = revisions.getByRole("button", { name: /^Version \d+/ }).last();
    const oldVersion = Number(/^Version (\d+)$/.exec((await oldest.locator("span").first().textContent())?.trim() ?? "")?.[1]);
    expect(oldVersion).toBeLessThan(saved.version);
    await oldest.click();
    await revisions.getByTestId("revision-differences").waitFor();
    const row = (field: string) => revisions.getByRole("row").filter({ has: page.getByRole("rowheader", { name: field, exact: true }) });
    await expect.poll(() => row("FAQs").getByRole("cell").allTextContents()).toEqual(["Do you deliver?", "Do you deliver on Sundays?"]);
    const removed = await row("FAQ: Do you deliver?").getByRole("cell").allTextContents();
    expect(removed[0]).toContain("Question: Do you deliver?");
    expect(removed[1]).toBe("(empty)");
    expect(await axeViolations(page)).toEqual([]);

    const [restored] = await Promise.all([page.waitForResponse(isRestore), revisions.getByRole("button", { name: "Restore this version" }).click()]);
    expect(restored.status()).toBe(200);
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: `Version ${oldVersion} restored` })
      .waitFor();
    await revisions.waitFor({ state: "detached" });
    // The tab reads the settings again: the FAQ as it was, nothing unsaved.
    await faqs.getByRole("button", { name: "Do you deliver?", exact: true }).waitFor();
    await expect.poll(() => modal().getByText("Unsaved changes").count()).toBe(0);

    const visitor = await newPage(browser);
    expect((await visitor.page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    const faq = visitor.page.locator('section[data-section-type="faq"]');
    await faq.getByText("Do you deliver?", { exact: true }).waitFor();
    await expect.poll(() => faq.getByText("Do you deliver on Sundays?").count()).toBe(0);
    await visitor.context.close();
  });
});
