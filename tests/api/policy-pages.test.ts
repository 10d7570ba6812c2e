import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, type TestOrg } from "../support/client";
import { saveCookieCategories } from "../support/fixtures";
import { rawGet } from "../support/raw";

/**
 * Every site has its Privacy Policy and Cookie Policy (issue 36, item 5): the privacy dialog's
 * links (spec/visitor.md "Privacy settings dialog": /privacy-policy, /cookie-policy) answer 200
 * on a new organization, in the page's language; the cookie policy lists the categories and
 * services of Global Settings → Cookies as saved last; the footer links both.
 */
let org: TestOrg;

const page = async (path: string) => {
  const answer = await rawGet(org.host, path);
  expect(answer.status, path).toBe(200);
  return answer.text;
};

beforeAll(async () => {
  org = await createOrg("Policy Pages Co", undefined, { language: "en", supportedLocales: ["en", "de"] });
});

describe("the policy pages", () => {
  it("answer 200 on a new organization with their starter text, in English and in German, and the footer links both", async () => {
    const privacy = await page("/privacy-policy");
    expect(privacy).toContain("<title>Privacy Policy – Policy Pages Co</title>");
    expect(privacy).toContain("This is a starter privacy policy: replace it with your own.");
    expect(privacy).toMatch(/<a[^>]*href="\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
    expect(privacy).toMatch(/<a[^>]*href="\/cookie-policy"[^>]*>Cookie Policy<\/a>/);
    const cookies = await page("/cookie-policy");
    expect(cookies).toContain("These are the cookies and services this site uses, by category.");
    const german = await page("/de/privacy-policy");
    expect(german).toContain("Dies ist eine Vorlage für Ihre Datenschutzerklärung");
    expect(german).toMatch(/<a[^>]*href="\/de\/privacy-policy"[^>]*>Datenschutzerklärung<\/a>/);
    expect(german).toMatch(/<a[^>]*href="\/de\/cookie-policy"[^>]*>Cookie-Richtlinie<\/a>/);
    expect(await page("/de/cookie-policy")).toContain("Das sind die Cookies und Dienste dieser Website, nach Kategorien.");
  });

  it("the cookie policy lists the categories and services as saved last, in the page's language", async () => {
    expect(await page("/cookie-policy")).not.toContain("Visit counter");
    await saveCookieCategories(org, [
      {
        name: "Essential",
        description: "Needed for the site to work",
        cookie_service: [{ name: "Session", description: "Keeps you signed in", active: true }],
      },
      {
        name: "Statistics",
        name_translation: { de: "Statistik" },
        description: "How the site is used",
        description_translation: { de: "Wie die Website genutzt wird" },
        cookie_service: [{ name: "Visit counter", description: "Counts visits", description_translation: { de: "Zählt Besuche" } }],
      },
    ]);
    const english = await page("/cookie-policy");
    for (const text of [
      "Essential",
      "Needed for the site to work",
      "Session",
      "Keeps you signed in",
      "Statistics",
      "How the site is used",
      "Visit counter",
      "Counts visits",
    ])
      expect(english).toContain(text);
    const german = await page("/de/cookie-policy");
    for (const text of ["Statistik", "Wie die Website genutzt wird", "Visit counter", "Zählt Besuche"]) expect(german).toContain(text);
    expect(german).not.toContain("How the site is used");

    // Saved again: the page follows at once (its cached copy is dropped with the save).
    await saveCookieCategories(org, [
      { name: "Marketing", description: "Ads we show elsewhere", cookie_service: [{ name: "Ad pixel", description: "Measures our ads" }] },
    ]);
    const after = await page("/cookie-policy");
    expect(after).toContain("Ad pixel");
    expect(after).not.toContain("Visit counter");
  });
});
