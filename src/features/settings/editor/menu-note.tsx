"use client";

/** Under the Menu tab's list: what is edited in the header editor instead (docs/decisions.md "Global Settings"). */
export function MenuNote({ data }: { data: Record<string, unknown> }) {
  const submenus = (data.submenu_items as unknown[] | undefined)?.length ?? 0;
  return (
    <p className="text-sm text-gray-700">
      {submenus > 0 ? `The menu also has ${submenus} submenu ${submenus === 1 ? "item" : "items"}: ` : "Submenu items, "}
      styles and the order of submenu items are edited in the header editor (close the settings and choose Edit header). Deleting a menu item here deletes its
      submenu items.
    </p>
  );
}
