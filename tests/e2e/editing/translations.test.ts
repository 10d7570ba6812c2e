import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, newPage, openEditorFrom, pageUrl } from "../../support/browser";
import { api, createOrg, unique, type TestOrg } from "../../support/client";
import { ownerPage } from "../../support/owner-page";

/**
 * Translations in every content editor (spec/visitor.md §3: title_translation,
 * description_translation, section_title_translation...): the owner of a site
 * that publishes Spanish translates a section, a metric and the hero; /es shows them.
 */
describe("translations in the content editors", () => {
  let browser: Browser;
  let org: TestOrg;
  let page: Page;
  let sectionId = 0;
  let metricId = 0;
  const metricTitle = unique("Years ");

  const selectorOf = async (dialog: Locator) => `#${await dialog.evaluate((el) => CSS.escape(el.id))}`;
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

  beforeAll(async () => {
    browser = await launchBrowser();
    org = await createOrg(unique("Bakery "), undefined, { language: "en", supportedLocales: ["en", "es"] });
    // The starter section gets a metric of the library.
    const sections = await api<any[]>(org.host, "/api/template-sections?url_page=/");
    sectionId = sections.body[0].id;
    const metric = await api(org.host, "/api/metrics", {
      method: "POST",
      body: { title: metricTitle, description: "<p>Baking since 1998</p>" },
      token: org.owner.token,
    });
    metricId = metric.body.id;
    await api(org.host, `/api/template-sections/${sectionId}/metrics`, { method: "POST", body: { metric_id: metricId }, token: org.owner.token });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("offers the site's published languages only", async () => {
    ({ page } = await ownerPage(org));
    const editor = await openEditorFrom(page, "Edit section: What we offer", /Edit Template Section/);
    await editor.getByText("Translations", { exact: true }).click();
    await expect.poll(() => editor.getByLabel("Language").locator("option").allTextContents()).toEqual(["Spanish"]);
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
  });

  it("translates a section title and description, and a metric", async () => {
    ({ page } = await ownerPage(org));
    const editor = await openEditorFrom(page, "Edit section: What we offer", /Edit Template Section/);
    await editor.getByText("Translations", { exact: true }).click();
    await editor.getByLabel("Title in Spanish").fill("Lo que hacemos");
    await editor.getByRole("textbox", { name: "Description in Spanish" }).click();
    await page.keyboard.type("Pan recién hecho cada mañana.");

    // The metric's own form translates it (saved to the library at once).
    await editor.getByRole("button", { name: `Edit ${metricTitle}` }).click();
    const form = page.getByRole("dialog", { name: /^Edit metric/ });
    await form.getByText("Translations", { exact: true }).click();
    await expect.poll(() => form.getByLabel("Language").locator("option").allTextContents()).toEqual(["Spanish"]);
    await form.getByLabel("Title in Spanish").fill("Años de oficio");
    await form.getByRole("textbox", { name: "Description in Spanish" }).click();
    await page.keyboard.type("Horneando desde 1998");
    expect(await axeViolations(page, await selectorOf(form))).toEqual([]);
    await form.getByRole("button", { name: "Update", exact: true }).click();
    await form.waitFor({ state: "detached" });

    await editor.getByRole("button", { name: "Update", exact: true }).click();
    await toast("Section updated");
    await editor.waitFor({ state: "detached" });

    const [section] = (await api<any[]>(org.host, "/api/template-sections?url_page=/")).body;
    expect(section.section_title).toBe("What we offer");
    expect(section.section_title_translation).toEqual({ es: "Lo que hacemos" });
    expect(section.section_description_translation).toEqual({ es: "<p>Pan recién hecho cada mañana.</p>" });
    const metric = (await api<any[]>(org.host, "/api/metrics", { token: org.owner.token })).body.find((m: any) => m.id === metricId);
    expect(metric).toMatchObject({
      title: metricTitle,
      title_translation: { es: "Años de oficio" },
      description_translation: { es: "<p>Horneando desde 1998</p>" },
    });
  });

  it("translates the hero", async () => {
    ({ page } = await ownerPage(org));
    const editor = await openEditorFrom(page, `Edit hero: ${org.name}`, /Edit Hero Section/);
    await editor.getByText("Translations", { exact: true }).click();
    await expect.poll(() => editor.getByLabel("Language").locator("option").allTextContents()).toEqual(["Spanish"]);
    await editor.getByLabel("Title in Spanish").fill("Panadería del barrio");
    await editor.getByLabel("Description in Spanish").fill("Pan, café y pasteles.");
    await editor.getByLabel("Button text in Spanish").fill("Empezar");
    expect(await axeViolations(page, await selectorOf(editor))).toEqual([]);
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await toast("Hero section saved");
    await editor.waitFor({ state: "detached" });

    const [hero] = (await api<any[]>(org.host, "/api/hero-sections?url_page=/")).body;
    expect(hero).toMatchObject({
      title: org.name,
      title_translation: { es: "Panadería del barrio" },
      description_translation: { es: "Pan, café y pasteles." },
      button_translation: { es: "Empezar" },
    });
  });

  it("says a site that publishes only its own language has nothing to translate yet, and where languages are added", async () => {
    const english = await createOrg(unique("Florist "), undefined, { language: "en", supportedLocales: ["en"] });
    const { page: owner } = await ownerPage(english);
    const editor = await openEditorFrom(owner, "Edit section: What we offer", /Edit Template Section/);
    await editor.getByText("Translations", { exact: true }).click();
    await editor
      .getByText("This site publishes only English. Once an owner or admin adds languages in Global Settings → General, its texts can be translated here.", {
        exact: true,
      })
      .waitFor();
    await expect.poll(() => editor.getByLabel("Language").count()).toBe(0);
  });

  it("shows the translations on /es, and the base texts on /", async () => {
    // The translations the journeys above save.
    const put = async (path: string, method: string, body: Record<string, unknown>) =>
      expect((await api(org.host, path, { method, body, token: org.owner.token })).status).toBe(200);
    const [hero] = (await api<any[]>(org.host, "/api/hero-sections?url_page=/")).body;
    await put(`/api/template-sections/${sectionId}`, "PUT", {
      section_title_translation: { es: "Lo que hacemos" },
      section_description_translation: { es: "<p>Pan recién hecho cada mañana.</p>" },
    });
    await put(`/api/metrics/${metricId}`, "PATCH", {
      title_translation: { es: "Años de oficio" },
      description_translation: { es: "<p>Horneando desde 1998</p>" },
    });
    await put(`/api/hero-sections/${hero.id}`, "PUT", {
      title_translation: { es: "Panadería del barrio" },
      description_translation: { es: "Pan, café y pasteles." },
      button_translation: { es: "Empezar" },
    });
    const visitor = await newPage(browser);
    await visitor.page.goto(pageUrl(org.host, "/es"));
    const main = visitor.page.locator("main");
    await main.getByRole("heading", { name: "Panadería del barrio" }).waitFor();
    for (const text of ["Pan, café y pasteles.", "Empezar", "Lo que hacemos", "Pan recién hecho cada mañana.", "Años de oficio", "Horneando desde 1998"]) {
      await expect.poll(() => main.getByText(text, { exact: true }).count(), { message: text }).toBeGreaterThan(0);
    }
    await visitor.page.goto(pageUrl(org.host, "/"));
    await visitor.page.locator("main").getByRole("heading", { name: org.name }).first().waitFor();
    const english = () => visitor.page.locator("main").textContent();
    await expect.poll(english).toContain("What we offer");
    await expect.poll(english).toContain(metricTitle);
    await expect.poll(english).not.toContain("Lo que hacemos");
    await visitor.context.close();
  });
});
