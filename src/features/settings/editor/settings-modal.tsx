"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import { type EditorProps, EditorFrame, useRecordEditor } from "@/features/editing/record";
import { RevisionsButton } from "@/features/revisions";
import { Button } from "@/ui/button";
import { rebase, sameValue } from "@/ui/draft";
import { Badge } from "@/ui/modal";
import { GeneralTab } from "./general-tab";
import { HeroTab } from "./hero-tab";
import { ListEditor } from "./list-editor";
import { EditingZone } from "./field-input";
import { editingZone } from "./zoned";
import { BlogTab } from "./blog-tab";
import { MenuNote } from "./menu-note";
import { MeetingHoursNote } from "./meeting-hours-note";
import { TeamTab } from "@/features/team";
import { ConsentRecordsTab } from "@/features/consent";
import { BannersPreviewTab } from "@/features/banners";
import { ScheduledChangesTab } from "@/features/scheduling";
import { ExportSite } from "@/features/site-export";
import { listsOn, SECTION_TABS, tabOfField, tabsFor, type TabId } from "../tabs";
import { ApiError } from "@/platform/http/client";
import { loadSettings, reloadSection, saveSettings, SETTINGS_MESSAGES, useSettings, type Loaded, type SettingsDraft } from "./use-settings";

const CLOSE_QUESTION = "You have unsaved changes. Are you sure you want to close?";

const sameDraft = (a: SettingsDraft | null, b: SettingsDraft | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Global Settings (spec/site-admin.md §2.9, §4): ten tabs over one draft of the
 * organization's settings and lists, loaded up front and saved in one request.
 * The draft is the editing shell's record hook's (undo with Ctrl/Cmd+Z); the
 * modal stays open after a save and reloads what it saved.
 */
export default function GlobalSettings({ request, onClose }: EditorProps) {
  const viewer = useViewer();
  const organizationId = viewer?.organization?.id;
  const query = useSettings(organizationId);
  const queryClient = useQueryClient();
  const TABS = tabsFor(viewer?.role);
  const initialTab = request.mode === "create" && TABS.some((t) => t.id === request.tab) ? (request.tab as TabId) : "general";
  const [tab, setTab] = useState<TabId>(initialTab);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);

  // The draft follows the loaded data (a refetch, a tab's reload) until the user changes something.
  const loaded = query.data;
  // What a save is made against (the version, the lists it compares): the loaded data, or
  // another member's save taken since (presence, issue 43 §4), which leaves the query as it was.
  const against = useRef<Loaded | undefined>(loaded);
  useEffect(() => {
    against.current = loaded;
  }, [loaded]);
  const editor = useRecordEditor<SettingsDraft | null, Loaded>({
    type: "global_settings",
    record: loaded ?? null,
    toStaged: (record) => record?.draft ?? null,
    idOf: () => organizationId ?? 0,
    equal: sameDraft,
    // "Reapply my changes" (after a 409 or another member's save): what the user changed (a field of
    // General or the hero, the blog's flags, a list) over their version, the rest of theirs kept.
    rebase: (oldBase, mine, onto) =>
      oldBase && mine && onto
        ? {
            general: rebase(oldBase.general, mine.general, onto.general),
            hero: rebase(oldBase.hero, mine.hero, onto.hero),
            blog: sameValue(oldBase.blog, mine.blog) ? onto.blog : mine.blog,
            lists: rebase(oldBase.lists, mine.lists, onto.lists),
          }
        : mine,
    // Save is offered only when something changed; what is sent is worked out by saveSettings.
    changes: (base, draft) => (sameDraft(base, draft) ? {} : { draft }),
    update: async ({ staged }) => {
      setFailure(null);
      await saveSettings(organizationId!, staged!, against.current ?? loaded!);
      const fresh = await query.refetch();
      return fresh.data ?? loaded!;
    },
    messages: { updated: "Settings saved" },
    toastErrors: false,
    // Spec §5: 'No active session' on save, in the failure line.
    session: "report",
    onSaveError: (error) => {
      const failed = error instanceof ApiError ? error : new ApiError(SETTINGS_MESSAGES.saveFallback, 0);
      setFailure(failed);
      if (failed.field) setTab(tabOfField(failed.field));
      toast.error(failed.message);
    },
    onSaved: (fresh) => {
      setSavedOnce(true);
      // Tabs read again on their own after a save (GET /api/organizations/{id}/sections/{tab}, spec/site-admin.md §4, §7).
      const section = SECTION_TABS.includes(tab) ? tab : undefined;
      if (!section || !organizationId) return;
      // Saved already: a failed reload of the tab says so, it is not a failed save.
      // A change the user began meanwhile is kept: a new record would replace the form (the reload then waits for the next save).
      void reloadSection(organizationId, section, fresh).then(
        (next) => changedSinceSave.current || queryClient.setQueryData(["global-settings", organizationId], next),
        (error: unknown) => toast.error(error instanceof Error ? error.message : SETTINGS_MESSAGES.sectionFailed(section, "")),
      );
    },
    // Who else has Global Settings open, and another member's save of it at once (issue 43 §4).
    live: organizationId
      ? { path: `/api/organizations/${organizationId}`, reload: () => loadSettings(organizationId), loaded: (theirs) => (against.current = theirs) }
      : undefined,
    onClose,
  });
  const draft = editor.staged;
  const { dirty } = editor;
  const changedSinceSave = useRef(false);
  const change = (next: SettingsDraft) => {
    if (!loaded) return;
    // Marked at once, not by the effect after the next paint: a tab's reload after the last save that
    // answers in between would otherwise put the saved list back over this change (a busy machine).
    changedSinceSave.current = true;
    editor.set(() => next);
  };
  useEffect(() => {
    changedSinceSave.current = dirty;
  }, [dirty]);
  // After a save the page under the modal is rendered again when it closes (the shell's one refresh).
  const close = () => (savedOnce ? onClose({ action: "updated", type: "global_settings", id: organizationId ?? 0 }) : onClose());

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = event.key === "ArrowDown" || event.key === "ArrowRight" ? 1 : event.key === "ArrowUp" || event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`settings-tab-${next.id}`)?.focus();
  };

  const current = TABS.find((t) => t.id === tab)!;
  return (
    <EditorFrame
      editor={editor}
      title="Global Settings"
      titleExtra={dirty && <Badge tone="blue">Unsaved changes</Badge>}
      description={current.subtitle}
      subject="settings"
      saveLabel="Save"
      saveDisabled={!dirty}
      closeQuestion={{ title: "Unsaved changes", question: CLOSE_QUESTION, confirmLabel: "Close without saving", busyLabel: "Closing..." }}
      footerStart={
        failure && (
          <div role="alert" className="mr-auto flex items-center gap-2 text-sm text-red-700">
            {failure.message}
            {failure.status === 409 && <Button onClick={() => (setFailure(null), editor.load(loaded ?? null), void query.refetch())}>Reload</Button>}
          </div>
        )
      }
      revisions={
        organizationId && (
          <RevisionsButton
            path={`/api/organizations/${organizationId}/settings`}
            subject="settings"
            onRestored={() => onClose({ action: "updated", type: "global_settings", id: organizationId })}
          />
        )
      }
      onCancel={close}
    >
      {query.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          Loading settings...
        </p>
      ) : query.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-base font-semibold text-gray-900">Failed to Load</p>
          <p className="text-sm text-gray-700">{SETTINGS_MESSAGES.loadFailed}</p>
          <p className="text-sm text-gray-700">{query.error.message}</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      ) : (
        <div className="flex min-h-[28rem] flex-col gap-4 md:flex-row">
          <div
            role="tablist"
            aria-label="Settings"
            aria-orientation="vertical"
            onKeyDown={onTabKey}
            className="flex shrink-0 flex-row flex-wrap gap-1 md:w-44 md:flex-col"
          >
            {TABS.map((t) => (
              <button
                key={t.id}
                id={`settings-tab-${t.id}`}
                type="button"
                role="tab"
                aria-selected={t.id === tab}
                aria-controls="settings-panel"
                tabIndex={t.id === tab ? 0 : -1}
                onClick={() => setTab(t.id)}
                className={`rounded-md px-3 py-2 text-left text-sm font-medium ${t.id === tab ? "bg-gray-900 text-white" : "text-gray-800 hover:bg-gray-100"}`}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} className="min-w-0 flex-1 space-y-6">
            {tab === "general" && <GeneralTab value={draft!.general} onChange={(general) => change({ ...draft!, general })} />}
            {tab === "general" && organizationId && viewer?.role === "owner" && <ExportSite organizationId={organizationId} />}
            {tab === "meetings" && <MeetingHoursNote hours={draft!.lists.meeting_hours ?? []} />}
            <EditingZone value={editingZone(draft!.general.time_zone, loaded!.draft.general.time_zone)}>
              {listsOn(tab).map((list) => (
                <ListEditor
                  key={list.key}
                  spec={list}
                  items={draft!.lists[list.key] ?? []}
                  onChange={(items) => change({ ...draft!, lists: { ...draft!.lists, [list.key]: items } })}
                />
              ))}
            </EditingZone>
            {tab === "banners" && <BannersPreviewTab banners={draft!.lists.banners ?? []} />}
            {tab === "hero" && <HeroTab value={draft!.hero} exists={!!loaded!.raw.website_hero} onChange={(hero) => change({ ...draft!, hero })} />}
            {tab === "blog" && <BlogTab value={draft!.blog} onChange={(blog) => change({ ...draft!, blog })} />}
            {tab === "menu" && <MenuNote data={loaded!.raw} />}
            {tab === "team" && organizationId && <TeamTab organizationId={organizationId} />}
            {tab === "scheduled" && <ScheduledChangesTab zone={editingZone(undefined, loaded!.draft.general.time_zone)} />}
            {tab === "cookies" && organizationId && (viewer?.role === "owner" || viewer?.role === "admin") && (
              <ConsentRecordsTab organizationId={organizationId} />
            )}
          </div>
        </div>
      )}
    </EditorFrame>
  );
}
