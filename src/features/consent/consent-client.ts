/**
 * The visitor's cookie choice in the browser: the small, client-safe API other
 * features use (embeds, declared scripts, the footer's button), exported from
 * `@/features/consent`. No React, no zod, no server code: importing it costs a
 * page almost nothing. Every function is safe to call during a server render
 * (it then answers "nothing known" and does nothing).
 *
 * The contract (docs/decisions.md "Cookie consent (issue 21)"):
 *
 * - `CONSENT_EVENT` (`"onsite:consent"`): a `CustomEvent<ConsentDetail>` dispatched on
 *   `window` whenever the visitor's choice becomes known on this page (the consent widget
 *   read the saved choice, checked it against the current policy revision, or recorded a
 *   GPC refusal) and whenever it changes (banner, dialog, footer, `grantService`). Detail:
 *   `{ granted: number[]; denied: number[]; services: { id; name; category }[]; gpc: boolean }`
 *   where `granted` and `denied` are service ids and `services` names every service of the
 *   policy the choice was made under. Late listeners: `currentConsent()` or `onConsent()`.
 *   With each dispatch, `window.dataLayer` gets `['consent', 'update', {...}]` (Google
 *   Consent Mode v2); `['consent', 'default', {... 'denied'}]` is pushed once before any.
 * - `readChoice()`: the choice saved in this browser (localStorage), or null.
 * - `hasConsentFor("YouTube")`: whether a service of that name (any letter case, spaces
 *   trimmed) is granted by the choice known now (the last event's, else the saved one).
 * - `openPrivacySettings()`: asks the consent widget to open the privacy dialog (it
 *   listens for `OPEN_PRIVACY_SETTINGS_EVENT` on window; the footer's button sends the same).
 * - `grantService("YouTube", "embed")`: grants one more service by name, keeping the rest of
 *   the choice, and records it through `POST /api/cookies/consent` exactly like a dialog
 *   choice (action `custom`, the given source). Resolves true when recorded (or already
 *   granted), false when the site has no such service or the save failed. On success the
 *   choice is saved, `cookies_accepted` set and `CONSENT_EVENT` dispatched.
 */
import { ApiError, request, requestWithHeaders } from "@/platform/http/client";
import { WINDOW_EVENTS, type ConsentEventDetail } from "@/platform/window-events";

export const CONSENT_EVENT = WINDOW_EVENTS.consent;
/** The same name as the chrome's PRIVACY_SETTINGS_EVENT (its footer button dispatches it); a unit test pins them equal. */
export const OPEN_PRIVACY_SETTINGS_EVENT = WINDOW_EVENTS.openPrivacySettings;

export type ConsentService = { id: number; name: string; category: string };
export type ConsentDetail = ConsentEventDetail;
export type ConsentAction = "accept_all" | "reject_all" | "custom" | "withdraw" | "gpc";
export type ConsentSource = "banner" | "dialog" | "footer" | "embed";

/** The choice as this browser keeps it (localStorage `onsite-consent`). */
export type SavedChoice = ConsentDetail & {
  /** The random first-party id that ties this browser's records together (no cookie). */
  consent_id: string;
  /** The policy revision the choice was made under. */
  revision: string;
  action: ConsentAction;
  /** When the server recorded it (ISO). */
  at: string;
  /** The record's id, for the receipt. */
  record_id?: number;
  /**
   * A choice sent but not answered yet (its page may have gone away first): the request as sent,
   * which the next page sends again with the same Idempotency-Key (`confirmPendingChoice`), so it
   * is recorded once.
   */
  pending?: PendingRecord;
};

/** The consent record's request: its body and its Idempotency-Key. */
type PendingRecord = { key: string; body: Record<string, unknown> };
type RecordAnswer = { id?: number; revision?: string; created_at?: string; action?: ConsentAction };

/** A category as `GET /api/cookies/categories` answers it (spec/visitor.md §3, §7). */
export type PublicCookieService = { id: number; name: string; description: string; active: boolean; script_url?: string | null };
/** `key`: the category's stored name in any language (recognises the essential category and Consent Mode); `name`: in the page's language. */
export type PublicCookieCategory = { id: number; key?: string; name: string; description: string; cookie_service: PublicCookieService[] };

/** The category's name in any language (its stored name), for the rules that go by name. */
export const categoryKey = (category: PublicCookieCategory) => category.key ?? category.name;

export const CONSENT_STORAGE_KEY = "onsite-consent";
/** spec/visitor.md §3, §7, §9: `cookies_accepted`, 365 days, path /, SameSite Lax. */
export const CONSENT_COOKIE = "cookies_accepted";
export const CONSENT_COOKIE_DAYS = 365;
/** The policy revision of the categories answer (a response header: the body stays the spec's array). */
export const REVISION_HEADER = "Consent-Revision";

/** The category whose services are always on (spec §4: named essential, any letter case). */
export const isEssentialCategory = (name: string) => name.trim().toLowerCase() === "essential";

const inBrowser = () => typeof window !== "undefined";
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The visitor's saved choice in this browser, or null (none, unreadable, or storage blocked). */
export function readChoice(): SavedChoice | null {
  if (!inBrowser()) return null;
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SavedChoice>;
    if (!value || typeof value.consent_id !== "string" || typeof value.revision !== "string" || !Array.isArray(value.granted) || !Array.isArray(value.services))
      return null;
    const { pending, ...rest } = value;
    const usable = pending && typeof pending.key === "string" && pending.body && typeof pending.body === "object";
    return { denied: [], gpc: false, action: "custom", at: "", ...rest, ...(usable ? { pending } : {}) } as SavedChoice;
  } catch {
    return null;
  }
}

const randomId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** This browser's consent id: the saved choice's, else a new random one (kept once a choice is saved). */
export function consentId(): string {
  return readChoice()?.consent_id ?? randomId();
}

let current: ConsentDetail | null = null;

/** The choice last published on this page (CONSENT_EVENT), or null before the consent widget knows it. */
export function currentConsent(): ConsentDetail | null {
  return current;
}

/** Calls `listener` with the current choice now (if known) and on every CONSENT_EVENT; returns the unsubscribe. */
export function onConsent(listener: (detail: ConsentDetail) => void): () => void {
  if (!inBrowser()) return () => {};
  const handle = (event: Event) => listener((event as CustomEvent<ConsentDetail>).detail);
  window.addEventListener(CONSENT_EVENT, handle);
  if (current) listener(current);
  return () => window.removeEventListener(CONSENT_EVENT, handle);
}

/** Whether a service named like `serviceName` (case-insensitive, e.g. "YouTube", "Vimeo") is granted. */
export function hasConsentFor(serviceName: string): boolean {
  const choice = current ?? readChoice();
  if (!choice) return false;
  const granted = new Set(choice.granted);
  return choice.services.some((service) => sameName(service.name, serviceName) && granted.has(service.id));
}

/** The chrome's PRIVACY_SETTINGS_PENDING: a request made before the consent widget listened. */
const PENDING = Symbol.for("onsite.privacy-settings-pending");
type PendingWindow = Window & { [PENDING]?: boolean };

/**
 * Opens the privacy settings dialog (the consent widget listens and cancels the event to
 * take it; the footer's button does the same). Unheard, it waits for the widget's mount.
 */
export function openPrivacySettings(): void {
  if (!inBrowser()) return;
  const heard = !window.dispatchEvent(new CustomEvent(OPEN_PRIVACY_SETTINGS_EVENT, { cancelable: true }));
  if (!heard) (window as PendingWindow)[PENDING] = true;
}

/** Whether the dialog was asked for before anyone listened; the request is taken (cleared). */
export function takePrivacySettingsRequest(): boolean {
  if (!inBrowser()) return false;
  const pending = (window as PendingWindow)[PENDING] === true;
  delete (window as PendingWindow)[PENDING];
  return pending;
}

// ---- Google Consent Mode v2 -------------------------------------------------------------

type ConsentModeSignals = {
  ad_storage: "granted" | "denied";
  ad_user_data: "granted" | "denied";
  ad_personalization: "granted" | "denied";
  analytics_storage: "granted" | "denied";
};
type DataLayerWindow = Window & { dataLayer?: unknown[] };

const ANALYTICS = /analytic|statistic|performance|measure/i;
const ADS = /marketing|advertis|\bads?\b|targeting/i;

/**
 * Google Consent Mode v2 signals of a choice: `analytics_storage` is granted when a service
 * of a category named like analytics (statistics, performance) is; the three ad signals when
 * one of a category named like marketing (advertising, ads, targeting) is.
 */
export function consentModeSignals(detail: ConsentDetail | null): ConsentModeSignals {
  const granted = new Set(detail?.granted ?? []);
  const any = (pattern: RegExp) => (detail?.services ?? []).some((service) => pattern.test(service.category) && granted.has(service.id));
  const ads = any(ADS) ? "granted" : "denied";
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: any(ANALYTICS) ? "granted" : "denied" };
}

let defaultPushed = false;

/** Pushes `['consent', 'default', {…'denied'}]` to window.dataLayer once per page, before any update. */
export function pushConsentDefault(): void {
  if (!inBrowser() || defaultPushed) return;
  defaultPushed = true;
  const layer = ((window as DataLayerWindow).dataLayer ??= []);
  layer.push(["consent", "default", consentModeSignals(null)]);
}

/** Publishes a choice on the page: dataLayer `['consent', 'update', …]` and CONSENT_EVENT. */
export function publishConsent(detail: ConsentDetail): void {
  if (!inBrowser()) return;
  pushConsentDefault();
  current = detail;
  ((window as DataLayerWindow).dataLayer ??= []).push(["consent", "update", consentModeSignals(detail)]);
  window.dispatchEvent(new CustomEvent<ConsentDetail>(CONSENT_EVENT, { detail }));
}

// ---- Saving a choice --------------------------------------------------------------------

/** The page's organization and locale, told by the consent widget when it mounts. */
type ConsentSite = { organizationId: number; locale: string };
let site: ConsentSite | null = null;
const siteWaiters: ((value: ConsentSite) => void)[] = [];

/** Called by the consent widget: the organization and locale choices are saved for. */
export function configureConsent(value: ConsentSite): void {
  site = value;
  for (const waiter of siteWaiters.splice(0)) waiter(value);
}

function siteKnown(): Promise<ConsentSite | null> {
  if (site) return Promise.resolve(site);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 10_000);
    siteWaiters.push((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Everything a choice is made from: the categories shown and their revision. */
export type ConsentPolicy = { categories: PublicCookieCategory[]; revision: string };

/** The site's categories and their revision (`GET /api/cookies/categories`). */
export async function loadPolicy(locale?: string, signal?: AbortSignal): Promise<ConsentPolicy> {
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : "";
  const { data: categories, headers } = await requestWithHeaders<PublicCookieCategory[]>(`/api/cookies/categories${query}`, { signal });
  return { categories, revision: headers.get(REVISION_HEADER) ?? "" };
}

/** Every service of the policy with its category's name. */
export function policyServices(policy: ConsentPolicy): ConsentService[] {
  return policy.categories.flatMap((category) =>
    category.cookie_service.map((service) => ({ id: service.id, name: service.name, category: categoryKey(category) })),
  );
}

/** The ids of the essential services (always granted). */
export function essentialIds(policy: ConsentPolicy): number[] {
  return policy.categories
    .filter((category) => isEssentialCategory(categoryKey(category)))
    .flatMap((category) => category.cookie_service.map((service) => service.id));
}

function setAcceptedCookie(accepted: boolean | null) {
  const maxAge = accepted === null ? 0 : CONSENT_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${accepted ?? ""}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Keeps a choice in this browser's storage (`onsite-consent`); `null` forgets it. */
function storeChoice(choice: SavedChoice | null) {
  try {
    if (choice) window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** Keeps a choice in this browser with its `cookies_accepted`; `null` forgets both. */
function keepChoice(choice: SavedChoice | null, policy: ConsentPolicy) {
  storeChoice(choice);
  const essential = new Set(essentialIds(policy));
  setAcceptedCookie(choice ? choice.granted.some((serviceId) => !essential.has(serviceId)) : null);
}

/** Sends a consent record; the request outlives its page (`keepalive`), and its key makes a second send a replay. */
const sendRecord = (pending: PendingRecord) =>
  request<RecordAnswer>("/api/cookies/consent", { method: "POST", body: pending.body, idempotencyKey: pending.key, keepalive: true });

/** The sent choice as the server recorded it: its record's id, time, revision and action. */
function recorded(sent: SavedChoice, record: RecordAnswer): SavedChoice {
  const choice = { ...sent };
  delete choice.pending;
  return {
    ...choice,
    gpc: choice.gpc || record.action === "gpc",
    revision: record.revision ?? choice.revision,
    action: record.action ?? choice.action,
    at: record.created_at ?? choice.at,
    record_id: record.id,
  };
}

/**
 * Records a choice (`POST /api/cookies/consent`) and publishes it. The choice is kept in this
 * browser (with `cookies_accepted`) as it is sent, marked pending, and the request outlives the
 * page: a visitor who follows a link before the answer keeps the choice, and the next page sends
 * the same request again (`confirmPendingChoice`; the same key, so it is recorded once). The
 * answer adds the record's id and time. Throws when the server refuses or cannot be reached.
 * A refusal puts the choice kept before back; a request that got no answer (the page going
 * away cancels it, or the network is down) leaves the choice pending for the next page.
 */
export async function recordChoice(policy: ConsentPolicy, granted: number[], action: ConsentAction, source: ConsentSource, gpc = false): Promise<SavedChoice> {
  const known = await siteKnown();
  if (!known) throw new Error("The consent widget has not started on this page.");
  const services = policyServices(policy);
  const allowed = new Set([...granted, ...essentialIds(policy)]);
  const grantedIds = services.map((service) => service.id).filter((id) => allowed.has(id));
  const grantedSet = new Set(grantedIds);
  const previous = readChoice();
  const id = consentId();
  const body = {
    consent_given: action !== "reject_all" && action !== "gpc" && action !== "withdraw",
    services: grantedIds,
    organization_id: known.organizationId,
    consent_id: id,
    action,
    source,
    locale: known.locale,
    revision: policy.revision,
    gpc,
  };
  const sent: SavedChoice = {
    granted: grantedIds,
    denied: services.map((service) => service.id).filter((serviceId) => !grantedSet.has(serviceId)),
    services,
    gpc,
    consent_id: id,
    revision: policy.revision,
    action,
    at: new Date().toISOString(),
    pending: { key: randomId(), body },
  };
  keepChoice(sent, policy);
  let record: RecordAnswer;
  try {
    record = await sendRecord(sent.pending!);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) keepChoice(previous, policy);
    throw error;
  }
  const choice = recorded(sent, record);
  storeChoice(choice);
  publishConsent({ granted: choice.granted, denied: choice.denied, services: choice.services, gpc: choice.gpc });
  return choice;
}

/**
 * A choice whose page went away before its record was answered, sent again with the same key
 * (recorded once however many pages send it). Answers the choice as recorded, and keeps it. A
 * choice the server refuses (a 4xx but for the rate limit) is forgotten; then, as when the server
 * cannot be reached, this throws.
 */
export async function confirmPendingChoice(choice: SavedChoice): Promise<SavedChoice> {
  if (!choice.pending) return choice;
  try {
    const done = recorded(choice, await sendRecord(choice.pending));
    storeChoice(done);
    return done;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) storeChoice(null);
    throw error;
  }
}

/**
 * Grants one service by name ("Always allow" on an embed's placeholder), keeping the rest of
 * the current choice, recorded like a dialog choice (action `custom`). True when recorded or
 * already granted; false when the site has no such service or saving failed.
 */
export async function grantService(name: string, source: ConsentSource = "embed"): Promise<boolean> {
  if (!inBrowser()) return false;
  if (hasConsentFor(name)) return true;
  try {
    const policy = await loadPolicy(site?.locale);
    const service = policyServices(policy).find((candidate) => sameName(candidate.name, name));
    if (!service) return false;
    const before = current ?? readChoice();
    const stillShown = new Set(policyServices(policy).map((candidate) => candidate.id));
    const granted = [...(before?.granted ?? []).filter((id) => stillShown.has(id)), service.id];
    await recordChoice(policy, granted, "custom", source);
    return true;
  } catch {
    return false;
  }
}
