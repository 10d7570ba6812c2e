import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { createNew } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";
import { png, upload } from "../../api/media-library-support";

/** The media library opened on its own, from Create New and the command palette (issue 41 §2), not through an image field. */
describe("the media library on its own", () => {
  let org: TestOrg;

  const files = async () => (await api<{ files: { id: number; alt: string }[] }>(org.host, "/api/media", { token: org.owner.token })).body.files;
  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

  beforeAll(async () => {
    org = await createOrg();
    const loaf = await upload(org, { bytes: await png(), name: "loaf.png", type: "image/png" }, { alt: "A loaf on the counter" });
    expect(loaf.status, JSON.stringify(loaf.body)).toBe(201);
  });

  it("opens from Create New to describe and delete a file, with the storage used and no field to hand a file to", async () => {
    const { page } = await ownerPage(org);
    await createNew(page, "Media library");
    const library = page.getByRole("dialog", { name: "Media library" });
    await library.getByRole("button", { name: "A loaf on the counter" }).click();
    await expect.poll(() => library.getByTestId("media-storage").textContent()).toMatch(/ of .+ used$/);
    const details = library.getByRole("region", { name: "Details of loaf.png" });
    await details.getByRole("button", { name: "Replace", exact: true }).waitFor();
    expect(await details.getByRole("button", { name: "Use this file" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await details.getByLabel("Alt text", { exact: true }).fill("A rye loaf on the counter");
    await details.getByRole("button", { name: "Save" }).click();
    await toast(page, "File saved");
    expect((await files()).map((file) => file.alt)).toEqual(["A rye loaf on the counter"]);

    await details.getByRole("button", { name: "Delete" }).click();
    await toast(page, "File deleted");
    await library.getByText("No files yet. Drop some above.").waitFor();
    expect(await files()).toEqual([]);

    await page.keyboard.press("Escape");
    await library.waitFor({ state: "detached" });
  });

  it("opens from the command palette by the word a member types", async () => {
    const { page } = await ownerPage(org);
    await page.getByRole("button", { name: "Create New" }).waitFor();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("upload");
    await expect.poll(() => palette.getByRole("option").allTextContents()).toEqual(["Media library"]);
    await page.keyboard.press("Enter");
    const library = page.getByRole("dialog", { name: "Media library" });
    await library.getByTestId("media-drop-zone").waitFor();
    await page.keyboard.press("Escape");
    await library.waitFor({ state: "detached" });
  });
});
