"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useTranslationLocale, useUnsavedChangesPrompt, type EditorProps } from "@/features/editing/record";
import { fillTexts, languageName, PageTranslationStatus } from "@/features/languages";
import { ApiError } from "@/platform/http/client";
import { useViewer } from "@/platform/session";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { ADMIN_ROLES } from "@/platform/tenancy/types";
import { Button } from "@/ui/button";
import { Modal } from "@/ui/modal";
import { ErrorState, LoadingState } from "@/ui/query-states";
import { translationViewTexts } from "../texts";
import { siteScopeTexts } from "../site-texts";
import type { ViewField, ViewScope } from "../types";
import { discardDraft, draftMissing, fetchView, recordOf, saveTranslations, viewKey } from "./api";
import { FieldRow } from "./field-row";
import { ViewToolbar, type Filter } from "./toolbar";

/**
 * The translation view (issue 42, items 3 and 4): the page's texts in the site's language beside
 * one of its other languages, field by field, with their status; each saved on its own through its
 * record's route (revision, version check). Machine drafts of missing texts, when the server has a
 * translation server, wait in the target column until Approve (or Approve all) saves them. A scope
 * switch (and the palette's "Translate site-wide texts") shows the site-wide texts instead: menus,
 * FAQs and banners (issue 42, item 2), each saved through the translation view's own route. Owners
 * and admins only (they save those texts): an editor gets no switch, and a link to the site-wide
 * texts opens this page's with a note saying so.
 */
export default function TranslationView({ request, onClose }: EditorProps) {
  const ui = useOptionalSite()?.locale ?? "en";
  const texts = translationViewTexts(ui);
  const site = siteScopeTexts(ui);
  const urlPage = request.urlPage;
  const role = useViewer()?.role;
  const siteScope = !!role && ADMIN_ROLES.includes(role);
  const askedSite = request.mode === "create" && request.tab === "site";
  const [scope, setScope] = useState<ViewScope>(askedSite && siteScope ? "site" : "page");
  const [locale, setLocale, offer] = useTranslationLocale();
  const [filter, setFilter] = useState<Filter>("all");
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [versions, setVersions] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: viewKey(urlPage, locale, scope),
    queryFn: () => fetchView(urlPage, locale, scope),
    enabled: locale !== "",
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const fields = view.data?.fields ?? [];
  const shown = filter === "all" ? fields : fields.filter((field) => field.state === filter);
  const drafts = fields.filter((field) => field.draft !== null);

  const saved = (field: ViewField) => field.translations[locale] ?? "";
  const valueOf = (field: ViewField) => edits[field.key] ?? field.draft ?? saved(field);
  const dirtyOf = (field: ViewField) => edits[field.key] !== undefined && edits[field.key] !== saved(field);
  const versionOf = (field: ViewField) => Math.max(field.version ?? 0, versions[recordOf(field)] ?? 0) || null;
  useUnsavedChangesPrompt(fields.some(dirtyOf));

  const refresh = () => queryClient.invalidateQueries({ queryKey: viewKey(urlPage, locale, scope) });
  const withBusy = async (key: string, work: () => Promise<void>) => {
    setBusy((keys) => new Set(keys).add(key));
    try {
      await work();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      // Someone saved the record since: show it as it is now.
      if (error instanceof ApiError && error.status === 409) await refresh();
    } finally {
      setBusy((keys) => new Set([...keys].filter((k) => k !== key)));
    }
  };
  /** Saves these fields of one record as shown, and keeps the record's new version for its next save. */
  const saveGroup = async (group: ViewField[]) => {
    const values = Object.fromEntries(group.map((field) => [field.key, valueOf(field)]));
    const next = await saveTranslations(group, locale, values, versionOf(group[0]!));
    if (next !== null) setVersions((known) => ({ ...known, [recordOf(group[0]!)]: next }));
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in values))));
    setChanged(true);
  };
  const saveField = (field: ViewField) =>
    withBusy(field.key, async () => {
      await saveGroup([field]);
      toast.success(field.draft !== null ? fillTexts(texts.approved, { count: 1 }) : texts.saved);
      await refresh();
    });
  /** Discards the field's machine draft: the field shows its saved translation (none: empty) again. */
  const discardField = (field: ViewField) =>
    withBusy(`discard:${field.key}`, async () => {
      await discardDraft(field, locale);
      setEdits((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field.key)));
      toast.success(texts.discarded);
      await refresh();
    });
  const approveAll = () =>
    withBusy("approve-all", async () => {
      const byRecord = new Map<string, ViewField[]>();
      for (const field of drafts) byRecord.set(recordOf(field), [...(byRecord.get(recordOf(field)) ?? []), field]);
      for (const group of byRecord.values()) await saveGroup(group);
      toast.success(fillTexts(texts.approved, { count: drafts.length }));
      await refresh();
    });
  const draft = () =>
    withBusy("draft", async () => {
      const { drafted } = await draftMissing(urlPage, locale, scope);
      toast.success(drafted > 0 ? fillTexts(texts.drafted, { count: drafted }) : texts.nothingToDraft);
      await refresh();
    });
  const move = (index: number, step: -1 | 1) => {
    const rows = list.current?.querySelectorAll<HTMLElement>("li[data-field]");
    rows?.[index + step]?.querySelector<HTMLElement>("textarea, [contenteditable=true]")?.focus();
  };

  const counts = { translated: 0, outdated: 0, missing: 0, total: fields.length };
  for (const field of fields) counts[field.state] += 1;
  const close = () => onClose(changed ? { action: "updated", type: "translation_view", id: 0 } : undefined);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      size="xl"
      title={scope === "site" ? site.title : texts.title}
      description={texts.keys}
      closeLabel={texts.close}
      footer={<Button onClick={close}>{texts.close}</Button>}
    >
      {offer.languages.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-700">{texts.oneLanguage}</p>
      ) : (
        <>
          {askedSite && !siteScope && (
            <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-site-scope-refused>
              {site.adminsOnly}
            </p>
          )}
          <ViewToolbar
            texts={texts}
            ui={ui}
            locale={locale}
            languages={offer.languages}
            onLocale={(next) => {
              setLocale(next);
              setEdits({});
            }}
            site={site}
            siteScope={siteScope}
            scope={scope}
            onScope={(next) => {
              setScope(next);
              setFilter("all");
              setEdits({});
            }}
            filter={filter}
            onFilter={setFilter}
            machine={!!view.data?.machine}
            drafting={busy.has("draft")}
            onDraft={draft}
            drafts={drafts.length}
            approving={busy.has("approve-all")}
            onApproveAll={approveAll}
          />
          {scope === "site" && <p className="text-xs text-gray-600">{site.note}</p>}
          {view.data && <PageTranslationStatus translation={{ [locale]: counts }} ui={ui} />}
          {view.isPending ? (
            <LoadingState label="Loading..." />
          ) : view.isError ? (
            <ErrorState message={view.error.message} onRetry={() => void view.refetch()} />
          ) : shown.length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-600">{texts.empty}</p>
          ) : (
            <>
              <div className="mt-3 hidden grid-cols-2 gap-3 text-xs font-semibold tracking-wide text-gray-600 uppercase md:grid" aria-hidden>
                <span>{fillTexts(texts.source, { language: languageName(view.data.source, ui) })}</span>
                <span>{fillTexts(texts.target, { language: languageName(locale, ui) })}</span>
              </div>
              <ul ref={list} aria-label={languageName(locale, ui)}>
                {shown.map((field, index) => (
                  <FieldRow
                    key={field.key}
                    field={field}
                    texts={texts}
                    site={site}
                    value={valueOf(field)}
                    dirty={dirtyOf(field)}
                    busy={busy.has(field.key) || busy.has(`discard:${field.key}`) || busy.has("approve-all")}
                    onChange={(value) => setEdits((current) => ({ ...current, [field.key]: value }))}
                    onSave={() => void saveField(field)}
                    onDiscard={() => void discardField(field)}
                    discarding={busy.has(`discard:${field.key}`)}
                    onMove={(step) => move(index, step)}
                  />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
