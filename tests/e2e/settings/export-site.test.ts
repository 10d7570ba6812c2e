import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../support/axe";
import { createNew } from "../../support/browser";
import { createOrg, member, unique } from "../../support/client";
import { memberPage, ownerPage } from "../../support/owner-page";

/** Issue 43, item 5: the owner downloads the site's export from Global Settings → General. */
describe("Export site in Global Settings", () => {
  it("the owner downloads the archive; an admin does not get the section", async () => {
    const org = await createOrg(unique("Export "));
    const { page } = await ownerPage(org);
    await createNew(page, "Global settings");
    const modal = page.getByRole("dialog", { name: /^Global Settings/ });
    const section = modal.getByRole("region", { name: "Export site" });
    await section.waitFor();
    expect(await axeViolations(page), "General with Export site").toEqual([]);

    const link = section.getByRole("link", { name: "Download export" });
    expect(await link.getAttribute("href")).toBe(`/api/organizations/${org.id}/export`);
    await section.getByRole("checkbox", { name: "Leave out visitors' cookie consent records and meeting bookings" }).check();
    expect(await link.getAttribute("href")).toBe(`/api/organizations/${org.id}/export?without=consent,bookings`);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${org.host.replace(/\./g, "\\.")}-\\d{4}-\\d{2}-\\d{2}\\.tar$`));
    const file = path.join(os.tmpdir(), `${unique("export-")}.tar`);
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    expect(bytes.subarray(0, 13).toString()).toBe("manifest.json");
    const manifest = JSON.parse(bytes.subarray(512, 512 + parseInt(bytes.subarray(124, 136).toString(), 8)).toString());
    expect(manifest).toMatchObject({ format: "onsite-site-export", version: 1, without: ["consent", "bookings"] });

    const admin = await member(org, "admin");
    const other = await memberPage(org, admin);
    await createNew(other.page, "Global settings");
    const adminModal = other.page.getByRole("dialog", { name: /^Global Settings/ });
    await adminModal.getByRole("textbox", { name: "Organization name" }).waitFor();
    expect(await adminModal.getByRole("region", { name: "Export site" }).count()).toBe(0);
  });
});
