import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../../support/axe";
import { launchBrowser, nextFrames, pageUrl, signInByCookie } from "../../support/browser";
import { api, createOrg, member, unique, type TestOrg } from "../../support/client";
import { saveCookieCategories, saveSettingsList } from "../../support/fixtures";

/**
 * Floating layers (issue 36, item 8): the breadcrumb bar, a bottom banner, the members'
 * launcher (Commands, Create New, New section) and the Help and Schedule Meeting pills
 * stand in one stack: at 1280×900 and 390×844, signed out, as the owner and as an
 * editor, a click at the centre of every floating control reaches that control
 * (elementFromPoint), and the page's last content is not covered when scrolled to the
 * bottom. On phones the two pills are one compact launcher whose menu a keyboard works.
 */
let browser: Browser;
let org: TestOrg;
let editor: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  org = await createOrg(unique("Floating "), undefined, { language: "en" });
  const { body } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
  const saved = await api(org.host, `/api/organizations/${org.id}`, {
    method: "PUT",
    token: org.owner.token,
    body: {
      version: body.version,
      banners: [
        {
          content: { text: "Free shipping this week", link: { url: "/blog", label: "See offers" } },
          position: "bottom",
          type: "closed",
          open_state: "bottom-70",
        },
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // A category to ask about, so a visitor's page has the cookie banner too (a site that
  // declares only essential cookies shows none: issue 36, item 6).
  await saveCookieCategories(org, [{ name: "Analytics", cookie_service: [{ name: "Visit statistics" }] }]);
  await saveSettingsList(org, "meeting_types", [{ name: "Call", duration_minutes: 30, is_active: true, is_customer_choice: true }]);
  const created = await api(org.host, "/api/pages", { method: "POST", body: { title: "Our story", slug: "our-story" }, token: org.owner.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  editor = await member(org, "editor");
});

afterAll(async () => {
  await browser?.close();
});

/** Every floating control on the page whose centre is not that control (or inside it): "name (what is there instead)". */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const parts = [
      "[data-banner-id]",
      "[data-breadcrumbs]",
      "[role=toolbar][aria-label='Edit this site']",
      "[data-help-button]",
      "[data-schedule-meeting]",
      "[data-floating-launcher]",
    ];
    const controls = parts.flatMap((part) =>
      Array.from(document.querySelectorAll<HTMLElement>(`${part}`)).flatMap((root) => [
        root,
        ...Array.from(root.querySelectorAll<HTMLElement>("a, button, [role=menuitem]")),
      ]),
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (!control.matches("a, button, [role=menuitem]")) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || !control.contains(hit)) covered.push(`${control.getAttribute("aria-label") ?? control.textContent?.trim()} (${hit?.outerHTML.slice(0, 80)})`);
    }
    return { covered, count: controls.filter((control) => control.matches("a, button") && control.getBoundingClientRect().width > 0).length };
  });
}

/** Scrolled to the bottom: the footer's last piece of content, if a floating layer is over its centre. */
function lastContentCovered(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    const leaves = Array.from(document.querySelectorAll<HTMLElement>("footer[data-site-footer] *")).filter(
      (element) => element.children.length === 0 && element.textContent?.trim() && element.getBoundingClientRect().height > 0,
    );
    const last = leaves.at(-1)!;
    const box = last.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return { text: last.textContent!.trim(), covered: !hit || !last.contains(hit) ? (hit?.outerHTML.slice(0, 80) ?? "nothing") : null };
  });
}

const roles = [
  { who: "a visitor", signIn: null },
  { who: "the owner", signIn: () => org.owner },
  { who: "an editor", signIn: () => editor },
] as const;

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  describe(`at ${width}×${height}`, () => {
    for (const { who, signIn } of roles) {
      it(`${who}: every floating control takes its own clicks, and the page's end scrolls clear of them`, async () => {
        const context = await browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        const account = signIn?.();
        // Signed in by the session cookie (the login form has journeys of its own: tests/e2e/account).
        if (account) await signInByCookie(page, org.host, account.email, account.password);
        await page.goto(pageUrl(org.host, "/our-story"));
        // A visitor's cookie choice made, so its own dialog is out of the way (members are not asked).
        if (!account) {
          await page.getByRole("button", { name: "Reject all", exact: true }).click();
          await page.getByRole("region", { name: "Privacy & Cookies" }).waitFor({ state: "detached" });
        }

        await page.getByRole("region", { name: "Announcement" }).getByText("Free shipping this week").waitFor();
        await page.getByRole("navigation", { name: "Breadcrumb" }).waitFor();
        if (account) for (const name of ["Commands", "Create New", "New section"]) await page.getByRole("button", { name }).waitFor();
        const help = page.getByRole("button", { name: "Help", exact: true });
        const schedule = page.getByRole("button", { name: "Schedule Meeting" });
        const launcher = page.getByRole("button", { name: "Help and meetings" });
        if (width < 768) {
          await launcher.waitFor();
          // One compact launcher stands for both pills on a phone.
          await expect.poll(() => help.isVisible()).toBe(false);
          await expect.poll(() => schedule.isVisible()).toBe(false);
        } else {
          await help.waitFor();
          await schedule.waitFor();
          await expect.poll(() => launcher.isVisible()).toBe(false);
        }
        await nextFrames(page);

        const { covered, count } = await coveredControls(page);
        expect(covered).toEqual([]);
        // Banner: link, Show more, Dismiss; breadcrumbs: Home, Our story is no link; pills; members' three.
        expect(count).toBeGreaterThanOrEqual(4 + (account ? 3 : 0) + (width < 768 ? 1 : 2));
        const end = await lastContentCovered(page);
        expect(end.covered, end.text).toBeNull();

        if (width < 768) {
          // The launcher's menu, by keyboard: Enter opens it on its first item, arrows move, Escape closes and returns.
          await launcher.focus();
          await page.keyboard.press("Enter");
          const menu = page.getByRole("menu", { name: "Help and meetings" });
          await menu.waitFor();
          await expect.poll(() => menu.getByRole("menuitem").allInnerTexts()).toEqual(["Help", "Schedule Meeting"]);
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Help");
          await page.keyboard.press("ArrowDown");
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Schedule Meeting");
          expect((await coveredControls(page)).covered).toEqual([]);
          expect(await axeViolations(page, "[data-floating-launcher]")).toEqual([]);
          await page.keyboard.press("Escape");
          await menu.waitFor({ state: "detached" });
          expect(await launcher.evaluate((button) => button === document.activeElement)).toBe(true);
          // Its Help item opens the help dialog.
          await page.keyboard.press("Enter");
          await menu.getByRole("menuitem", { name: "Help" }).click();
          await page.locator("[role=dialog]").first().waitFor();
        } else {
          expect(await axeViolations(page, "[data-widget='help']")).toEqual([]);
          expect(await axeViolations(page, "[data-widget='meetings']")).toEqual([]);
        }
        expect(await axeViolations(page, "[data-widget='banners']")).toEqual([]);
        expect(await axeViolations(page, "[data-breadcrumbs]")).toEqual([]);
        await context.close();
      });
    }
  });
}
