import type { Locator, Page } from "playwright-core";

/** Opens "Translate this page" from the command palette, as a member does (once the editing layer is there), and answers its dialog. */
export async function openTranslationView(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Create New" }).waitFor();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await palette.getByRole("combobox").fill("translate");
  await palette.getByRole("option", { name: /Translate this page/ }).click();
  const view = page.getByRole("dialog", { name: "Translate this page" });
  await view.waitFor();
  return view;
}
