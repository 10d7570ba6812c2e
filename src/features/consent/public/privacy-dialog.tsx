"use client";

import { ChevronDown, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import {
  categoryKey,
  currentConsent,
  essentialIds,
  isEssentialCategory,
  loadPolicy,
  policyServices,
  readChoice,
  recordChoice,
  type ConsentAction,
  type ConsentPolicy,
} from "../consent-client";

/** spec/visitor.md §9: the privacy dialog gives up loading after 15000 ms. */
export const PRIVACY_LOAD_TIMEOUT_MS = 15_000;

export type PrivacyDialogProps = {
  /** Where it was opened: from the banner ("dialog") or the footer's button / openPrivacySettings() ("footer"). */
  source: "dialog" | "footer";
  gpc: boolean;
  siteName: string;
  logo: string | null;
  onClose: () => void;
  onSaved: () => void;
};

type State = { status: "loading" } | { status: "ready"; policy: ConsentPolicy } | { status: "error"; message: string };

const FOOTER_BUTTON =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-gray-900 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";
const FOCUS = "focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";

function Switch({ on, locked, label, onToggle }: { on: boolean; locked?: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={locked}
      onClick={onToggle}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${on ? "bg-blue-700" : "bg-gray-500"} ${locked ? "opacity-70" : ""} ${FOCUS} focus-visible:ring-offset-2`}
    >
      <span aria-hidden className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`} />
    </button>
  );
}

/**
 * The privacy settings dialog (spec/visitor.md "Cookie banner and privacy dialog", §4, §8):
 * logo or site name, title, subtitle, the two policy links, tabs Categories and Services with
 * expandable items and switches, Save Settings, Reject All, Accept All, a close button. Loads
 * the categories with a spinner; after 15 s without them, the timeout error. Draggable by its
 * header (pointer events: mouse and touch) and kept inside the viewport; full screen on small
 * screens. A native modal <dialog>: focus stays inside, Escape closes, focus goes back.
 */
export function PrivacyDialog({ source, gpc, siteName, logo, onClose, onSaved }: PrivacyDialogProps) {
  const t = useT();
  const { locale, defaultLanguage } = useSite();
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<State>({ status: "loading" });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [tab, setTab] = useState<"categories" | "services">("categories");
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; startX: number; startY: number; from: { x: number; y: number }; bounds: { minX: number; maxX: number; minY: number; maxY: number } } | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);
  const before = useMemo(() => currentConsent() ?? readChoice(), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    title.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      controller.abort();
      setState((now) => (now.status === "loading" ? { status: "error", message: t("consent.loadTimeout") } : now));
    }, PRIVACY_LOAD_TIMEOUT_MS);
    loadPolicy(locale, controller.signal).then(
      (policy) => {
        window.clearTimeout(timer);
        // spec §4: essential services only, merged with the saved choice (GPC with no choice of the visitor's: essential only).
        const ids = new Set(policyServices(policy).map((service) => service.id));
        const saved = (before?.granted ?? []).filter((id) => ids.has(id));
        if (!essentialIds(policy).length) console.warn("[consent] This site's cookie categories have no essential services.");
        setSelected(new Set([...essentialIds(policy), ...saved]));
        setState({ status: "ready", policy });
      },
      () => {
        window.clearTimeout(timer);
        setState((now) => (now.status === "loading" ? { status: "error", message: t("consent.loadFailed") } : now));
      },
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [locale, before, t]);

  const policy = state.status === "ready" ? state.policy : null;
  const essential = useMemo(() => new Set(policy ? essentialIds(policy) : []), [policy]);
  const hadGrant = (before?.granted ?? []).some((id) => !essential.has(id));

  const save = async (ids: number[], kind: "accept" | "reject" | "save") => {
    if (!policy) return;
    const all = policyServices(policy).map((service) => service.id);
    const nonEssential = ids.filter((id) => !essential.has(id));
    let action: ConsentAction = "custom";
    if (kind === "accept" || (nonEssential.length > 0 && all.every((id) => ids.includes(id)))) action = "accept_all";
    else if (nonEssential.length === 0) action = hadGrant ? "withdraw" : "reject_all";
    setBusy(true);
    setError(null);
    try {
      await recordChoice(policy, ids, action, source, gpc);
      onSaved();
    } catch {
      setError(kind === "save" ? t("consent.saveSettingsFailed") : t("consent.saveConsentFailed"));
      setBusy(false);
    }
  };

  const toggle = (ids: number[], on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (essential.has(id)) continue;
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const flip = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button, a") || !dialog.current) return;
    const rect = dialog.current.getBoundingClientRect();
    // The box without the current offset; the offset may move it up to each edge of the viewport.
    const left = rect.left - offset.x;
    const top = rect.top - offset.y;
    drag.current = {
      pointer: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: offset,
      bounds: { minX: -left, maxX: window.innerWidth - (left + rect.width), minY: -top, maxY: window.innerHeight - (top + rect.height) },
    };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag follows moves over the header only.
    }
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const now = drag.current;
    if (!now || now.pointer !== event.pointerId) return;
    const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, Math.min(min, 0)), Math.max(max, 0));
    setOffset({
      x: clamp(now.from.x + event.clientX - now.startX, now.bounds.minX, now.bounds.maxX),
      y: clamp(now.from.y + event.clientY - now.startY, now.bounds.minY, now.bounds.maxY),
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const receipt = () => {
    const choice = readChoice();
    if (!choice) return;
    const names = new Map(choice.services.map((service) => [service.id, service.name]));
    const body = JSON.stringify(
      {
        site: siteName,
        record_id: choice.record_id ?? null,
        consent_id: choice.consent_id,
        recorded_at: choice.at,
        action: choice.action,
        revision: choice.revision,
        granted: choice.granted.map((id) => names.get(id) ?? id),
        denied: choice.denied.map((id) => names.get(id) ?? id),
      },
      null,
      2,
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([body], { type: "application/json" }));
    link.download = `consent-receipt-${choice.record_id ?? choice.consent_id}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const services = policy ? policyServices(policy) : [];
  const href = (path: string) => localizedPath(path, locale, defaultLanguage);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="privacy-dialog-title"
      aria-describedby="privacy-dialog-subtitle"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      data-privacy-dialog
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-gray-900 backdrop:bg-black/50 sm:m-auto sm:h-[85vh] sm:max-h-[85vh] sm:max-w-2xl sm:rounded-xl sm:shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <div
          className="flex cursor-move touch-none items-start gap-3 border-b border-gray-200 p-4 select-none sm:p-5"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-privacy-drag
          title={t("consent.dragHint")}
        >
          <div className="min-w-0 flex-1">
            {logo && !logoFailed ? (
              // eslint-disable-next-line @next/next/no-img-element -- the site's own logo URL, any host; no layout to optimise
              <img src={logo} alt={t("consent.logo", { site: siteName })} className="mb-2 h-8 w-auto max-w-48 object-contain" onError={() => setLogoFailed(true)} />
            ) : (
              <p className="mb-1 text-sm font-semibold text-gray-700">{siteName}</p>
            )}
            <h2 id="privacy-dialog-title" ref={title} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t("consent.dialogTitle")}
            </h2>
            <p id="privacy-dialog-subtitle" className="mt-0.5 text-sm text-gray-700">
              {t("consent.dialogSubtitle")}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a className={`text-blue-800 underline ${FOCUS}`} href={href("/privacy-policy")}>
                {t("consent.privacyPolicy")}
              </a>
              <a className={`text-blue-800 underline ${FOCUS}`} href={href("/cookie-policy")}>
                {t("consent.cookiePolicy")}
              </a>
            </p>
          </div>
          <button type="button" onClick={onClose} aria-label={t("consent.close")} className={`rounded-md p-1.5 text-gray-700 hover:bg-gray-100 ${FOCUS}`} data-privacy-close>
            <X aria-hidden className="size-5" />
          </button>
        </div>

        {state.status === "loading" && (
          <div role="status" className="flex flex-1 items-center justify-center gap-3 p-8 text-sm text-gray-700">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-gray-300 border-t-blue-700" />
            {t("consent.loading")}
          </div>
        )}

        {state.status === "error" && (
          <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center" data-privacy-error>
            <h3 className="text-base font-semibold">{t("consent.errorHeading")}</h3>
            <p className="text-sm text-gray-700">{state.message}</p>
            <div className="flex gap-2">
              <button type="button" className={FOOTER_BUTTON} onClick={onClose}>
                {t("consent.close")}
              </button>
              <button type="button" className={FOOTER_BUTTON} onClick={() => window.location.reload()}>
                {t("consent.reload")}
              </button>
            </div>
          </div>
        )}

        {policy && (
          <>
            <div role="tablist" aria-label={t("consent.dialogTitle")} className="flex gap-1 border-b border-gray-200 px-4 sm:px-5">
              {(["categories", "services"] as const).map((id) => (
                <button
                  key={id}
                  id={`privacy-tab-${id}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === id}
                  aria-controls="privacy-tabpanel"
                  tabIndex={tab === id ? 0 : -1}
                  onClick={() => setTab(id)}
                  onKeyDown={(event) => {
                    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
                    const next = id === "categories" ? "services" : "categories";
                    setTab(next);
                    document.getElementById(`privacy-tab-${next}`)?.focus();
                  }}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === id ? "border-blue-700 text-blue-800" : "border-transparent text-gray-700 hover:text-gray-900"} ${FOCUS}`}
                >
                  {t(id === "categories" ? "consent.categories" : "consent.services")}
                </button>
              ))}
            </div>
            <div id="privacy-tabpanel" role="tabpanel" aria-labelledby={`privacy-tab-${tab}`} className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
              {gpc && <p className="mb-3 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">{t("consent.gpcNote")}</p>}
              {policy.categories.length === 0 && <p className="text-sm text-gray-700">{t("consent.noCategories")}</p>}
              <ul className="space-y-2">
                {tab === "categories"
                  ? policy.categories.map((category) => {
                      const ids = category.cookie_service.map((service) => service.id);
                      const locked = isEssentialCategory(categoryKey(category));
                      const on = locked || (ids.length > 0 && ids.every((id) => selected.has(id)));
                      const key = `c${category.id}`;
                      return (
                        <li key={key} className="rounded-lg border border-gray-200" data-privacy-category={category.name}>
                          <div className="flex items-center gap-3 p-3">
                            <button type="button" aria-expanded={open.has(key)} aria-controls={`privacy-${key}`} onClick={() => flip(key)} className={`flex min-w-0 flex-1 items-center gap-2 rounded text-left ${FOCUS}`}>
                              <ChevronDown aria-hidden className={`size-4 shrink-0 transition-transform ${open.has(key) ? "rotate-180" : ""}`} />
                              <span className="font-medium">{category.name}</span>
                              <span className="text-xs text-gray-700">{t("consent.serviceCount", { count: ids.length })}</span>
                            </button>
                            {locked && <span className="text-xs font-medium text-gray-700">{t("consent.alwaysOn")}</span>}
                            <Switch on={on} locked={locked || ids.length === 0} label={category.name} onToggle={() => toggle(ids, !on)} />
                          </div>
                          <div id={`privacy-${key}`} hidden={!open.has(key)} className="border-t border-gray-100 px-3 pt-2 pb-3 text-sm text-gray-700">
                            {category.description && <p>{category.description}</p>}
                            <ul className="mt-2 list-disc space-y-1 pl-5">
                              {category.cookie_service.map((service) => (
                                <li key={service.id}>
                                  <span className="font-medium text-gray-900">{service.name}</span>
                                  {service.description ? `: ${service.description}` : ""}
                                </li>
                              ))}
                            </ul>
                          </div>
                        </li>
                      );
                    })
                  : services.map((service) => {
                      const category = policy.categories.find((c) => c.cookie_service.some((s) => s.id === service.id))!;
                      const detail = category.cookie_service.find((s) => s.id === service.id)!;
                      const locked = essential.has(service.id);
                      const key = `s${service.id}`;
                      return (
                        <li key={key} className="rounded-lg border border-gray-200" data-privacy-service={service.name}>
                          <div className="flex items-center gap-3 p-3">
                            <button type="button" aria-expanded={open.has(key)} aria-controls={`privacy-${key}`} onClick={() => flip(key)} className={`flex min-w-0 flex-1 items-center gap-2 rounded text-left ${FOCUS}`}>
                              <ChevronDown aria-hidden className={`size-4 shrink-0 transition-transform ${open.has(key) ? "rotate-180" : ""}`} />
                              <span className="font-medium">{service.name}</span>
                              <span className="text-xs text-gray-700">{category.name}</span>
                            </button>
                            {locked && <span className="text-xs font-medium text-gray-700">{t("consent.alwaysOn")}</span>}
                            <Switch on={locked || selected.has(service.id)} locked={locked} label={service.name} onToggle={() => toggle([service.id], !selected.has(service.id))} />
                          </div>
                          <div id={`privacy-${key}`} hidden={!open.has(key)} className="border-t border-gray-100 px-3 pt-2 pb-3 text-sm text-gray-700">
                            {detail.description}
                          </div>
                        </li>
                      );
                    })}
              </ul>
              {readChoice() && (
                <button type="button" onClick={receipt} className={`mt-4 text-sm text-blue-800 underline ${FOCUS}`} data-privacy-receipt>
                  {t("consent.receipt")}
                </button>
              )}
            </div>
            <div className="border-t border-gray-200 p-4 sm:p-5">
              {error && (
                <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                <button type="button" className={FOOTER_BUTTON} disabled={busy} onClick={() => void save([...selected], "save")} data-privacy-save>
                  {t("consent.saveSettings")}
                </button>
                <button type="button" className={FOOTER_BUTTON} disabled={busy} onClick={() => void save([...essential], "reject")} data-privacy-reject>
                  {t("consent.rejectAllDialog")}
                </button>
                <button type="button" className={FOOTER_BUTTON} disabled={busy} onClick={() => void save(services.map((service) => service.id), "accept")} data-privacy-accept>
                  {t("consent.acceptAllDialog")}
                </button>
              </div>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
