import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRIVACY_SETTINGS_EVENT, PRIVACY_SETTINGS_PENDING } from "@/features/chrome";
import {
  CONSENT_EVENT,
  CONSENT_STORAGE_KEY,
  OPEN_PRIVACY_SETTINGS_EVENT,
  configureConsent,
  consentModeSignals,
  grantService,
  hasConsentFor,
  openPrivacySettings,
  readChoice,
  takePrivacySettingsRequest,
  type ConsentDetail,
  type PublicCookieCategory,
} from "./consent-client";

const categories: PublicCookieCategory[] = [
  { id: 1, name: "Essential", description: "", cookie_service: [{ id: 10, name: "Session", description: "", active: true }] },
  { id: 2, name: "Analytics", description: "", cookie_service: [{ id: 20, name: "Plausible", description: "", active: false }] },
  {
    id: 3,
    name: "Marketing",
    description: "",
    cookie_service: [
      { id: 30, name: "YouTube", description: "", active: false },
      { id: 31, name: "Vimeo", description: "", active: false },
    ],
  },
];

/** A window with localStorage, document.cookie and events, enough for the module. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const target = new EventTarget();
  const cookies: string[] = [];
  const win = Object.assign(target, {
    localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) },
    location: { protocol: "https:" },
    dataLayer: [] as unknown[],
  });
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  return { win, items, cookies };
}

describe("the consent client", () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the chrome footer button's event name to open the dialog", () => {
    expect(OPEN_PRIVACY_SETTINGS_EVENT).toBe(PRIVACY_SETTINGS_EVENT);
    const opened = vi.fn();
    browser.win.addEventListener(PRIVACY_SETTINGS_EVENT, opened);
    openPrivacySettings();
    expect(opened).toHaveBeenCalledOnce();
  });

  it("keeps a request for the privacy dialog that no widget heard yet, for the widget's mount, once", () => {
    // Nobody listens yet (the consent widget still loads): the request waits, under the chrome's name for it.
    openPrivacySettings();
    expect((browser.win as unknown as Record<symbol, unknown>)[PRIVACY_SETTINGS_PENDING]).toBe(true);
    expect(takePrivacySettingsRequest()).toBe(true);
    expect(takePrivacySettingsRequest()).toBe(false);
    // A listener that takes it (cancels the event) leaves nothing waiting.
    browser.win.addEventListener(PRIVACY_SETTINGS_EVENT, (event) => event.preventDefault());
    openPrivacySettings();
    expect(takePrivacySettingsRequest()).toBe(false);
  });

  it("reads no choice from an empty or broken storage", () => {
    expect(readChoice()).toBeNull();
    browser.items.set(CONSENT_STORAGE_KEY, "{not json");
    expect(readChoice()).toBeNull();
    expect(hasConsentFor("YouTube")).toBe(false);
  });

  it("maps categories to Google Consent Mode v2 signals, denied by default", () => {
    expect(consentModeSignals(null)).toEqual({ ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
    const services = categories.flatMap((c) => c.cookie_service.map((s) => ({ id: s.id, name: s.name, category: c.name })));
    expect(consentModeSignals({ granted: [10, 20], denied: [30, 31], services, gpc: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentModeSignals({ granted: [10, 30], denied: [20, 31], services, gpc: false }).ad_storage).toBe("granted");
  });

  it("grants one service by name through the API, keeping the rest, and publishes the choice", async () => {
    configureConsent({ organizationId: 7, locale: "de" });
    const posted: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith("/api/cookies/categories")) {
          expect(url).toBe("/api/cookies/categories?locale=de");
          return new Response(JSON.stringify(categories), { headers: { "Consent-Revision": "rev1" } });
        }
        posted.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ id: 5, revision: "rev1", action: "custom", created_at: "2026-01-01T00:00:00.000Z" }));
      }),
    );
    const events: ConsentDetail[] = [];
    browser.win.addEventListener(CONSENT_EVENT, (event) => events.push((event as CustomEvent<ConsentDetail>).detail));

    expect(await grantService("Nope")).toBe(false);
    expect(await grantService(" youtube ", "embed")).toBe(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      consent_given: true,
      services: [10, 30],
      organization_id: 7,
      action: "custom",
      source: "embed",
      locale: "de",
      revision: "rev1",
    });
    expect(typeof posted[0]!.consent_id).toBe("string");
    expect(events.at(-1)).toEqual({ granted: [10, 30], denied: [20, 31], services: expect.any(Array), gpc: false });
    expect(hasConsentFor("YouTube")).toBe(true);
    expect(hasConsentFor("Vimeo")).toBe(false);
    expect(readChoice()).toMatchObject({ granted: [10, 30], revision: "rev1", record_id: 5 });
    expect(browser.cookies.at(-1)).toBe("cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(browser.win.dataLayer[0]).toEqual(["consent", "default", expect.objectContaining({ ad_storage: "denied" })]);
    expect(browser.win.dataLayer.at(-1)).toEqual(["consent", "update", expect.objectContaining({ ad_storage: "granted", analytics_storage: "denied" })]);

    // Vimeo now: YouTube stays granted, the same consent id.
    expect(await grantService("Vimeo")).toBe(true);
    expect(posted[1]).toMatchObject({ services: [10, 30, 31], consent_id: posted[0]!.consent_id });
  });
});
