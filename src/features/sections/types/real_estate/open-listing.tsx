"use client";

import { useState, type ComponentType } from "react";
import type { ListingDialogProps } from "./listing-dialog";
import type { ShownListing } from "./shown-listing";

let dialog: Promise<ComponentType<ListingDialogProps>> | null = null;
/** The dialog's code (the modal, the gallery, the contact form), fetched the first time a visitor opens a listing. */
const loadDialog = () => (dialog ??= import("./listing-dialog").then((module) => module.ListingDialog));

/**
 * A card's title as the button that opens its listing's dialog (the spec's
 * `is_real_estate_modal`): the only part of a real estate section that runs in the
 * visitor's browser before they ask for more. Its `after:` box covers the card, so
 * the whole card answers a click while the title stays the one control to tab to.
 */
export function OpenListing({ listing }: { listing: ShownListing }) {
  const [Dialog, setDialog] = useState<ComponentType<ListingDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-open-listing={listing.id}
        className="text-left after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        onClick={() => {
          setOpen(true);
          void loadDialog().then((component) => setDialog(() => component));
        }}
      >
        {listing.title}
      </button>
      {open && Dialog && <Dialog listing={listing} onClose={() => setOpen(false)} />}
    </>
  );
}
