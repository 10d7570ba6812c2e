"use client";

import { useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { useUnsavedChangesPrompt, useViewer, type EditorProps } from "@/features/editing";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Badge, Modal } from "@/ui/modal";
import { LISTS } from "./fields";
import { GeneralTab } from "./general-tab";
import { HeroTab } from "./hero-tab";
import { ListEditor } from "./list-editor";
import { BlogTab } from "./blog-tab";
import { MenuNote } from "./menu-note";
import { TeamTab } from "@/features/team";
import { TAB_LISTS, tabOfField, tabsFor, type TabId } from "./tabs";
import { saveSettings, SettingsError, useSettings, type Loaded, type SettingsDraft } from "./use-settings";

const CLOSE_QUESTION = "You have unsaved changes. Are you sure you want to close?";

/**
 * Global Settings (spec/site-admin.md §2.9, §4): ten tabs over one draft of the
 * organization's settings and lists, loaded up front and saved in one request.
 */
export default function GlobalSettings({ request, onClose }: EditorProps) {
  const viewer = useViewer();
  const organizationId = viewer?.organization?.id;
  const query = useSettings(organizationId);
  const TABS = tabsFor(viewer?.role);
  const initialTab = request.mode === "create" && TABS.some((t) => t.id === request.tab) ? (request.tab as TabId) : "general";
  const [tab, setTab] = useState<TabId>(initialTab);
  const [edited, setEdited] = useState<{ loaded: Loaded; draft: SettingsDraft } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SettingsError | null>(null);
  const [asking, setAsking] = useState(false);

  // The draft follows the loaded data until the user changes something.
  const loaded = query.data;
  const draft = edited && edited.loaded === loaded ? edited.draft : loaded?.draft;
  const dirty = !!loaded && !!draft && JSON.stringify(draft) !== JSON.stringify(loaded.draft);
  useUnsavedChangesPrompt(dirty);
  const change = (next: SettingsDraft) => loaded && setEdited({ loaded, draft: next });

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  const save = async () => {
    if (!loaded || !draft || !organizationId) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveSettings(organizationId, draft, loaded);
      toast.success("Settings saved");
      await query.refetch();
      setEdited(null);
    } catch (error) {
      const failed = error instanceof SettingsError ? error : new SettingsError("Failed to save settings", 0);
      setFailure(failed);
      if (failed.field) setTab(tabOfField(failed.field));
      toast.error(failed.message);
    } finally {
      setSaving(false);
    }
  };

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
    <>
      <Modal
        open
        onOpenChange={(open) => !open && requestClose()}
        size="xl"
        title={
          <>
            Global Settings {dirty && <Badge tone="blue">Unsaved changes</Badge>}
          </>
        }
        description={current.subtitle}
        footer={
          <>
            {failure && (
              <div role="alert" className="mr-auto flex items-center gap-2 text-sm text-red-700">
                {failure.message}
                {failure.status === 409 && (
                  <Button onClick={() => (setFailure(null), setEdited(null), void query.refetch())}>Reload</Button>
                )}
              </div>
            )}
            <Button onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={!dirty} busy={saving} busyLabel="Saving...">
              Save
            </Button>
          </>
        }
      >
        {query.isPending ? (
          <p role="status" className="text-sm text-gray-600">
            {organizationId ? "Loading settings..." : "No active session"}
          </p>
        ) : query.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-base font-semibold text-gray-900">Failed to Load</p>
            <p className="text-sm text-gray-700">{query.error.message}</p>
            <Button onClick={() => void query.refetch()}>Retry</Button>
          </div>
        ) : (
          <div className="flex min-h-[28rem] flex-col gap-4 md:flex-row">
            <div role="tablist" aria-label="Settings" aria-orientation="vertical" onKeyDown={onTabKey} className="flex shrink-0 flex-row flex-wrap gap-1 md:w-44 md:flex-col">
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
              {TAB_LISTS[tab]?.map((key) => (
                <ListEditor key={key} spec={LISTS[key]!} items={draft!.lists[key] ?? []} onChange={(items) => change({ ...draft!, lists: { ...draft!.lists, [key]: items } })} />
              ))}
              {tab === "hero" && <HeroTab value={draft!.hero} exists={!!loaded!.raw.website_hero} onChange={(hero) => change({ ...draft!, hero })} />}
              {tab === "blog" && <BlogTab value={draft!.blog} onChange={(blog) => change({ ...draft!, blog })} />}
              {tab === "menu" && <MenuNote data={loaded!.raw} />}
              {tab === "team" && organizationId && <TeamTab organizationId={organizationId} />}
            </div>
          </div>
        )}
      </Modal>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title="Unsaved changes" description={CLOSE_QUESTION} confirmLabel="Close without saving" busyLabel="Closing..." onConfirm={() => onClose()} />
    </>
  );
}
