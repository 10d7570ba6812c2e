import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, pageUrl } from "../../support/browser";
import { api, createOrg, type TestOrg } from "../../support/client";
import { createSection, saveListings } from "../../support/fixtures";

/** A real estate section as a visitor uses it (issue 20): the cards, a listing's dialog by keyboard, its gallery and the contact form about it. */
describe("a real estate section for a visitor", () => {
  let browser: Browser;
  let org: TestOrg;

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg("Homes Co", undefined, { language: "en" });
    await saveListings(org, [
      {
        title: "Garden house",
        description: "<p>A family house on a <strong>quiet</strong> street.</p>",
        price: 48_500_000,
        currency: "EUR",
        address: "Lindenweg 12, Leipzig",
        bedrooms: 4,
        bathrooms: 2,
        area: 142,
        images: ["/_onsite/demo/listing-townhouse.svg", "/_onsite/demo/listing-townhouse-kitchen.svg", "/_onsite/demo/listing-villa-pool.svg"],
        status: "for_sale",
      },
      { title: "River flat", price: 145_000, currency: "EUR", status: "for_rent", bedrooms: 1, images: ["/_onsite/demo/listing-flat.svg"] },
    ]);
    await createSection(org, { section_title: "Homes for you", section_type: "real_estate", grid_columns: 3 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens a listing's dialog by keyboard, moves through its photos, and contacts the owner about it with the form prefilled", async () => {
    const { context, page } = await newPage(browser);
    expect((await page.goto(pageUrl(org.host, "/")))?.status()).toBe(200);
    const section = page.locator('section[data-section-type="real_estate"]');
    await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe("Homes for you");
    await expect.poll(() => section.getByRole("img", { name: "Garden house" }).getAttribute("src")).toBe("/_onsite/demo/listing-townhouse.svg");
    await expect.poll(() => section.getByText("€1,450 / month").count()).toBe(1);
    expect(await axeViolations(page, 'section[data-section-type="real_estate"]')).toEqual([]);

    // Keyboard: tab onto the card's title button and press Enter.
    const open = section.getByRole("button", { name: "Garden house" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Garden house" });
    await dialog.waitFor();
    // Focus starts on the dialog's first control: the gallery's Previous button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Previous image");
    const photo = dialog.locator("[data-gallery-image]");
    await expect.poll(() => photo.getAttribute("alt")).toBe("Garden house, image 1 of 3");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => photo.getAttribute("alt")).toBe("Garden house, image 2 of 3");
    await expect.poll(() => photo.getAttribute("src")).toBe("/_onsite/demo/listing-townhouse-kitchen.svg");
    await expect.poll(() => dialog.getByText("Image 2 of 3").count()).toBe(1);
    await page.keyboard.press("Enter"); // Previous, still focused
    await expect.poll(() => photo.getAttribute("alt")).toBe("Garden house, image 1 of 3");
    await page.keyboard.press("ArrowLeft"); // wraps round to the last
    await expect.poll(() => photo.getAttribute("alt")).toBe("Garden house, image 3 of 3");
    await dialog.getByRole("button", { name: "Show image 2 of 3" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => photo.getAttribute("alt")).toBe("Garden house, image 2 of 3");
    await expect.poll(() => dialog.getByRole("button", { name: "Show image 2 of 3" }).getAttribute("aria-current")).toBe("true");

    // Every fact, the description, then axe on the dialog.
    await expect.poll(() => dialog.getByText("€485,000").count()).toBe(1);
    await expect.poll(() => dialog.getByText("For sale").count()).toBe(1);
    await expect.poll(() => dialog.getByText("Lindenweg 12, Leipzig").count()).toBe(1);
    await expect.poll(() => dialog.getByText("142 m²").count()).toBe(1);
    expect(await dialog.getByText("quiet").evaluate((el) => el.tagName)).toBe("STRONG");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // The contact button shows the contact form about this listing, its message prefilled.
    await dialog.getByRole("button", { name: "Contact about this listing" }).focus();
    await page.keyboard.press("Enter");
    const form = dialog.getByRole("form", { name: "Contact form" });
    await form.waitFor();
    await expect.poll(() => form.getByText("About: Garden house").count()).toBe(1);
    await expect.poll(() => form.getByLabel("Message").inputValue()).toBe("Hello, I am interested in “Garden house”. Please get in touch with me.");
    // The form took the button's place: focus moves to its first field.
    await expect.poll(() => form.getByLabel("Name").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await form.getByLabel("Name").fill("Ada Visitor");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByRole("button", { name: "Send message" }).click();
    await dialog.getByText("Thank you! Your message has been sent.").waitFor();
    const inbox = await api(org.host, "/api/messages", { token: org.owner.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.messages[0]).toMatchObject({ name: "Ada Visitor", subject: { type: "listing", title: "Garden house" } });

    // Escape closes the dialog and gives focus back to the card's button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The dialog gives focus back in the task after it unmounts.
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
