"use client";

import { arrayMove } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SiteLinkPicker, UnknownLinkWarning, useSiteLinks } from "@/features/site-map";
import type { MenuItem, SubmenuItem } from "../types";
import { AddForm } from "./add-form";
import { InlineText } from "./inline-text";
import { descriptionEdit, nameEdit, slugEdit } from "./model";
import { DeleteButton, DragHandle, HiddenBadge, VisibilitySwitch } from "./row-controls";
import { SortableList, SortableRow } from "@/ui/sortable-list";
import type { ItemField, MenuItemsState } from "./use-menu-items";

export type DeleteTarget = { kind: "item"; item: MenuItem } | { kind: "submenu"; sub: SubmenuItem; parent: MenuItem };

type Props = { item: MenuItem; position: number; where: string; menu: MenuItemsState; onDelete: (target: DeleteTarget) => void };

/** One menu item of the grid: handle, name, slug, description, shown/hidden, delete; its submenu items below. */
export function MenuItemRow({ item, position, where, menu, onDelete }: Props) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Closing the add form puts focus back on "Add submenu item".
  useEffect(() => {
    if (adding || !refocus.current) return;
    refocus.current = false;
    addButton.current?.focus();
  }, [adding]);
  const shown = menu.isShown(item);
  const name = item.display_name;
  return (
    <SortableRow id={item.id} data-menu-item={item.id} className="rounded-xl border border-gray-200 bg-white p-2.5 shadow-xs">
      {(handle) => (
        <>
          <div className="flex items-start gap-2">
            <DragHandle label={`Reorder ${name}`} handleRef={handle.handleRef} {...handle.attributes} {...handle.listeners} />
            <span className="mt-1.5 w-5 text-right text-xs text-gray-600 tabular-nums" aria-hidden>
              {position}.
            </span>
            <ItemFields
              name={name}
              slug={item.url_name}
              description={item.description}
              shown={shown}
              nameClass="font-semibold"
              onEdit={(field, value) => void menu.editItem(item, field, value)}
            />
            <VisibilitySwitch label={`Show ${name} ${where}`} checked={shown} onChange={() => void menu.toggleItem(item)} />
            <DeleteButton label={`Delete ${name}`} onClick={() => onDelete({ kind: "item", item })} />
          </div>
          <div className="mt-2 ml-9 space-y-2 border-l-2 border-gray-100 pl-3">
            {item.submenu_items.length > 0 && (
              <SortableList
                items={item.submenu_items}
                label={`Submenu items of ${name}, in order`}
                region={`submenu-${item.id}`}
                nameOf={(sub) => sub.name}
                onMove={(from, to) => void menu.reorderSubmenus(item, arrayMove(item.submenu_items, from, to))}
                className="space-y-1.5"
              >
                {(sub) => <SubmenuRow key={sub.id} sub={sub} parent={item} menu={menu} onDelete={onDelete} />}
              </SortableList>
            )}
            {adding ? (
              <AddForm
                label={`New submenu item under ${name}`}
                placeholder="Name, e.g. Our team"
                action="/api/submenu-items"
                autoFocus
                onCreate={(value) => menu.addSubmenu(item, value)}
                onCancel={() => {
                  refocus.current = true;
                  setAdding(false);
                }}
              />
            ) : (
              <button
                ref={addButton}
                type="button"
                onClick={() => setAdding(true)}
                className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-blue-700 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
              >
                <Plus aria-hidden className="size-3.5" />
                Add submenu item<span className="sr-only"> to {name}</span>
              </button>
            )}
          </div>
        </>
      )}
    </SortableRow>
  );
}

function SubmenuRow({ sub, parent, menu, onDelete }: { sub: SubmenuItem; parent: MenuItem; menu: MenuItemsState; onDelete: (target: DeleteTarget) => void }) {
  const shown = sub.is_displayed !== false;
  return (
    <SortableRow id={sub.id} data-submenu-item={sub.id} className="flex items-start gap-2 rounded-lg border border-gray-200 bg-gray-50 p-1.5">
      {(handle) => (
        <>
          <DragHandle label={`Reorder ${sub.name} in ${parent.display_name}`} handleRef={handle.handleRef} {...handle.attributes} {...handle.listeners} />
          <ItemFields
            name={sub.name}
            slug={sub.url_name}
            description={sub.description}
            shown={shown}
            nameClass="font-medium"
            onEdit={(field, value) => void menu.editSubmenu(sub, field, value)}
          />
          <VisibilitySwitch label={`Show ${sub.name} in the ${parent.display_name} submenu`} checked={shown} onChange={() => void menu.toggleSubmenu(sub)} />
          <DeleteButton label={`Delete ${sub.name} from ${parent.display_name}`} onClick={() => onDelete({ kind: "submenu", sub, parent })} />
        </>
      )}
    </SortableRow>
  );
}

/**
 * Name, slug and description of a menu or submenu item, each edited inline; only a real
 * change is saved (spec §5: an empty or unchanged name or slug reverts, a description saves if changed).
 */
function ItemFields({
  name,
  slug,
  description,
  shown,
  nameClass,
  onEdit,
}: {
  name: string;
  slug: string;
  description: string | null;
  shown: boolean;
  nameClass: string;
  onEdit: (field: ItemField, value: string | null) => void;
}) {
  const save = (field: ItemField, value: string | null | undefined) => value !== undefined && onEdit(field, value);
  const links = useSiteLinks();
  return (
    <div className="min-w-0 flex-1">
      <div className="flex min-w-0 flex-wrap items-center gap-x-2">
        <InlineText
          field="name"
          owner={name}
          value={name}
          placeholder="Untitled"
          className={`text-sm text-gray-900 ${nameClass}`}
          onCommit={(draft) => save("name", nameEdit(draft, name) ?? undefined)}
        />
        <InlineText
          field="slug"
          owner={name}
          value={slug}
          display={`/${slug}`}
          placeholder="No link"
          className="text-xs text-gray-700"
          onCommit={(draft) => save("slug", slugEdit(draft, slug) ?? undefined)}
        />
        {!shown && <HiddenBadge />}
      </div>
      <InlineText
        field="description"
        owner={name}
        value={description ?? ""}
        placeholder="Add a description"
        className="text-xs text-gray-700"
        onCommit={(draft) => save("description", descriptionEdit(draft, description))}
      />
      {/* Link by choosing a page rather than typing a slug that may not exist. */}
      <SiteLinkPicker
        label={`Link ${name} to a page of this site`}
        links={links}
        withoutHome
        onPick={(path) => save("slug", slugEdit(path, slug) ?? undefined)}
        className="mt-1 max-w-xs py-1 text-xs"
      />
      <UnknownLinkWarning value={`/${slug}`} links={links} />
    </div>
  );
}
