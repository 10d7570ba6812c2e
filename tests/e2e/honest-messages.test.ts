import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { launchBrowser, newPage, pageUrl, signInThroughForm } from "../support/browser";
import { api, createOrg, unique, type TestOrg } from "../support/client";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

async function section(org: TestOrg, title: string, metricId?: number): Promise<number> {
  const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (metricId) expect((await api(org.host, `/api/template-sections/${created.body.id}/metrics`, { method: "POST", token: org.owner.token, body: { metric_id: metricId } })).status).toBe(200);
  return created.body.id;
}

async function openSectionEditor(page: Page, org: TestOrg, title: string) {
  await signInThroughForm(page, org.host, org.owner.email, org.owner.password);
  await page.waitForURL(pageUrl(org.host, "/"));
  const edit = page.getByRole("button", { name: `Edit section: ${title}` });
  await edit.waitFor({ timeout: 20_000 });
  await expect.poll(() => edit.isEnabled()).toBe(true);
  await edit.click();
  const editor = page.getByRole("dialog", { name: /Edit Template Section/ });
  await editor.getByLabel("Section title").waitFor();
  return editor;
}

describe("honest messages in the section editor", () => {
  it("a 10,000-character title says it is too long next to the field, with a counter near the limit", async () => {
    const org = await createOrg();
    const title = unique("Limits ");
    await section(org, title);
    const { context, page } = await newPage(browser);
    try {
      const editor = await openSectionEditor(page, org, title);
      const field = editor.getByLabel("Section title");
      await field.fill("x".repeat(450));
      await expect.poll(() => editor.getByTestId("limit-counter").textContent()).toBe("450/500 characters");
      await field.fill("x".repeat(10_000));
      await editor.getByRole("button", { name: "Update", exact: true }).click();
      const message = editor.getByText("Section title must be 500 characters or fewer");
      await message.waitFor();
      expect(await message.isVisible()).toBe(true);
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await field.getAttribute("aria-describedby")).toContain("section-title-error");
      // Next to the field and on screen, not hidden below the text.
      await expect.poll(() => message.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; })).toBe(true);
      expect(await editor.getByTestId("limit-counter").textContent()).toBe("10000/500 characters, over the limit");
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Delete Permanently names the sections that use the metric before the typed confirmation", async () => {
    const org = await createOrg();
    const metricTitle = unique("Shared metric ");
    const metric = (await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: metricTitle, description: "<p>Used twice</p>" } })).body;
    await section(org, "Pricing", metric.id);
    await section(org, "Home features", metric.id);
    const { context, page } = await newPage(browser);
    try {
      const editor = await openSectionEditor(page, org, "Pricing");
      await editor.getByRole("button", { name: `Remove ${metricTitle}` }).click();
      const remove = page.getByRole("dialog", { name: "Remove metric" });
      await remove.getByRole("button", { name: "Delete Permanently" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete metric permanently" });
      await confirm.getByText("Used in: Pricing, Home features").waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await confirm.getByRole("textbox").fill(metricTitle);
      await confirm.getByRole("button", { name: "Delete Permanently" }).click();
      await toast(page, "Metric deleted");
      const left = await api<any[]>(org.host, "/api/metrics", { token: org.owner.token });
      expect(left.body.map((m) => m.id)).not.toContain(metric.id);
    } finally {
      await context.close();
    }
  });
});
