"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { goTo } from "@/platform/page-refresh";
import { useViewer } from "@/platform/session";
import { type EditorProps, type EditorRequest, useLiveRecord, useUnsavedChangesPrompt } from "@/features/editing/record";
import { PresenceAvatars, RemoteSaveNote } from "@/features/presence";
import { splitLocale } from "@/platform/i18n/locales";
import { Button } from "@/ui/button";
import { ConflictNote, DiscardDialog } from "@/ui/editor-notes";
import { Badge, Modal } from "@/ui/modal";
import { PAGE_MESSAGES } from "../rules";
import type { Page } from "../schema";
import { loadPage, loadPages, pageAddress } from "./api";
import { CreatePageForm } from "./create-page-form";
import { useCreatePage } from "./use-create-page";

/** spec/editors.md §2, §9: the browser goes to the new page about 300 ms after it is created. */
export const REDIRECT_DELAY_MS = 300;

/** The new page's address in the language the member is browsing (`/es/...` stays Spanish). */
function pageHref(slug: string): string {
  const { locale } = splitLocale(window.location.pathname);
  return locale ? `/${locale}/${slug}` : `/${slug}`;
}

/** Edit mode (a `#edit=page&id=<n>` link, the check before publishing): the page whose settings are edited. */
export async function prepare(request: EditorRequest): Promise<Page | null> {
  if (request.mode !== "edit") return null;
  const page = (await loadPages()).find((p) => p.id === request.id);
  if (!page) throw new Error(PAGE_MESSAGES.notFound);
  return page;
}

/**
 * The Create Page modal (spec/editors.md §2.7) as the editing shell opens it. A
 * request may carry a `slug` ("Create this page" on a 404). Closing unmounts it,
 * so the next open starts from an empty form.
 */
export default function CreatePageEditor({ request, data, onClose }: EditorProps<Page | null>) {
  const existing = data ?? null;
  const formId = useId();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [origin] = useState(() => window.location.origin);

  const created = (page: Page) => {
    toast.success(`Page "${page.title}" created`);
    onClose({ action: "created", type: "page", id: page.id });
    // Not tied to this component: it is unmounted when it closes, the timer must still fire.
    setTimeout(() => {
      const href = pageHref(page.slug);
      // Created from its own 404: Next keeps showing a not-found until the path changes, so load the page afresh.
      if (href === window.location.pathname) window.location.assign(href);
      else goTo(href);
    }, REDIRECT_DELAY_MS);
  };

  const organizationId = useViewer()?.organization?.id;
  const saved = (page: Page) => {
    toast.success(`Page "${page.title}" updated`);
    onClose({ action: "updated", type: "page", id: page.id });
    // A new slug: the page lives at its new address now.
    if (page.slug !== existing?.slug) goTo(pageHref(page.slug));
  };
  const form = useCreatePage({
    requestSlug: request.mode === "create" ? request.slug : undefined,
    organizationId,
    onCreated: existing ? saved : created,
    page: existing,
  });
  useUnsavedChangesPrompt(form.dirty);
  // Who else has the page's settings open, and another member's save at once (issue 43 §4).
  const live = useLiveRecord<Page>({
    path: existing ? pageAddress(existing.id) : null,
    reload: () => loadPage(existing!.id),
    versionOf: (page) => page.version,
    state: () => ({ version: form.version, dirty: form.dirty, busy: form.saving }),
    onTheirs: (theirs) => form.theirs(theirs),
  });

  const requestClose = () => {
    if (form.saving) return;
    if (form.dirty) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && requestClose()}
        size="md"
        initialFocus={form.refs.title}
        title={
          existing ? (
            "Page Settings"
          ) : (
            <>
              Create Page <Badge tone="green">New</Badge>
            </>
          )
        }
        description={existing ? "Title, address and meta description of this page" : "Build a template-based page for your site"}
        headerExtra={existing && <PresenceAvatars presence={live.presence} />}
        footer={
          <>
            <Button onClick={requestClose} disabled={form.saving}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={form.saving} busyLabel="Saving...">
              {existing ? "Save" : "Create Page"}
            </Button>
          </>
        }
      >
        {(live.remoteSave || form.conflict) && (
          <div className="mb-4 space-y-3">
            {live.remoteSave && <RemoteSaveNote name={live.remoteSave.name} conflict={live.remoteSave.conflict} onDismiss={live.dismissRemoteSave} />}
            {form.conflict && <ConflictNote subject="page" onReapply={form.reapplyMine} onDismiss={form.dismissConflict} />}
          </div>
        )}
        <CreatePageForm id={formId} form={form} origin={origin} />
      </Modal>
      <DiscardDialog subject={existing ? "changes" : "new page"} open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={() => onClose()} />
    </>
  );
}
