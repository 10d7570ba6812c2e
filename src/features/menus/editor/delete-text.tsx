import type { DeleteTarget } from "./menu-item-row";

/** What the shared delete confirmation says for a menu item or a submenu item. */
export function DeleteConfirmText({ target }: { target: DeleteTarget }) {
  if (target.kind === "submenu") {
    return (
      <p>
        &ldquo;{target.sub.name}&rdquo; will be removed from the {target.parent.display_name} submenu of the header and the footer. This cannot be undone.
      </p>
    );
  }
  const count = target.item.submenu_items.length;
  return (
    <p>
      &ldquo;{target.item.display_name}&rdquo;{count > 0 ? ` and its ${count} submenu item${count === 1 ? "" : "s"}` : ""} will be removed from the header and
      the footer. This cannot be undone.
    </p>
  );
}
