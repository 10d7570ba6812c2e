import { beforeAll, describe, expect, it } from "vitest";
import { WIDGETS } from "@/app/widgets";
import type { WidgetSettings } from "@/ui/widgets/types";
import { api, createOrg, signUp, type TestOrg } from "../support/client";
import { saveSettingsList } from "../support/fixtures";
import { rawGet, type RawResponse } from "../support/raw";

/**
 * The visitor widget layer keeps public pages shared (issue 19 §1): with every
 * registered widget enabled, a page is the same bytes for an anonymous visitor
 * and a signed-in customer carrying every cookie the visitor features use, is
 * served from the page cache, and never sets a cookie (the cache keeps no
 * answer with `Set-Cookie`: one widget setting one would switch caching off).
 */
/** The page's markup without its scripts (React's payload among them). */
/**
 * A render's markup without its payload scripts, its head's elements in a set order: React hoists
 * a `<link>` rendered in the page (the header's `rel="expect"`) into the head when that part of
 * the page is done, which on PostgreSQL may come before or after the metadata.
 */
const markupOf = (html: string) => {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const [head = "", body = ""] = markup.split("</head>");
  const start = head.indexOf("<head>") + "<head>".length;
  const elements = head.slice(start).match(/<title>[\s\S]*?<\/title>|<[^>]+>/g) ?? [];
  return `${head.slice(0, start)}${elements.sort().join("")}</head>${body}`;
};

describe("a cached page with every visitor widget enabled", () => {
  let org: TestOrg;
  let customerCookies = "";
  let bannerId = 0;

  const anonymous: Record<string, string> = { "accept-language": "en-GB,en;q=0.9", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Visitor/1" };
  const customer = (): Record<string, string> => ({
    "accept-language": "pl-PL,pl;q=0.9",
    "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Visitor/2",
    // A session, and the cookies of spec/visitor.md §3 "Browser storage".
    cookie: `${customerCookies}; cookies_accepted=true; userLanguageChoice=pl; languageBannerSeen=true; showLanguageBanner=true; bannerSourceLanguage=en; bannerTargetLanguage=pl; defaultLocale=pl`,
  });

  /** Moves the organization's version on (as any save does), so the next visit renders the page again. */
  const invalidate = async () => {
    const result = await api(org.host, "/api/revalidate", { method: "POST", token: org.owner.token, body: { tag: `org-${org.id}` } });
    expect(result.status).toBe(200);
  };

  const expectShared = (answer: RawResponse, cache: "HIT" | "MISS", label: string) => {
    expect(answer.status, label).toBe(200);
    expect(answer.headers["set-cookie"], label).toBeUndefined();
    expect(answer.headers["x-onsite-cache"], label).toBe(cache);
    expect(answer.headers["cache-control"], label).toBe("public, max-age=0, must-revalidate");
  };

  beforeAll(async () => {
    org = await createOrg("Widget Shop", undefined, { type: "retail", supportedLocales: ["en", "pl"], withLanguageSwitch: true });
    const page = await api(org.host, "/api/pages", { method: "POST", body: { title: "About us", slug: "about-us" }, token: org.owner.token });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    // A banner on every page, so the banners widget mounts too (issue 22): fixed above the header, closable.
    const { body: before } = await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token });
    const banners = [{ content: { text: "Widget week" }, type: "closed", is_fixed_above_navbar: true }];
    expect(
      (await api(org.host, `/api/organizations/${org.id}`, { method: "PUT", token: org.owner.token, body: { version: before.version, banners } })).status,
    ).toBe(200);
    bannerId = (await api(org.host, `/api/organizations/${org.id}`, { token: org.owner.token })).body.banners[0].id;
    // A meeting to book, so the Schedule Meeting button mounts too.
    await saveSettingsList(org, "meeting_types", [{ name: "Fitting", duration_minutes: 30, is_active: true, is_customer_choice: true }]);
    const shopper = await signUp(org.host);
    const signedIn = await api(org.host, "/api/auth/sign-in/email", { method: "POST", body: { email: shopper.email, password: shopper.password } });
    expect(signedIn.status).toBe(200);
    customerCookies = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    // The cookie is a live session: the session answer knows the customer.
    const session = await api(org.host, "/api/session", { cookie: customerCookies });
    expect(session.body.user?.email).toBe(shopper.email);
  });

  for (const [path, locale] of [
    ["/", "en"],
    ["/pl/about-us", "pl"],
  ] as const) {
    it(`${path}: a HIT without Set-Cookie, byte-identical for an anonymous visitor and a signed-in customer`, async () => {
      const base = path.replace(/^\/pl(?=\/|$)/, "") || "/";
      const settings: WidgetSettings = {
        organization: { id: org.id, name: org.name, type: "retail" },
        siteTitle: null,
        locale,
        timeZone: "UTC",
        defaultLanguage: "en",
        languages: ["en", "pl"],
        meetings: true,
        banners: [
          {
            id: bannerId,
            position: "top",
            closable: true,
            fixed: true,
            text: "Widget week",
            html: null,
            icon: null,
            link: null,
            landing: null,
            openState: null,
            background: "#111827",
            color: "#fff",
            dismissMs: 60_000,
            paths: [],
            start: null,
            end: null,
            countdown: false,
          },
        ],
      };
      // Every registered widget mounts on this page: its shouldMount says yes and its place has a slot in the HTML.
      const widgets = WIDGETS;
      expect(widgets.length).toBeGreaterThan(0);
      for (const widget of widgets) expect(widget.shouldMount(base, settings), widget.id).toBe(true);

      // Rendered for the customer, then served to the anonymous visitor from the cache.
      await invalidate();
      const forCustomer = await rawGet(org.host, path, customer());
      expectShared(forCustomer, "MISS", "customer's render");
      for (const widget of widgets) expect(forCustomer.text, widget.id).toContain(`data-widget-slot="${widget.place}"`);
      const toAnonymous = await rawGet(org.host, path, anonymous);
      expectShared(toAnonymous, "HIT", "anonymous visitor's copy");
      expect(toAnonymous.body.equals(forCustomer.body)).toBe(true);

      // Rendered for the anonymous visitor, then served to the customer: the same bytes as the customer's own render.
      await invalidate();
      const forAnonymous = await rawGet(org.host, path, anonymous);
      expectShared(forAnonymous, "MISS", "anonymous visitor's render");
      const toCustomer = await rawGet(org.host, path, customer());
      expectShared(toCustomer, "HIT", "customer's copy");
      expect(toCustomer.body.equals(forAnonymous.body)).toBe(true);
      // Two renders, one per visitor, make the same markup, byte for byte. (Their payload scripts and the head's
      // hoisted elements may differ in order: on PostgreSQL the server components' queries finish in any order,
      // and React streams its rows and hoists as they finish. Every visitor still gets the same bytes: the
      // cached copy, as checked above.)
      expect(markupOf(forAnonymous.text)).toBe(markupOf(forCustomer.text));
      expect(markupOf(forCustomer.text).length).toBeGreaterThan(1_000);

      // Nothing of the customer's is in it: the account area is a widget, filled in the browser.
      const email = (await api(org.host, "/api/session", { cookie: customerCookies })).body.user.email as string;
      expect(forCustomer.text).not.toContain(email);
      expect(forCustomer.text).not.toContain("data-profile-menu");
      expect(forCustomer.text).not.toContain("data-widget=");
    });
  }
});
