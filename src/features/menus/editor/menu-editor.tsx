"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useViewer } from "@/platform/session";
import { type EditorProps, type EditorRequest, EditorFrame, useRecordEditor } from "@/features/editing/record";
import { RevisionsButton } from "@/features/revisions";
import { ApiError } from "@/platform/http/client";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { menuAddress } from "../address";
import type { MenuItem } from "../types";
import { AddForm } from "./add-form";
import * as api from "./api";
import { DeleteConfirmText } from "./delete-text";
import { MenuItemRow, type DeleteTarget } from "./menu-item-row";
import { KIND_TEXTS, MENU_EDITOR_MESSAGES as M, type MenuEditorKind } from "./messages";
import { orderChanged, orderedItems, orderUpdates } from "./model";
import { rebase } from "@/ui/draft";
import { SortableList } from "@/ui/sortable-list";
import { StyleChoice } from "./style-choice";
import { StyleSettings } from "./style-settings";
import { FOOTER_LAYOUTS, HEADER_TYPES, resolveStyle, sameStyle, styleChoice, type EditorStyle } from "./style-options";
import { reasonOf, useMenuItems, type Banner } from "./use-menu-items";

export type MenuEditorData = { organizationId: number; menu: MenuItem[]; storedStyle: unknown };

/** Loads what the editor shows before it opens (the opener says "Opening..." meanwhile). */
export async function prepareMenuEditor(kind: MenuEditorKind, request: EditorRequest): Promise<MenuEditorData> {
  const organizationId = await api.organizationIdFor(request.mode === "edit" ? request.id : undefined);
  const [menu, storedStyle] = await Promise.all([api.fetchMenu(organizationId), api.fetchStoredStyle(organizationId, kind)]);
  return { organizationId, menu, storedStyle };
}

type MenuForm = { style: EditorStyle; order: number[] | null };
/** What the Save of a menu editor stores: the organization's header or footer style. */
type StoredStyle = { id: number; style: EditorStyle };
/** What a Save changes: the style (one organization update) and the moved items' order (one update each). */
type MenuChanges = { style?: EditorStyle; order?: { id: number; order: number }[] };

/**
 * The header editor and the footer editor (spec/site-admin.md §2.6, §4): the style
 * choice and Style Settings, saved with Save together with the menu items' new order
 * (both staged in the editing shell's record hook, so Ctrl/Cmd+Z undoes them);
 * everything else (visibility, inline edits, adds, deletes, submenu order) applies at once.
 */
export function MenuEditor({ kind, data, onClose }: { kind: MenuEditorKind } & EditorProps<MenuEditorData>) {
  const texts = KIND_TEXTS[kind];
  // The menus API lets owners and admins change the menu; an editor can look but not save.
  const readOnly = useViewer()?.role === "editor";
  const { organizationId } = data;
  const menu = useMenuItems(kind, organizationId, data.menu);
  const [stored] = useState<StoredStyle>(() => ({ id: organizationId, style: resolveStyle(kind, data.storedStyle) }));
  const [saveBanner, setSaveBanner] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const checkedStyle = useRef<HTMLInputElement>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const focusAdd = useRef(false);

  // After a delete the row's Delete button is gone: focus goes to "New menu item" rather than nowhere.
  useEffect(() => {
    if (deleting || !focusAdd.current) return;
    focusAdd.current = false;
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) addInput.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [deleting]);

  /** Closing: the page needs a refresh when something applied at once changed the site. */
  const finish = () => (menu.touched.current ? onClose({ action: "updated", type: kind, id: organizationId }) : onClose());
  /** The menu items in the order a form shows them (a pending drag order over the stored list). */
  const ordered = (form: MenuForm) => orderedItems(menu.items, form.order);

  const editor = useRecordEditor<MenuForm, StoredStyle, never, MenuChanges>({
    type: kind,
    record: stored,
    toStaged: (record) => ({ style: record!.style, order: null }),
    versionOf: () => undefined,
    equal: (a, b) => sameStyle(a.style, b.style) && !orderChanged(ordered(a), ordered(b)),
    // "Reapply my changes": the style's fields the user changed over theirs, and the user's order.
    rebase: (oldBase, mine, onto) => ({
      style: sameStyle(oldBase.style, mine.style) ? onto.style : rebase(oldBase.style, mine.style, onto.style),
      order: mine.order,
    }),
    changes: (base, form) => ({
      ...(sameStyle(base.style, form.style) ? {} : { style: form.style }),
      // Spec §7: each moved item's order is 10 times its index.
      ...(orderChanged(menu.items, ordered(form)) ? { order: orderUpdates(ordered(form)) } : {}),
    }),
    update: async ({ body, staged }) => {
      if (body.style) {
        try {
          await api.saveStyle(organizationId, kind, staged.style);
        } catch (error) {
          toast.error(texts.styleFailed);
          throw error;
        }
        // Stored now, whatever happens to the order.
        editor.rebase((base) => ({ ...base, style: staged.style }), undefined);
      }
      for (const update of body.order ?? []) await api.updateMenuItem(update.id, { order: update.order });
      return { id: organizationId, style: staged.style };
    },
    messages: { updated: texts.saved },
    // Spec §5, §8: the editor's own banner says what failed, and a 401 in the spec's words.
    toastErrors: false,
    session: "report",
    onSaveError: (error) => {
      const signedOut = error instanceof ApiError && error.status === 401;
      setSaveBanner(signedOut ? { message: M.noSession } : { message: texts.saveFailed, detail: reasonOf(error, texts.styleFallback) });
      // What was saved before the failure is now the stored state; the rest stays to retry.
      // (Signed out, the list would come back without hidden items: keep what is shown.)
      if (!signedOut) void menu.refetch();
    },
    onClose: (result) => (result ? onClose(result) : finish()),
    // Who else has this menu open, and another member's save of it at once (issue 43 §4): the style
    // as stored now and the items read again. A menu has no version: every save of it is theirs.
    live: {
      path: menuAddress(organizationId, kind),
      reload: async () => {
        const [storedStyle] = await Promise.all([api.fetchStoredStyle(organizationId, kind), menu.refetch()]);
        return { id: organizationId, style: resolveStyle(kind, storedStyle) };
      },
    },
  });
  const { style } = editor.staged;
  const items = ordered(editor.staged);
  const setStyle = (next: EditorStyle) => editor.set((form) => ({ ...form, style: next }));
  const banner = saveBanner ?? menu.banner;

  return (
    <>
      <EditorFrame
        editor={{ ...editor, submit: () => (setSaveBanner(null), editor.submit()) }}
        title={texts.title}
        size="lg"
        subject={texts.subject}
        saveLabel="Save"
        initialFocus={checkedStyle}
        revisions={
          <RevisionsButton
            path={`/api/organizations/${organizationId}/menus/${kind}`}
            subject={`${kind} menu`}
            onRestored={() => onClose({ action: "updated", type: kind, id: organizationId })}
          />
        }
        onCancel={finish}
      >
        {banner && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-medium">{banner.message}</p>
            {banner.detail && <p className="mt-1">{banner.detail}</p>}
          </div>
        )}
        {readOnly && (
          <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Only the site&apos;s owners and admins can change the {texts.subject} and its menu.
          </p>
        )}
        <StyleChoice
          legend={texts.styleLegend}
          options={kind === "header" ? HEADER_TYPES : FOOTER_LAYOUTS}
          value={styleChoice(kind, style.type)}
          onChange={(type) => setStyle({ ...style, type: type as EditorStyle["type"] } as EditorStyle)}
          checkedRef={checkedStyle}
        />
        <StyleSettings kind={kind} style={style} onChange={setStyle} />
        <section aria-labelledby="menu-items-heading" className="space-y-3">
          <div>
            <h3 id="menu-items-heading" className="text-sm font-semibold text-gray-900">
              Menu items
            </h3>
            <p className="text-xs text-gray-600">
              Drag the items into order, then save. Shown or hidden, names, links, descriptions and submenu items are saved as you change them.
            </p>
          </div>
          <AddForm label="New menu item" placeholder="Name, e.g. About us" action="/api/menu-items" onCreate={menu.addItem} inputRef={addInput} />
          {items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 py-6 text-center text-sm text-gray-600">{M.empty}</p>
          ) : (
            <SortableList
              items={items}
              label="Menu items, in order"
              region="menu-items"
              nameOf={(item) => item.display_name}
              onMove={(from, to) => editor.set((form) => ({ ...form, order: arrayMove(items, from, to).map((item) => item.id) }))}
            >
              {(item, index) => <MenuItemRow key={item.id} item={item} position={index + 1} where={texts.where} menu={menu} onDelete={setDeleting} />}
            </SortableList>
          )}
        </section>
      </EditorFrame>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === "submenu" ? "Delete submenu item?" : "Delete menu item?"}
        description={deleting && <DeleteConfirmText target={deleting} />}
        onConfirm={async () => {
          if (!deleting) return;
          if (deleting.kind === "item") await menu.deleteItem(deleting.item);
          else await menu.deleteSubmenu(deleting.sub);
          focusAdd.current = true;
          setDeleting(null);
        }}
      />
    </>
  );
}
