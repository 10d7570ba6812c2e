"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import { OPEN_COMMAND_EVENT, UndoButtons, useEditing, type EditorProps, useLiveRecord, useUndo, useUnsavedChangesPrompt } from "@/features/editing/record";
import { PresenceAvatars, RemoteSaveNote } from "@/features/presence";
import { TRANSLATE_COMMAND, translationViewTexts } from "@/features/translation-view";
import { RevisionsButton } from "@/features/revisions";
import { PageTranslationStatus } from "@/features/languages";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import { ApiError } from "@/platform/http/client";
import { checkHref } from "../check-href";
import { Button } from "@/ui/button";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Modal } from "@/ui/modal";
import { ErrorState, LoadingState } from "@/ui/query-states";
import type { BlockType } from "../block-types";
import { PAGE_LAYOUT_MESSAGES as M, type PageLayoutRecord, type PageLayoutSection } from "../layout-schema";
import { fetchPageLayout, fetchPageTranslation, layoutAddress, layoutKey, savePageLayout, type LayoutPage } from "./layout-api";
import { LayoutList } from "./layout-list";
import { countsByType, fallbackLabel, orderChanged, reapplyOrder } from "./layout-order";

/**
 * Manage Page Layout (spec/site-admin.md §2.7): the page's blocks of every type,
 * counted by type, reordered by drag or keyboard, saved with Save Layout in one
 * request (one transaction). Reorders stay local until then, in the editors'
 * one undo history: Ctrl/Cmd+Z undoes a move, Ctrl/Cmd+Shift+Z and Ctrl+Y redo it.
 * The layout has a version (its latest revision's): a save sent against an older one
 * answers 409, and another member's save shows at once (presence, issue 43 §4), both
 * with the other editors' review: theirs loaded, the user's order kept aside to reapply.
 */
export default function PageLayoutEditor({ request, onClose }: EditorProps) {
  const viewer = useViewer();
  const { blocks: blockTypes } = useEditing();
  const organizationId = viewer?.organization?.id;
  const page: LayoutPage | null = organizationId ? { organizationId, urlPage: request.urlPage } : null;
  const layout = useQuery({
    queryKey: layoutKey(page ?? { organizationId: 0, urlPage: request.urlPage }),
    queryFn: () => fetchPageLayout(page!),
    enabled: page !== null,
    // Always the page as it is now: blocks may have been added since the last look.
    staleTime: 0,
    gcTime: 0,
    // Loaded once: the version a save is sent against moves only with another member's save, shown (live, or a 409).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The page's translation status in the site's other languages (issue 42): shown above the blocks when it has loaded.
  const translation = useQuery({
    queryKey: ["page-translation", organizationId, request.urlPage],
    queryFn: () => fetchPageTranslation(page!),
    enabled: page !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const ui = useOptionalSite()?.locale ?? "en";
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Another member's layout, taken after the editor opened (their save heard, or a 409): what the form is based on now.
  const [taken, setTaken] = useState<PageLayoutRecord | null>(null);
  // The user's order kept aside when theirs was loaded over it (Reapply my changes / Discard mine).
  const [aside, setAside] = useState<PageLayoutSection[] | null>(null);
  const loaded = taken ?? layout.data;
  const save = useMutation({
    mutationFn: ({ order, version }: { order: PageLayoutSection[]; version: number }) => savePageLayout(page!, order, version),
    onSuccess: () => {
      toast.success(M.saved);
      // The shell renders the page again, in its new order.
      onClose({ action: "updated", type: "page_layout", id: organizationId! });
    },
    onError: (error) => {
      // Someone else saved the layout first: theirs is loaded, the user's order kept aside (nothing is overwritten).
      if (error instanceof ApiError && error.status === 409 && page) {
        const current = error.body?.current as Partial<PageLayoutRecord> | undefined;
        if (current?.sections) return theirs(current as PageLayoutRecord, true);
        return void fetchPageLayout(page).then(
          (record) => theirs(record, true),
          () => setSaveError(error.message),
        );
      }
      // The spec's banner, with the server's reason (e.g. a block deleted meanwhile), else 'Failed to update page layout'.
      setSaveError(error instanceof ApiError ? error.message : M.updateFailed);
    },
  });

  const body = useRef<HTMLDivElement>(null);
  // null is the order as loaded; each move is one step (the keys only while nothing is over the modal or saving).
  const history = useUndo<PageLayoutSection[] | null>(null, {
    enabled: !confirmDiscard && !save.isPending,
    scope: () => body.current?.closest<HTMLElement>("[role=dialog]") ?? null,
    equal: sameOrder,
  });
  const moved = history.state;
  const blocks = moved ?? loaded?.sections ?? [];
  const dirty = moved !== null && !!loaded && orderChanged(loaded.sections, moved);
  useUnsavedChangesPrompt(dirty);

  /** Their layout becomes the base, the order shown and its undo starting over; the user's order (when changed) waits to be reapplied. */
  function theirs(current: PageLayoutRecord, conflict: boolean) {
    if (conflict) setAside(blocks);
    setTaken(current);
    history.reset(null);
    setSaveError(null);
  }
  // Who else has this page's layout open, and another member's save of it at once (issue 43 §4).
  const live = useLiveRecord<PageLayoutRecord>({
    path: page && layout.data ? layoutAddress(page) : null,
    reload: () => fetchPageLayout(page!),
    versionOf: (record) => record.version,
    state: () => ({ version: loaded?.version, dirty, busy: save.isPending }),
    onTheirs: (current, conflict) => theirs(current, conflict),
  });
  const labelOf = (type: BlockType) => blockTypes.find((registration) => registration.type === type)?.label ?? fallbackLabel(type);

  const submit = () => {
    if (!dirty) {
      toast.info(M.noChanges);
      return onClose();
    }
    setSaveError(null);
    save.mutate({ order: blocks, version: loaded!.version });
  };
  const requestClose = () => {
    if (save.isPending) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && requestClose()}
        size="md"
        title={M.title}
        description={layout.data && blocks.length > 0 ? countsByType(blocks, blockTypes) : undefined}
        headerExtra={
          <div className="flex items-center gap-1">
            {page && layout.data && <PresenceAvatars presence={live.presence} />}
            <UndoButtons canUndo={history.canUndo && !save.isPending} canRedo={history.canRedo && !save.isPending} undo={history.undo} redo={history.redo} />
          </div>
        }
        footer={
          <>
            {page && (
              <span className="mr-auto flex items-center gap-3">
                <RevisionsButton
                  path="/api/page-layout"
                  query={`?url_page=${encodeURIComponent(page.urlPage)}`}
                  subject="page layout"
                  onRestored={() => onClose({ action: "updated", type: "page_layout", id: page.organizationId })}
                />
                {/* The check before publishing of this page (issue 43, item 3), in the language the member is browsing. */}
                <a href={checkHref(page.urlPage, window.location.pathname)} className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline">
                  Check this page
                </a>
                {/* The translation view of this page (issue 42, item 3): this dialog closes, the shell opens it. */}
                {Object.keys(translation.data ?? {}).length > 0 && (
                  <button
                    type="button"
                    className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
                    onClick={() => {
                      // Unsaved moves: the discard question first (the view opens from the palette after).
                      if (dirty || save.isPending) return requestClose();
                      onClose();
                      window.dispatchEvent(new CustomEvent(OPEN_COMMAND_EVENT, { detail: TRANSLATE_COMMAND }));
                    }}
                  >
                    {translationViewTexts(ui).title}
                  </button>
                )}
              </span>
            )}
            <Button onClick={requestClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={submit} busy={save.isPending} busyLabel="Saving..." disabled={!loaded || blocks.length === 0}>
              Save Layout
            </Button>
          </>
        }
      >
        <div ref={body}>
          {(live.remoteSave || aside) && (
            <div className="mb-4 space-y-3">
              {live.remoteSave && <RemoteSaveNote name={live.remoteSave.name} conflict={live.remoteSave.conflict} onDismiss={live.dismissRemoteSave} />}
              {aside && (
                <ConflictNote
                  subject="page layout"
                  onReapply={() => {
                    // One step in the undo history: undo goes back to their order.
                    if (loaded) history.set(reapplyOrder(aside, loaded.sections));
                    setAside(null);
                  }}
                  onDismiss={() => setAside(null)}
                />
              )}
            </div>
          )}
          {saveError !== null && (
            <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              <p className="font-medium">{M.saveFailed}</p>
              {saveError && <p className="mt-1">{saveError}</p>}
            </div>
          )}
          {!page ? (
            <p role="alert" className="py-6 text-center text-sm text-red-700">
              {M.noOrganization}
            </p>
          ) : !loaded && layout.isPending ? (
            <LoadingState label="Loading page layout..." />
          ) : !loaded && layout.isError ? (
            <ErrorState message={layout.error.message} onRetry={() => void layout.refetch()} />
          ) : blocks.length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-600">{M.empty}</p>
          ) : (
            <>
              <div className="mb-3">
                <PageTranslationStatus translation={translation.data} ui={ui} />
              </div>
              <p className="mb-3 text-sm text-gray-600">Drag the sections into the order the page should show them, then save.</p>
              <LayoutList blocks={blocks} onReorder={(next) => history.set(next)} labelOf={labelOf} />
            </>
          )}
        </div>
      </Modal>
      <DiscardDialog subject="page layout" open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={() => onClose()} />
    </>
  );
}

/** Two lists in the same order are one state (null: the order as loaded). */
const sameOrder = (a: PageLayoutSection[] | null, b: PageLayoutSection[] | null) => a === b || (a !== null && b !== null && !orderChanged(a, b));
