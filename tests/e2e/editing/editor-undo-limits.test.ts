// Issue 9, "Undo" and "Honest messages" beyond the section editor: the heading
// editor and the metric form undo and redo with Ctrl+Z / Ctrl+Shift+Z (the
// editing shell's one history), and the metric, heading and hero fields show
// their limits up front and say next to the field when a value is too long.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { openEditorFrom } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

describe("undo and limits in the heading, metric and hero editors", () => {
  let org: TestOrg;
  let page: Page;
  const sectionTitle = unique("Our numbers ");
  const headingName = unique("Meet the team ");

  const open = (button: string, dialog: RegExp) => openEditorFrom(page, button, dialog);
  /** Leaves the focused text field (which keeps Ctrl+Z for its own text) by clicking the dialog's title. */
  const leaveField = (dialog: Locator) => dialog.getByRole("heading").first().click();
  const closeDiscarding = async (editor: Locator) => {
    await editor.getByRole("button", { name: "Cancel" }).click();
    const discard = page.getByRole("alertdialog", { name: "Discard changes?" }).or(page.getByRole("dialog", { name: "Discard changes?" }));
    await discard.getByRole("button", { name: "Discard", exact: true }).click();
    await editor.waitFor({ state: "detached" });
  };

  beforeAll(async () => {
    org = await createOrg();
    expect(
      (await api(org.host, "/api/template-sections", { method: "POST", token: org.owner.token, body: { url_page: "/", section_title: sectionTitle } })).status,
    ).toBe(201);
    const heading = await api(org.host, "/api/template-heading-sections", {
      method: "POST",
      token: org.owner.token,
      body: { url_page: "/", name: headingName, description_text: "<p>Who we are</p>" },
    });
    expect(heading.status, JSON.stringify(heading.body)).toBe(201);
  });
  beforeEach(async () => {
    ({ page } = await ownerPage(org));
    page.setDefaultTimeout(15_000);
  });

  it("heading editor: Ctrl+Z undoes the name and a switch, Ctrl+Shift+Z redoes", async () => {
    const editor = await open(`Edit heading: ${headingName}`, /Edit Heading Section/);
    const name = editor.getByLabel("Heading name");
    await name.fill("A new heading");
    const imageFirst = editor.getByRole("switch", { name: "Image first" });
    await imageFirst.click();
    await expect.poll(() => imageFirst.getAttribute("aria-checked")).toBe("true");
    await leaveField(editor);
    await page.keyboard.press("Control+z");
    await expect.poll(() => imageFirst.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => name.inputValue()).toBe("A new heading");
    await page.keyboard.press("Control+z");
    await expect.poll(() => name.inputValue()).toBe(headingName);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => name.inputValue()).toBe("A new heading");
    await closeDiscarding(editor);
  });

  it("heading editor: counters near the limits; a too-long name says so next to its field", async () => {
    const editor = await open(`Edit heading: ${headingName}`, /Edit Heading Section/);
    const name = editor.getByLabel("Heading name");
    await expect.poll(() => editor.getByTestId("limit-counter").count()).toBe(0);
    await name.fill("n".repeat(450));
    await expect.poll(() => editor.getByTestId("limit-counter").textContent()).toBe("450/500 characters");
    await expect.poll(() => name.getAttribute("aria-describedby")).toContain("heading-editor-name-counter");
    await editor.getByLabel("Button text", { exact: true }).fill("b".repeat(190));
    await expect.poll(() => editor.getByTestId("limit-counter").allTextContents()).toEqual(["450/500 characters", "190/200 characters"]);
    await name.fill("n".repeat(600));
    const writes: string[] = [];
    page.on("request", (r) => r.method() === "PUT" && writes.push(r.url()));
    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await editor.getByText("Heading name must be 500 characters or fewer").waitFor();
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => editor.getByTestId("limit-counter").first().textContent()).toBe("600/500 characters, over the limit");
    expect(writes).toEqual([]);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await closeDiscarding(editor);
  });

  it("metric form: its own undo history (the section's is untouched); counters and too-long messages next to the field", async () => {
    const editor = await open(`Edit section: ${sectionTitle}`, /Edit Template Section/);
    await editor.getByLabel("Section title").fill("Section draft");
    await editor.getByRole("button", { name: "Create metric" }).click();
    const form = page.getByRole("dialog", { name: /^Create metric/ });
    const title = form.getByLabel("Title", { exact: true });
    await title.fill("120+ clients");
    const card = form.getByRole("switch", { name: "Card style" });
    await card.check();
    await leaveField(form);
    await page.keyboard.press("Control+z");
    await expect.poll(() => card.isChecked()).toBe(false);
    await page.keyboard.press("Control+z");
    await expect.poll(() => title.inputValue()).toBe("");
    await page.keyboard.press("Control+z"); // nothing left in this form: the section editor's history is not touched
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => title.inputValue()).toBe("120+ clients");
    await expect.poll(() => editor.getByLabel("Section title").inputValue()).toBe("Section draft");

    // Limits up front, and a too-long title is named as such next to its field.
    await title.fill("t".repeat(420));
    await expect.poll(() => form.getByTestId("limit-counter").textContent()).toBe("420/500 characters");
    await form.getByLabel("Description", { exact: true }).fill("In 1998");
    await title.fill("t".repeat(10_000));
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/metrics") && posts.push(r.url()));
    await form.getByRole("button", { name: "Create", exact: true }).click();
    const message = form.getByRole("alert");
    await expect.poll(() => message.textContent()).toBe("Title must be 500 characters or fewer");
    await expect.poll(() => title.getAttribute("aria-invalid")).toBe("true");
    const messageId = await message.getAttribute("id");
    await expect.poll(async () => ((await title.getAttribute("aria-describedby")) ?? "").split(" ")).toContain(messageId);
    await expect.poll(() => form.getByTestId("limit-counter").first().textContent()).toBe("10000/500 characters, over the limit");
    // Right below the field, not at the bottom of the form.
    const [field, alert] = [(await title.boundingBox())!, (await message.boundingBox())!];
    expect(alert.y - (field.y + field.height)).toBeLessThan(60);
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await closeDiscarding(editor);
  });

  it("hero editor: the title, description and button text show their limits near them", async () => {
    const [starter] = (await api(org.host, "/api/hero-sections?url_page=/")).body;
    const editor = await open(`Edit hero: ${starter.title}`, /Edit Hero Section/);
    const title = editor.getByRole("textbox", { name: "Hero title" });
    await expect.poll(() => editor.getByTestId("limit-counter").count()).toBe(0);
    await title.fill("h".repeat(250));
    await expect.poll(() => editor.getByTestId("limit-counter").allTextContents()).toEqual(["250/300 characters"]);
    const counterId = await editor.getByTestId("limit-counter").getAttribute("id");
    await expect.poll(() => title.getAttribute("aria-describedby")).toContain(counterId);
    await editor.getByRole("textbox", { name: "Button text" }).fill("b".repeat(95));
    await expect.poll(() => editor.getByTestId("limit-counter").allTextContents()).toEqual(["250/300 characters", "95/100 characters"]);
    await title.fill("h".repeat(320));
    await expect.poll(() => editor.getByTestId("limit-counter").first().textContent()).toBe("320/300 characters, over the limit");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await closeDiscarding(editor);
  });
});
