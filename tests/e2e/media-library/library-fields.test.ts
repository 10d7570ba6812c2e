import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { png, upload } from "../../api/media-library-support";
import { axeViolations } from "../../support/axe";
import { createNew } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/** Image fields offer the media library beside their address (issue 25): Global Settings' lists and the post editor's Image button. */
describe("the media library beside image fields", () => {
  let org: TestOrg;
  let page: Page;
  let file: { url: string; alt: string };
  const modal = () => page.getByRole("dialog", { name: /^Global Settings/ });
  const tab = (name: string) => modal().getByRole("tab", { name, exact: true });

  /** Picks the uploaded file in the library the field's button opened. */
  async function pickFromLibrary(opener: Locator) {
    await opener.click();
    const library = page.getByRole("dialog", { name: "Media library" });
    await library.getByRole("button", { name: "A golden croissant" }).click();
    await library.getByRole("region", { name: "Details of croissant.png" }).getByRole("button", { name: "Use this file" }).click();
    await library.waitFor({ state: "detached" });
  }

  beforeAll(async () => {
    org = await createOrg();
    const uploaded = await upload(org, { bytes: await png(640, 480), name: "croissant.png", type: "image/png" }, { alt: "A golden croissant" });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    file = uploaded.body;
  });

  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    page.setDefaultTimeout(15_000);
  });

  it("Global Settings: a product's image and a listing's images chosen from the library are saved as the file's address", async () => {
    await createNew(page, "Global settings");
    await tab("Products").click();
    await modal().getByRole("button", { name: "Add product" }).click();
    await modal().getByLabel("Name").fill("Croissant");
    const image = modal().getByRole("group", { name: "Image", exact: true });
    await pickFromLibrary(image.getByRole("button", { name: "Choose from library" }));
    await expect.poll(() => image.getByRole("textbox", { name: "Image" }).inputValue()).toBe(file.url);
    // The preview shows the chosen picture.
    await expect
      .poll(() => image.locator("img").evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(await axeViolations(page), "Products").toEqual([]);

    // A listing's images: one address typed, one from the library (added at the end), then moved first.
    await tab("Listings").click();
    await modal().getByRole("button", { name: "Add listing" }).click();
    await modal().getByLabel("Title").fill("Bakery with flat");
    const images = modal().getByRole("group", { name: "Images" });
    await images.getByText("No images yet.").waitFor();
    await images.getByRole("button", { name: "Add an address" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Image 1");
    await page.keyboard.type("/photos/shop-front.jpg");
    await pickFromLibrary(images.getByRole("button", { name: "Choose from library" }));
    await expect.poll(() => images.getByRole("textbox", { name: "Image 2" }).inputValue()).toBe(file.url);
    await images.getByRole("button", { name: "Move image 2 up" }).click();
    await expect.poll(() => images.getByRole("textbox", { name: "Image 1" }).inputValue()).toBe(file.url);
    // Focus stays with the moved image (its Up button is now disabled: its Down button).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move image 1 down");
    expect(await axeViolations(page), "Listings").toEqual([]);

    const saved = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/api/organizations/${org.id}`);
    await modal().getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved" }).waitFor();
    const stored = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body;
    expect(stored.products.map((p: { name: string; image: string }) => [p.name, p.image])).toEqual([["Croissant", file.url]]);
    expect(stored.listings.map((l: { images: string[] }) => l.images)).toEqual([[file.url, "/photos/shop-front.jpg"]]);
    await modal().getByRole("button", { name: "Cancel" }).click();
    await modal().waitFor({ state: "detached" });
  });

  it("the post editor's Image button: the library fills the address and the alt text, and the inserted image has them", async () => {
    await createNew(page, "New post");
    const editor = page.getByRole("dialog", { name: /New Post/ });
    await editor.getByRole("textbox", { name: "Content" }).click();
    await editor.getByRole("button", { name: "Image" }).click();
    const imageDialog = editor.getByRole("dialog", { name: "Image" });
    // Escape in the library closes the library only: its keys are not the Image dialog's.
    await imageDialog.getByRole("button", { name: "Choose from library" }).click();
    await page.getByRole("dialog", { name: "Media library" }).getByRole("button", { name: "A golden croissant" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Media library" }).waitFor({ state: "detached" });
    await expect.poll(() => imageDialog.isVisible()).toBe(true);
    await pickFromLibrary(imageDialog.getByRole("button", { name: "Choose from library" }));
    // The Image dialog is filled from the file.
    await expect.poll(() => imageDialog.getByLabel("Image address").inputValue()).toBe(file.url);
    await expect.poll(() => imageDialog.getByLabel("Description for people who cannot see it").inputValue()).toBe("A golden croissant");
    expect(await axeViolations(page)).toEqual([]);
    await imageDialog.getByRole("button", { name: "Insert image" }).click();
    const inserted = editor.getByRole("textbox", { name: "Content" }).locator("img");
    await inserted.waitFor();
    await expect.poll(() => inserted.getAttribute("src")).toBe(file.url);
    await expect.poll(() => inserted.getAttribute("alt")).toBe("A golden croissant");
  });
});
