"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { type EditorProps, type EditorRequest, useLiveRecord, useUndo, useUnsavedChangesPrompt } from "@/features/editing/record";
import { PresenceAvatars, RemoteSaveNote } from "@/features/presence";
import { slugify } from "@/features/pages";
import { splitLocale } from "@/platform/i18n/locales";
import { Button } from "@/ui/button";
import { DiscardDialog } from "@/ui/editor-notes";
import { Badge } from "@/ui/modal";
import { POST_MESSAGES, POST_LIMITS } from "../rules";
import type { Post } from "../schema";
import { AdvancedSettings } from "./advanced-settings";
import { ApiError } from "@/platform/http/client";
import { conflictOf, createPost, loadPost, postAddress, reloadPost, updatePost } from "./api";
import { ConflictReview } from "./conflict-review";
import { ContentEditor } from "./content-editor";
import { FloatingDialog } from "./floating-dialog";
import { EMPTY_FORM, formFromPost, sameForm, type PostForm } from "./form";
import { LandingCodeView } from "./landing-code-view";
import { RevisionsPanel } from "./revisions-panel";
import { clearDraft, readDraft, useLocalDraft } from "./use-local-draft";

type View = "write" | "advanced" | "revisions" | "conflict";
type Conflict = { theirs: Post; savedBy: string };

const ADVANCED_FIELDS = new Set<keyof PostForm>([
  "slug",
  "metadescription_for_page",
  "main_photo",
  "type",
  "author_name",
  "help_center_order",
  "subsection",
  "order",
]);
const STATUS = { saved: "All changes saved", draft: "Draft saved locally", unsaved: "Unsaved changes" } as const;

/** Edit mode loads the post by its slug before the editor shows. */
export async function prepare(request: EditorRequest): Promise<Post | null> {
  if (request.mode !== "edit") return null;
  if (!request.slug) throw new Error(POST_MESSAGES.notFound);
  return loadPost(request.slug);
}

/** The post's address in the language the member is browsing; a same-origin return address wins. */
function destination(slug: string, returnTo?: string): string {
  if (returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//") && !returnTo.startsWith("/\\")) return returnTo;
  const { locale } = splitLocale(window.location.pathname);
  return locale ? `/${locale}/${slug}` : `/${slug}`;
}

/**
 * The post editor (spec/editors.md §2 item 6): write the post (TipTap with a
 * table of contents, or the landing code view), Advanced Settings by More,
 * the revision history, a local draft, and a conflict review when someone else
 * saved meanwhile. Publish (new) or Update (edit).
 */
export default function PostEditor({ request, data, onClose }: EditorProps<Post | null>) {
  const [post, setPost] = useState<Post | null>(data);
  const draftKey = post ? post.slug : "new";
  const [base, setBase] = useState<PostForm>(() => (data ? formFromPost(data) : EMPTY_FORM));
  // The editors' one undo history (Ctrl/Cmd+Z): settings and choices; the text has TipTap's own.
  const history = useUndo<PostForm>(base, { equal: sameForm, scope: () => document.querySelector('[data-testid="post-editor"]') });
  const form = history.state;
  const [offer, setOffer] = useState(() => {
    const draft = readDraft(data ? data.slug : "new");
    return draft && !sameForm(draft.form, base) ? draft : null;
  });
  const [view, setView] = useState<View>("write");
  const [errors, setErrors] = useState<Partial<Record<keyof PostForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  // Create mode (spec/editors.md §5): the slug follows the title until the user edits the slug field.
  const [slugTouched, setSlugTouched] = useState(!!data);

  const dirty = !sameForm(form, base);
  const leaveWithoutAsking = useUnsavedChangesPrompt(dirty);
  const draft = useLocalDraft(draftKey, form, dirty);

  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    history.set((current) => ({ ...current, [key]: value }), { group: key });
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const setTitle = (title: string) => {
    history.set((current) => ({ ...current, title, ...(slugTouched ? {} : { slug: slugify(title) }) }), { group: "title" });
    setErrors((current) => ({ ...current, title: undefined, slug: slugTouched ? current.slug : undefined }));
  };

  /** More → the slug field, focused. */
  const changeSlug = () => {
    setView("advanced");
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>("[data-slug-field]")?.focus());
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  /** After a save (or a restored revision, which toasts itself): the browser goes to the post's page. */
  const saved = (result: Post, created: boolean, restored = false) => {
    draft.saved();
    clearDraft("new");
    // Stored: going to the post must not ask "Leave site?".
    leaveWithoutAsking();
    if (!restored) toast.success(created ? `Post "${result.title}" published` : `Post "${result.title}" updated`);
    onClose({ action: created ? "created" : "updated", type: "post", id: result.id });
    const target = destination(result.slug, request.mode === "create" ? request.returnTo : undefined);
    if (created || target !== window.location.pathname || post) window.location.assign(target);
  };

  const save = async (version = post?.version) => {
    if (!form.title.trim()) {
      setErrors({ title: POST_MESSAGES.titleRequired });
      setView("write");
      titleRef.current?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      saved(post ? await updatePost(post.slug, form, version!) : await createPost(form), !post);
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) {
        setConflict({ theirs: conflict.current, savedBy: conflict.savedBy?.name || conflict.savedBy?.email || "someone else" });
        setView("conflict");
      } else if (error instanceof ApiError && error.field && error.field in form) {
        const field = error.field as keyof PostForm;
        setErrors({ [field]: error.message });
        setView(ADVANCED_FIELDS.has(field) ? "advanced" : "write");
      } else {
        setFailure(error instanceof Error && error.message ? error.message : POST_MESSAGES.saveFailed);
      }
      toast.error(error instanceof Error ? error.message : POST_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  /** Their version in the form, with nothing of the user's to keep. */
  const loadTheirs = (theirs: Post) => {
    setPost(theirs);
    const next = formFromPost(theirs);
    setBase(next);
    history.reset(next);
  };

  const takeTheirs = (theirs: Post) => {
    loadTheirs(theirs);
    setConflict(null);
    setView("write");
  };

  // Who else has the post open, and another member's save at once (issue 43 §4): a form without
  // changes takes their version; one with changes gets the conflict review a 409 opens.
  const live = useLiveRecord<Post>({
    path: post ? postAddress(post.slug) : null,
    reload: () => reloadPost(post!),
    versionOf: (p) => p.version,
    state: () => ({ version: conflict?.theirs.version ?? post?.version, dirty, busy: saving }),
    onTheirs: (theirs, mine, name) => {
      if (!mine) return loadTheirs(theirs);
      setConflict({ theirs, savedBy: name || "someone else" });
      setView("conflict");
    },
  });

  const title = (
    <>
      {post ? "Edit Post" : "New Post"} <Badge tone={post ? "blue" : "green"}>{post ? "Edit" : "New"}</Badge>
    </>
  );
  const status = (
    <span role="status" className="self-center text-xs text-gray-600" data-testid="draft-status">
      {STATUS[draft.status]}
    </span>
  );

  return (
    <>
      <FloatingDialog
        title={title}
        description={post ? `/${post.slug}` : "Write a post for your blog or help center"}
        onRequestClose={requestClose}
        initialFocus={titleRef}
        headerExtra={
          <div className="flex items-center gap-3 self-center">
            <PresenceAvatars presence={live.presence} />
            {status}
          </div>
        }
        footer={
          <>
            {failure && (
              <p role="alert" className="mr-auto text-sm text-red-700">
                {failure}
              </p>
            )}
            <Button onClick={requestClose} disabled={saving}>
              Cancel
            </Button>
            {post && view !== "conflict" && (
              <Button onClick={() => setView(view === "revisions" ? "write" : "revisions")}>{view === "revisions" ? "Back" : "Revisions"}</Button>
            )}
            {view !== "conflict" && view !== "revisions" && (
              <Button onClick={() => setView(view === "advanced" ? "write" : "advanced")}>{view === "advanced" ? "Back" : "More"}</Button>
            )}
            {view !== "conflict" && (
              <Button variant="primary" busy={saving} busyLabel="Saving..." onClick={() => void save()}>
                {post ? "Update" : "Publish"}
              </Button>
            )}
          </>
        }
      >
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {live.remoteSave && (
            <div className="border-b border-gray-200 px-6 py-2">
              <RemoteSaveNote name={live.remoteSave.name} conflict={live.remoteSave.conflict} onDismiss={live.dismissRemoteSave} />
            </div>
          )}
          {offer && (
            <div
              role="region"
              aria-label="Local draft"
              className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-6 py-2 text-sm text-amber-900"
            >
              <span className="flex-1">A draft of this post saved on this device on {new Date(offer.saved_at).toLocaleString()} was found.</span>
              <Button onClick={() => (history.set(offer.form), setOffer(null))}>Restore draft</Button>
              <Button variant="ghost" onClick={() => (clearDraft(draftKey), setOffer(null))}>
                Discard draft
              </Button>
            </div>
          )}
          {view === "write" && (
            <>
              <div className="border-b border-gray-200 px-6 py-3">
                <label htmlFor="post-title" className="sr-only">
                  Title
                </label>
                <input
                  ref={titleRef}
                  id="post-title"
                  value={form.title}
                  maxLength={POST_LIMITS.title}
                  placeholder="Title"
                  onChange={(event) => setTitle(event.target.value)}
                  aria-invalid={!!errors.title || undefined}
                  aria-describedby={errors.title ? "post-title-error" : undefined}
                  className="w-full text-2xl font-bold text-gray-900 outline-none placeholder:text-gray-500"
                />
                {errors.title && (
                  <p id="post-title-error" role="alert" className="mt-1 text-sm text-red-700">
                    {errors.title}
                  </p>
                )}
                {!post && (
                  <p className="mt-1 flex items-center gap-2 text-sm text-gray-700" data-testid="post-address">
                    <span>
                      Address: <span className="font-mono">/{form.slug}</span>
                    </span>
                    <button type="button" className="text-blue-700 underline underline-offset-2 hover:text-blue-800" onClick={changeSlug}>
                      Change address
                    </button>
                  </p>
                )}
              </div>
              {form.type === "landing" ? (
                <LandingCodeView html={form.content} onChange={(html) => set("content", html)} />
              ) : (
                <ContentEditor value={form.content} onChange={(html) => set("content", html)} invalid={!!errors.content} />
              )}
            </>
          )}
          {view === "advanced" && (
            <div className="min-h-0 flex-1 overflow-y-auto">
              <AdvancedSettings
                form={form}
                errors={errors}
                editing={!!post}
                set={(key, value) => {
                  set(key, value);
                  if (key === "slug") setSlugTouched(true);
                  // Choosing landing opens the code view (spec/editors.md §4).
                  if (key === "type" && value === "landing") setView("write");
                }}
              />
            </div>
          )}
          {view === "revisions" && post && <RevisionsPanel slug={post.slug} version={post.version} onRestored={(restored) => saved(restored, false, true)} />}
          {view === "conflict" && conflict && (
            <ConflictReview
              mine={form}
              theirs={conflict.theirs}
              savedBy={conflict.savedBy}
              onCancel={() => setView("write")}
              onTakeTheirs={() => takeTheirs(conflict.theirs)}
              onKeepMine={() => {
                setView("write");
                void save(conflict.theirs.version);
              }}
            />
          )}
        </div>
      </FloatingDialog>
      <DiscardDialog
        subject="post"
        open={confirmClose}
        onOpenChange={setConfirmClose}
        onDiscard={() => {
          clearDraft(draftKey);
          onClose();
        }}
      />
    </>
  );
}
