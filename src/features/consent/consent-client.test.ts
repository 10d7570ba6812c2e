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
  confirmPendingChoice,
  readChoice,
  recordChoice,
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
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
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

  it("keeps the choice in this browser as it is sent, by a request that outlives the page, and adds the record's id from the answer", async () => {
    configureConsent({ organizationId: 7, locale: "en" });
    let answer: (response: Response) => void = () => {};
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith("/api/cookies/categories")) return new Response(JSON.stringify(categories), { headers: { "Consent-Revision": "rev1" } });
        sent.push(init!);
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const granting = recordChoice({ categories, revision: "rev1" }, [30], "custom", "dialog");
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // A visitor who follows a link now finds the choice on the next page, and the browser still sends the record.
    expect(sent[0]!.keepalive).toBe(true);
    const key = (sent[0]!.headers as Record<string, string>)["idempotency-key"];
    expect(key).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(JSON.parse(browser.items.get(CONSENT_STORAGE_KEY)!)).toMatchObject({
      granted: [10, 30],
      revision: "rev1",
      action: "custom",
      pending: { key, body: JSON.parse(String(sent[0]!.body)) },
    });
    expect(readChoice()?.record_id).toBeUndefined();
    expect(browser.cookies.at(-1)).toBe("cookies_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure");

    answer(new Response(JSON.stringify({ id: 9, revision: "rev1", action: "custom", created_at: "2026-02-02T00:00:00.000Z" })));
    await granting;
    expect(readChoice()).toMatchObject({ granted: [10, 30], record_id: 9, at: "2026-02-02T00:00:00.000Z" });
    expect(readChoice()?.pending).toBeUndefined();
  });

  it("sends a pending choice again with its key and body, keeps it as recorded, and forgets one the server refuses", async () => {
    const pending = { key: "k-1", body: { consent_given: true, services: [10, 30], organization_id: 7, consent_id: "c-2", action: "accept_all" } };
    const choice = {
      granted: [10, 30],
      denied: [20, 31],
      services: [],
      gpc: false,
      consent_id: "c-2",
      revision: "rev1",
      action: "accept_all" as const,
      at: "t",
      pending,
    };
    const sent: RequestInit[] = [];
    let status = 201;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(init!);
        return status === 201
          ? new Response(JSON.stringify({ id: 11, revision: "rev1", action: "accept_all", created_at: "2026-03-03T00:00:00.000Z" }), { status })
          : new Response(JSON.stringify({ error: "No" }), { status });
      }),
    );
    browser.items.set(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    expect(readChoice()?.pending).toEqual(pending);
    const done = await confirmPendingChoice(readChoice()!);
    expect(JSON.parse(String(sent[0]!.body))).toEqual(pending.body);
    expect((sent[0]!.headers as Record<string, string>)["idempotency-key"]).toBe("k-1");
    expect(done).toMatchObject({ record_id: 11, at: "2026-03-03T00:00:00.000Z", granted: [10, 30] });
    expect(readChoice()).toEqual(done);
    expect(done.pending).toBeUndefined();

    // Rate limited: kept pending for the next page; refused: forgotten.
    status = 429;
    browser.items.set(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    await expect(confirmPendingChoice(readChoice()!)).rejects.toThrow("No");
    expect(readChoice()?.pending).toEqual(pending);
    status = 400;
    await expect(confirmPendingChoice(readChoice()!)).rejects.toThrow("No");
    expect(readChoice()).toBeNull();
  });

  it("puts the earlier choice back when the server refuses the new one, and keeps one that got no answer", async () => {
    configureConsent({ organizationId: 7, locale: "en" });
    const earlier = {
      granted: [10],
      denied: [20, 30, 31],
      services: [],
      gpc: false,
      consent_id: "c-1",
      revision: "rev1",
      action: "reject_all",
      at: "x",
      record_id: 3,
    };
    browser.items.set(CONSENT_STORAGE_KEY, JSON.stringify(earlier));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/cookies/categories")) return new Response(JSON.stringify(categories), { headers: { "Consent-Revision": "rev1" } });
        return new Response(JSON.stringify({ error: "Too many requests" }), { status: 429 });
      }),
    );
    const refused = { categories, revision: "rev1" };
    await expect(recordChoice(refused, [30], "custom", "dialog")).rejects.toThrow("Too many requests");
    expect(JSON.parse(browser.items.get(CONSENT_STORAGE_KEY)!)).toEqual(earlier);
    expect(browser.cookies.at(-1)).toBe("cookies_accepted=false; Max-Age=31536000; Path=/; SameSite=Lax; Secure");

    // No answer at all (the page went away, the network is down): the new choice stays, pending, for the next page.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(recordChoice(refused, [30], "custom", "dialog")).rejects.toThrow("Network error");
    expect(readChoice()).toMatchObject({ granted: [10, 30], pending: { body: { services: [10, 30], consent_id: "c-1" } } });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "Too many requests" }), { status: 429 })),
    );

    // With no earlier choice, none is left behind.
    browser.items.delete(CONSENT_STORAGE_KEY);
    await expect(recordChoice(refused, [30], "custom", "dialog")).rejects.toThrow("Too many requests");
    expect(browser.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(browser.cookies.at(-1)).toBe("cookies_accepted=; Max-Age=0; Path=/; SameSite=Lax; Secure");
  });
});
