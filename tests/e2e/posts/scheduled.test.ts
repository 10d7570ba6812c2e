import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew, pageUrl } from "../../support/browser";
import { ownerPage } from "../../support/owner-page";
import { api, createOrg, unique, type TestOrg } from "../../support/client";

/**
 * Global Settings → Scheduled (issue 43 §1): the owner schedules a post's publishing at a
 * date and time of the organization's zone (Europe/Berlin here), sees it listed, is told
 * a time in the past cannot be, and cancels it.
 */
describe("Global Settings → Scheduled", () => {
  let org: TestOrg;
  let page: Page;
  let post: { id: number; slug: string };
  /** A page's publishing scheduled 20 s ahead (time enough to delete the page first, even on a busy machine), the page then deleted: the server fails it on its first tick after that. */
  let failing: number;
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
  const stored = async () =>
    (
      (await api(org.host, "/api/scheduled-changes", { token: org.owner.token })).body as { subject_id: number; action: string; at: string; status: string }[]
    ).map((c) => [c.subject_id, c.action, c.at, c.status]);

  beforeAll(async () => {
    org = await createOrg(undefined, undefined, { language: "en" });
    const zone = await api(org.host, `/api/organizations/${org.id}`, {
      method: "PUT",
      token: org.owner.token,
      body: { settingsData: { time_zone: "Europe/Berlin" } },
    });
    expect(zone.status).toBe(200);
    const created = await api(org.host, "/api/posts", {
      method: "POST",
      token: org.owner.token,
      body: { title: "Summer launch", slug: unique("summer-").toLowerCase(), content: "<p>Soon.</p>", display_config: { display_this_post: false } },
    });
    expect(created.status).toBe(201);
    post = created.body;
    const doomed = await api(org.host, "/api/pages", {
      method: "POST",
      token: org.owner.token,
      body: { title: "Autumn offer", slug: unique("autumn-").toLowerCase() },
    });
    expect(doomed.status).toBe(201);
    const scheduled = await api(org.host, "/api/scheduled-changes", {
      method: "POST",
      token: org.owner.token,
      body: { subject_id: doomed.body.id, action: "publish", at: new Date(Date.now() + 20_000).toISOString() },
    });
    expect(scheduled.status).toBe(201);
    failing = scheduled.body.id;
    expect((await api(org.host, `/api/pages/${doomed.body.id}`, { method: "DELETE", token: org.owner.token })).status).toBe(200);
  });

  it("schedules a post's publishing in the organization's zone, refuses a past time, and cancels it, with no axe violations", async () => {
    ({ page } = await ownerPage(org));
    await createNew(page, "Global settings");
    await modal().getByRole("tab", { name: "Scheduled", exact: true }).click();
    await modal().getByText("Times in Europe/Berlin.", { exact: false }).waitFor();
    const list = modal().getByRole("region", { name: "Scheduled changes" });
    await list.getByRole("listitem").filter({ hasText: "Publish page “Autumn offer”" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const form = modal().getByRole("region", { name: "Schedule a change" });
    await form.getByLabel("Post or page").selectOption({ label: "Summer launch" });
    await form.getByLabel("Action").selectOption({ label: "Publish at" });
    const field = form.getByLabel("Date and time (Europe/Berlin)");

    // A past time: the server's message, at the field.
    await field.fill("2020-01-01T09:00");
    await form.getByRole("button", { name: "Schedule" }).click();
    await form.getByRole("alert").filter({ hasText: "The time of a scheduled change must be in the future" }).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    // 1 July 2030, 09:30 in Berlin (summer time, UTC+2) is 07:30 UTC.
    await field.fill("2030-07-01T09:30");
    await form.getByRole("button", { name: "Schedule" }).click();
    await toast("Change scheduled").waitFor();
    const item = list.getByRole("listitem").filter({ hasText: "Publish post “Summer launch”" });
    await item.getByText("1 Jul 2030, 09:30").waitFor();
    await item.getByText("Scheduled", { exact: true }).waitFor();
    expect((await stored()).filter(([subject]) => subject === post.id)).toEqual([[post.id, "publish", "2030-07-01T07:30:00.000Z", "scheduled"]]);
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole("button", { name: /^Cancel: Publish “Summer launch”/ }).click();
    await toast("Scheduled change cancelled").waitFor();
    await item.waitFor({ state: "detached" });
    expect((await stored()).filter(([subject]) => subject === post.id)).toEqual([]);
    // A sign-in, the modal and three axe scans: 43 s of the default 60 at load 20, over it at 23.
  }, 240_000);

  it("shows a change that could not apply as failed, with its reason, in the list and on the dashboard, with no axe violations", async () => {
    ({ page } = await ownerPage(org));
    // The server applies it on its first tick (every 10 s) after its time: the API says when.
    const status = async () =>
      ((await api(org.host, "/api/scheduled-changes", { token: org.owner.token })).body as { id: number; status: string }[]).find((c) => c.id === failing)
        ?.status;
    await expect.poll(status, { timeout: 150_000 }).toBe("failed");

    await page.goto(pageUrl(org.host, "/admin"));
    const group = page.getByRole("region", { name: "Failed scheduled changes" });
    await group.getByRole("link", { name: /^Publishing Autumn offer on .+ failed: The post or page no longer exists \(it was deleted\)\.$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Its link opens the Scheduled tab, where it is listed as failed with the reason.
    await group.getByRole("link").first().click();
    const modal = page.getByRole("dialog", { name: /^Global Settings/ });
    const item = modal.getByRole("region", { name: "Scheduled changes" }).getByRole("listitem").filter({ hasText: "Publish page “Autumn offer”" });
    await item.getByText("Failed", { exact: true }).waitFor();
    await item.getByText("The post or page no longer exists (it was deleted).").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);
});
