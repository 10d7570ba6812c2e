import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, requestsSettled, openEditorFrom } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { moveUntil } from "../../support/sortable";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

async function section(org: TestOrg, title: string, metricId?: number): Promise<number> {
  const created = await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: title } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (metricId)
    expect(
      (await api(org.host, `/api/template-sections/${created.body.id}/metrics`, { method: "POST", token: org.owner.token, body: { metric_id: metricId } }))
        .status,
    ).toBe(200);
  return created.body.id;
}

/** The owner's page of this test (ownerPage) with the section's editor open. */
async function openSectionEditor(org: TestOrg, title: string) {
  const { context, page } = await ownerPage(org);
  const editor = await openEditorFrom(page, `Edit section: ${title}`, /Edit Template Section/);
  await editor.getByLabel("Section title").waitFor();
  return { context, page, editor };
}

describe("honest messages in the section editor", () => {
  it("a 10,000-character title says it is too long next to the field, with a counter near the limit", async () => {
    const org = await createOrg();
    const title = unique("Limits ");
    await section(org, title);
    const { context, page, editor } = await openSectionEditor(org, title);
    try {
      const field = editor.getByLabel("Section title");
      await field.fill("x".repeat(450));
      await expect.poll(() => editor.getByTestId("limit-counter").textContent()).toBe("450/500 characters");
      await field.fill("x".repeat(10_000));
      await editor.getByRole("button", { name: "Update", exact: true }).click();
      const message = editor.getByText("Section title must be 500 characters or fewer");
      await message.waitFor();
      await expect.poll(() => message.isVisible()).toBe(true);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => field.getAttribute("aria-describedby")).toContain("section-title-error");
      // Next to the field and on screen, not hidden below the text.
      await expect
        .poll(() =>
          message.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      await expect.poll(() => editor.getByTestId("limit-counter").textContent()).toBe("10000/500 characters, over the limit");
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Delete Permanently names the sections that use the metric before the typed confirmation", async () => {
    const org = await createOrg();
    const metricTitle = unique("Shared metric ");
    const metric = (
      await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: metricTitle, description: "<p>Used twice</p>" } })
    ).body;
    await section(org, "Pricing", metric.id);
    await section(org, "Home features", metric.id);
    const { context, page, editor } = await openSectionEditor(org, "Pricing");
    try {
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

/** The messages of spec/site-admin.md §8 and spec/editors.md §8, each where its situation occurs (issue 18 item 11). */
describe("the spec's messages where their situations occur", () => {
  it("Global Settings names why it could not load, 'No active session' on save, and a failed reload of the saved tab", async () => {
    const org = await createOrg();
    const { context, page } = await ownerPage(org);
    try {
      // Each load answer in turn: [status, body, or "abort" for a network failure].
      const answers: (readonly [number, string] | "abort")[] = [
        [401, '{"error":"Sign in to continue."}'],
        [503, ""],
        [404, '{"error":"Organization not found"}'],
        [200, "{}"],
        "abort",
      ];
      let answer = 0;
      await page.route(`**/api/organizations/${org.id}`, (route) => {
        if (route.request().method() !== "GET" || answer >= answers.length) return route.fallback();
        const next = answers[answer++]!;
        return next === "abort" ? route.abort("failed") : route.fulfill({ status: next[0], body: next[1], contentType: "application/json" });
      });
      await createNew(page, "Global settings");
      const modal = page.getByRole("dialog", { name: /^Global Settings/ });
      const failure = modal.getByRole("alert");
      const expectations = [
        "No active session found",
        "Failed to fetch organization data: Service Unavailable",
        "Organization not found for current domain",
        "Organization data not found",
        "Failed to fetch organization: Failed to fetch",
      ];
      for (const [index, reason] of expectations.entries()) {
        await failure.getByText(reason, { exact: true }).waitFor();
        await expect.poll(() => failure.getByText("Failed to Load", { exact: true }).isVisible()).toBe(true);
        await expect.poll(() => failure.getByText("Failed to load organization data. Please try again.", { exact: true }).isVisible()).toBe(true);
        if (index === 0) expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
        await failure.getByRole("button", { name: "Retry" }).click();
      }
      await modal.getByRole("tab", { name: "FAQs", exact: true }).click();

      // Saving after the session ended: 'No active session'.
      await page.route(`**/api/organizations/${org.id}`, (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status: 401, body: '{"error":"Sign in to continue."}', contentType: "application/json" })
          : route.fallback(),
      );
      await modal.getByRole("button", { name: "Add FAQ" }).click();
      await modal.getByLabel("Question").fill("Do you deliver?");
      await modal.getByLabel("Answer").fill("Every morning.");
      await modal.getByRole("button", { name: "Save" }).click();
      await modal.getByRole("alert").filter({ hasText: "No active session" }).waitFor();
      await expect.poll(() => modal.getByRole("alert").textContent()).toBe("No active session");

      // Saved, but the FAQs tab's own reload fails: 'Failed to fetch faqs data: Service Unavailable'.
      await page.unroute(`**/api/organizations/${org.id}`);
      await page.route(`**/api/organizations/${org.id}/sections/faqs`, (route) => route.fulfill({ status: 503, body: "" }));
      await modal.getByRole("button", { name: "Save" }).click();
      await toast(page, "Settings saved");
      await toast(page, "Failed to fetch faqs data: Service Unavailable");
      expect(
        (await api(org.host, `/api/organizations/${org.id}/sections/faqs`, { token: org.owner.token })).body.faqs.map((f: { question: string }) => f.question),
      ).toEqual(["Do you deliver?"]);
    } finally {
      await context.close();
    }
  });

  it("Manage Page Layout says 'Failed to update page layout' under its banner when the server gives no reason", async () => {
    const org = await createOrg();
    const path = `/${unique("order-").toLowerCase()}`;
    expect((await api(org.host, "/api/pages", { method: "POST", token: org.owner.token, body: { title: "Order test", slug: path.slice(1) } })).status).toBe(
      201,
    );
    for (const title of ["First block", "Second block"]) {
      expect(
        (await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: path, section_title: title } })).status,
      ).toBe(201);
    }
    const { context, page } = await ownerPage(org, { path });
    try {
      await createNew(page, "Page layout");
      const dialog = page.getByRole("dialog", { name: "Manage Page Layout" });
      await dialog.getByRole("listitem").nth(1).waitFor();
      await dialog.getByRole("button", { name: "Reorder Second block" }).focus();
      await page.keyboard.press("Space");
      await moveUntil(page, dialog, "ArrowUp", "Second block is over position 1 of 2.");
      await page.keyboard.press("Space");
      await expect.poll(() => dialog.getByRole("listitem").first().textContent()).toContain("Second block");
      await page.route("**/api/page-layout", (route) => (route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.fallback()));
      await dialog.getByRole("button", { name: "Save Layout" }).click();
      const alert = dialog.getByRole("alert");
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toBe("Failed to save page layout. Please try again.Failed to update page layout");
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Create Page: 'Organization ID not found. Please try again.' without an organization, 'Could not find organization. Please refresh and try again.' when the server no longer knows it", async () => {
    const org = await createOrg();
    const { context, page } = await ownerPage(org);
    try {
      // A session answer that names no organization for this site.
      await page.route("**/api/session", (route) =>
        route.fulfill({
          json: { user: { id: "owner", email: org.owner.email, name: "Owner" }, role: "owner", organization: null },
          headers: { "cache-control": "private, no-store" },
        }),
      );
      await page.reload();
      await createNew(page, "New page");
      let form = page.getByRole("dialog", { name: /Create Page/ });
      await form.getByLabel("Title", { exact: true }).fill("Our story");
      const posted: string[] = [];
      page.on("request", (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/pages" && posted.push(r.url()));
      await form.getByRole("button", { name: "Create Page" }).click();
      await form.getByText("Organization ID not found. Please try again.", { exact: true }).waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await requestsSettled(page);
      expect(posted).toEqual([]);

      await page.unroute("**/api/session");
      await page.route("**/api/pages", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 404, json: { error: "Site not found" } }) : route.fallback(),
      );
      await page.reload();
      await createNew(page, "New page");
      form = page.getByRole("dialog", { name: /Create Page/ });
      await form.getByLabel("Title", { exact: true }).fill("Our story");
      await form.getByRole("button", { name: "Create Page" }).click();
      await form.getByText("Could not find organization. Please refresh and try again.", { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("a metric edit of one field that fails without a reason says which: 'Failed to update title'", async () => {
    const org = await createOrg();
    const title = unique("Metrics ");
    const metric = (await api(org.host, "/api/metrics", { method: "POST", token: org.owner.token, body: { title: "Founded", description: "<p>In 2004</p>" } }))
      .body;
    await section(org, title, metric.id);
    const { context, page, editor } = await openSectionEditor(org, title);
    try {
      await page.route("**/api/metrics/*", (route) => (route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "" }) : route.fallback()));
      await editor.getByRole("button", { name: "Edit Founded" }).click();
      const edit = page.getByRole("dialog", { name: /^Edit metric/ });
      await edit.getByLabel("Title", { exact: true }).fill("Founded in");
      await edit.getByRole("button", { name: "Update" }).click();
      await toast(page, "Failed to update title");
    } finally {
      await context.close();
    }
  });
});
