"use client";

import { request } from "@/platform/http/client";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useViewer } from "@/platform/session";
import { useSite, useT } from "@/platform/tenancy/site-context";
import type { WidgetProps } from "@/features/site";
import {
  confirmPendingChoice,
  CONSENT_STORAGE_KEY,
  OPEN_PRIVACY_SETTINGS_EVENT,
  openPrivacySettings,
  takePrivacySettingsRequest,
  categoryKey,
  configureConsent,
  currentConsent,
  essentialIds,
  isEssentialCategory,
  loadPolicy,
  onConsent,
  policyServices,
  publishConsent,
  pushConsentDefault,
  readChoice,
  recordChoice,
  type ConsentPolicy,
  type PublicCookieCategory,
  type SavedChoice,
} from "../consent-client";
import { loadDeclaredScripts, withdrawsLoadedScript } from "./declared-scripts";
import type { PrivacyDialogProps } from "./privacy-dialog";

/** spec/visitor.md §9: the banner appears 1500 ms after load. */
export const BANNER_DELAY_MS = 1500;

type Phase = "deciding" | "waiting" | "asking" | "gpc" | "done";
type ServerChoice = { services: number[]; revision: string; choice_revision: string | null; stale: boolean; action?: SavedChoice["action"]; consent_id?: string | null; created_at?: string; record_id?: number };

const BUTTON =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-gray-900 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";

const gpcOn = () => typeof navigator !== "undefined" && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** The saved choice as a signed-in user's server record says it, with the names of the current policy. */
function fromServer(server: ServerChoice, policy: ConsentPolicy, local: SavedChoice | null): SavedChoice {
  const services = policyServices(policy);
  const granted = new Set([...server.services, ...essentialIds(policy)]);
  return {
    granted: services.filter((service) => granted.has(service.id)).map((service) => service.id),
    denied: services.filter((service) => !granted.has(service.id)).map((service) => service.id),
    services,
    gpc: server.action === "gpc",
    consent_id: local?.consent_id ?? server.consent_id ?? crypto.randomUUID(),
    revision: server.revision,
    action: server.action ?? "custom",
    at: server.created_at ?? new Date().toISOString(),
    record_id: server.record_id,
  };
}

/**
 * Calls `done` `delay` ms after the page's load event (spec/visitor.md: the banner appears 1.5 s
 * after load), whatever else the page still waits for (the session check): counted from the
 * navigation's load time when the page has loaded already, else from its load event. Returns
 * the cancel.
 */
function afterLoad(delay: number, done: () => void): () => void {
  let timer: number | undefined;
  const start = (sinceLoad: number) => {
    timer = window.setTimeout(done, Math.max(0, delay - sinceLoad));
  };
  const onLoad = () => start(0);
  if (document.readyState === "complete") {
    const [navigation] = (performance.getEntriesByType?.("navigation") ?? []) as PerformanceNavigationTiming[];
    start(navigation?.loadEventStart ? performance.now() - navigation.loadEventStart : 0);
  } else window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    window.clearTimeout(timer);
  };
}

/** The declared categories a visitor is asked about: not essential, with at least one service. */
const askedCategories = (policy: ConsentPolicy) => policy.categories.filter((category) => !isEssentialCategory(categoryKey(category)) && category.cookie_service.length > 0);

/** The page's list formatter, made once: making one loads the language's rules (30–40 ms at a page's start). */
const listFormats = new Map<string, Intl.ListFormat | null>();

/** "Statistics, Marketing and Videos": the names as the page's language lists them. */
function listOf(names: string[], locale: string): string {
  if (!listFormats.has(locale)) {
    try {
      listFormats.set(locale, new Intl.ListFormat(locale, { style: "long", type: "conjunction" }));
    } catch {
      listFormats.set(locale, null);
    }
  }
  return listFormats.get(locale)?.format(names) ?? names.join(", ");
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The consent widget (place `page-start`: first in the keyboard's order): decides whether to
 * ask, shows the banner ("Privacy & Cookies": Settings, Reject all, Accept all, equal in every
 * way) 1.5 s after load when the visitor has no choice under the current policy revision and
 * the site declares something to ask about (naming it), honours Global
 * Privacy Control without asking, publishes the known choice (consent-client.ts), and opens
 * the privacy dialog (its own chunk) from the banner, the footer or openPrivacySettings().
 */
export default function ConsentWidget({ settings }: WidgetProps) {
  const t = useT();
  const site = useSite();
  const viewer = useViewer();
  // A browser with no saved choice (and no Global Privacy Control) is asked without waiting for
  // the session check: the banner is due 1.5 s after load. The session's answer may still take it
  // back (a member; a signed-in user whose choice the server has). The widget mounts in the browser
  // only (after hydration), so reading storage here renders nothing the server did not.
  const [phase, setPhase] = useState<Phase>(() => (!readChoice() && !gpcOn() ? "asking" : "deciding"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ source: "dialog" | "footer" } | null>(null);
  const [Dialog, setDialogComponent] = useState<ComponentType<PrivacyDialogProps> | null>(null);
  const opener = useRef<Element | null>(null);
  const gpc = useRef(false);
  const [gpcSignal, setGpcSignal] = useState(false);
  // 1.5 s after load, counted from load whatever the session check takes.
  const [due, setDue] = useState(false);
  useEffect(() => afterLoad(BANNER_DELAY_MS, () => setDue(true)), []);
  // The declared categories, in the page's language: the banner names them, and asks nothing when
  // the site declares none but essential ones (none loaded: nothing is asked either).
  const [policy, setPolicy] = useState<ConsentPolicy | "failed" | null>(null);
  const decided = useRef(false);

  useEffect(() => {
    configureConsent({ organizationId: settings.organization.id, locale: settings.locale });
    pushConsentDefault();
  }, [settings.organization.id, settings.locale]);

  // Declared scripts (a service's script URL) load once a choice grants their service, never
  // before; a choice that takes back one already running reloads the page (it cannot be unloaded).
  // Never in a page a member (owner, admin, editor) views: a third party's script would act with
  // their session (members edit; visitors consent to third parties). Decided on the session answer.
  const visitor = viewer !== null && !viewer.role;
  useEffect(() => {
    if (!visitor) return;
    let categories: Promise<readonly PublicCookieCategory[]> | null = null;
    let stopped = false;
    const unsubscribe = onConsent((detail) => {
      if (withdrawsLoadedScript(detail)) return window.location.reload();
      categories ??= loadPolicy().then(
        (policy) => policy.categories,
        () => {
          categories = null;
          return [];
        },
      );
      void categories.then((list) => {
        if (!stopped && currentConsent() === detail) loadDeclaredScripts(list, detail);
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [visitor]);

  // Nothing to ask (only essential cookies declared, or none): no banner; the essential services
  // are the page's choice, published (nothing stored) so that what waits for a choice goes on.
  const nothingToAsk = useCallback((loaded: ConsentPolicy) => {
    const essential = new Set(essentialIds(loaded));
    const services = policyServices(loaded);
    setPhase("done");
    publishConsent({ granted: [...essential], denied: services.filter((service) => !essential.has(service.id)).map((service) => service.id), services, gpc: gpc.current });
  }, []);

  const wantsToAsk = phase === "asking" || phase === "gpc";
  useEffect(() => {
    if (!wantsToAsk || policy !== null) return;
    let live = true;
    loadPolicy(settings.locale).then(
      (loaded) => {
        if (!live) return;
        setPolicy(loaded);
        if (askedCategories(loaded).length === 0) nothingToAsk(loaded);
      },
      () => live && setPolicy("failed"),
    );
    return () => {
      live = false;
    };
  }, [wantsToAsk, policy, settings.locale, nothingToAsk]);

  // Decide once the session is known (a signed-in user's choice is the server's).
  useEffect(() => {
    if (!viewer || decided.current) return;
    decided.current = true;
    let cancelled = false;
    // Asked already (the banner due before the session answered) unless a choice was made meanwhile.
    const ask = (next: "asking" | "gpc") => setPhase((current) => (current === "done" ? current : next));
    gpc.current = gpcOn();
    setGpcSignal(gpc.current);
    const stored = readChoice();
    // The site's own members (owner, admin, editor) are not asked while they work on it: the
    // banner would sit over their editing controls. Their footer's Privacy settings still works.
    const member = !!viewer.role;
    const unknown = async () => {
      if (!gpc.current) {
        if (cancelled) return;
        if (member) setPhase("done");
        else ask("asking");
        return;
      }
      // Global Privacy Control: recorded once as a refusal of everything non-essential, never asked.
      try {
        const policy = await loadPolicy(settings.locale);
        if (cancelled) return;
        await recordChoice(policy, essentialIds(policy), "gpc", "banner", true);
      } catch {
        // Not recorded (offline?): the next page tries again; nothing non-essential is on meanwhile.
      }
      if (cancelled) return;
      if (member) setPhase("done");
      else ask("gpc");
    };
    // A choice whose page went away before its record was answered: sent again (recorded once).
    // Refused, it is forgotten (null: the visitor is asked); unanswered, it holds for this page
    // as the browser's own choice (spec §8), published here (undefined).
    const confirmed = async (): Promise<SavedChoice | null | undefined> => {
      if (!stored?.pending) return stored;
      try {
        return await confirmPendingChoice(stored);
      } catch {
        const kept = readChoice();
        if (!kept || cancelled) return kept;
        publishConsent(kept);
        setPhase("done");
        return undefined;
      }
    };
    void (async () => {
      const local = await confirmed();
      if (local === undefined || cancelled) return;
      if (!viewer.user && !local) return unknown();
      let server: ServerChoice;
      try {
        const query = new URLSearchParams({ organization_id: String(settings.organization.id) });
        if (local) query.set("consent_id", local.consent_id);
        server = await request<ServerChoice>(`/api/cookies/consent?${query}`);
      } catch {
        // spec §8: a failed consent fetch falls back silently (to the browser's own choice, else essential only).
        if (cancelled) return;
        if (local) {
          publishConsent(local);
          setPhase("done");
        } else setPhase("done");
        return;
      }
      if (cancelled) return;
      if (!server.choice_revision || server.stale) return unknown();
      if (local && local.revision === server.revision && sameIds(local.granted, server.services.filter((id) => local.services.some((s) => s.id === id)))) {
        publishConsent(local);
        setPhase("done");
        return;
      }
      // A signed-in user's choice made elsewhere: adopt it with the current names.
      try {
        const policy = await loadPolicy(settings.locale);
        if (cancelled) return;
        const choice = fromServer(server, policy, local);
        try {
          window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
        } catch {
          // storage blocked: this page only
        }
        publishConsent(choice);
      } catch {
        if (local) publishConsent(local);
      }
      if (!cancelled) setPhase("done");
    })();
    return () => {
      cancelled = true;
      decided.current = false; // asked again for the next session answer (and by development's second run)
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once per page view, when the session is known
  }, [viewer]);

  const openDialog = useCallback((source: "dialog" | "footer") => {
    opener.current = document.activeElement;
    setDialog({ source });
    void import("./privacy-dialog").then((module) => setDialogComponent(() => module.PrivacyDialog));
  }, []);

  useEffect(() => {
    const open = (event: Event) => {
      event.preventDefault(); // taken: the sender keeps no pending request
      openDialog("footer");
    };
    window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
    // Asked for while this widget still loaded (the footer's button works from hydration on): heard now.
    if (takePrivacySettingsRequest()) openPrivacySettings();
    return () => window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, open);
  }, [openDialog]);

  const closeDialog = useCallback(() => setDialog(null), []);

  // Focus goes back to what opened the dialog once it is gone (after the native dialog's own close).
  useEffect(() => {
    if (dialog) return;
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [dialog]);

  const choose = async (action: "accept_all" | "reject_all") => {
    setBusy(true);
    setError(null);
    try {
      const policy = await loadPolicy(settings.locale);
      const all = policyServices(policy).map((service) => service.id);
      await recordChoice(policy, action === "accept_all" ? all : essentialIds(policy), action, "banner", gpc.current);
      setPhase("done");
    } catch {
      setError(t("consent.saveConsentFailed"));
    } finally {
      setBusy(false);
    }
  };

  // Shown when due, once the categories say there is something to ask; what it asks about is named.
  const asked = policy && policy !== "failed" ? askedCategories(policy) : [];
  // Categories that cannot be loaded: asked all the same, without naming them (the dialog says what failed).
  const shown: Phase = !wantsToAsk ? phase : !due || policy === null ? "waiting" : asked.length || policy === "failed" ? phase : "done";
  const showBanner = shown === "asking" || shown === "gpc";
  // Named only when the banner asks about them (a visitor who has chosen never needs the list).
  const purposes = showBanner && asked.length ? listOf(asked.map((category) => category.name), settings.locale) : "";
  return (
    <>
      <div aria-live="polite" data-consent-live data-consent-phase={shown}>
        {showBanner && (
          <section
            role="region"
            aria-labelledby="consent-banner-title"
            data-consent-banner={phase}
            className="fixed inset-x-3 bottom-3 z-[60] rounded-xl sm:right-auto sm:max-w-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-2xl sm:p-5"
          >
            <h2 id="consent-banner-title" className="text-base font-semibold">
              {t("consent.bannerTitle")}
            </h2>
            <p className="mt-1 text-sm text-gray-700">{phase === "gpc" ? t("consent.gpcText") : asked.length ? t("consent.bannerText", { purposes }) : t("consent.bannerTextUnnamed")}</p>
            {error && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <button type="button" className={BUTTON} onClick={() => openDialog("dialog")} data-consent-settings>
                {t("consent.settings")}
              </button>
              {phase === "gpc" ? (
                <button type="button" className={BUTTON} onClick={() => setPhase("done")} data-consent-close>
                  {t("consent.close")}
                </button>
              ) : (
                <>
                  <button type="button" className={BUTTON} disabled={busy} onClick={() => void choose("reject_all")} data-consent-reject>
                    {t("consent.rejectAll")}
                  </button>
                  <button type="button" className={BUTTON} disabled={busy} onClick={() => void choose("accept_all")} data-consent-accept>
                    {t("consent.acceptAll")}
                  </button>
                </>
              )}
            </div>
          </section>
        )}
      </div>
      {dialog && Dialog && (
        <Dialog
          source={dialog.source}
          gpc={gpcSignal}
          siteName={site.siteTitle || site.organization.name}
          logo={site.privacyLogo ?? null}
          onClose={closeDialog}
          onSaved={() => {
            setPhase("done");
            closeDialog();
          }}
        />
      )}
    </>
  );
}
