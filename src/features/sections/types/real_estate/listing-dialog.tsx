"use client";

import { ChevronLeft, ChevronRight, ImageOff, MapPin } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { LibraryPicture } from "@/features/media-library";
import { ContactForm } from "@/features/messages";
import { useT } from "@/platform/tenancy/site-context";
import { Modal } from "@/ui/modal";
import { RichHtml } from "@/ui/rich-text";
import { ListingFacts, STATUS_TONE } from "./listing-facts";
import type { ListingPicture, ShownListing } from "./shown-listing";

export type ListingDialogProps = { listing: ShownListing; onClose: () => void };

const ROUND_BUTTON =
  "flex size-10 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow ring-1 ring-gray-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/**
 * The listing's photos: one large image with previous and next buttons, the
 * position announced politely, and a row of thumbnails (buttons named "Show image
 * 2 of 5"). Arrow keys anywhere in the gallery move through it; from a thumbnail,
 * focus follows to the one now shown.
 */
/** The dialog is at most 48rem wide less its padding: the large photo's width. */
const PHOTO_SIZES = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";

function Gallery({ title, images, pictures = [] }: { title: string; images: readonly string[]; pictures?: readonly (ListingPicture | null)[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  if (total === 0)
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl bg-gray-100 text-sm text-gray-600">
        <ImageOff aria-hidden className="size-8 text-gray-400" />
        {t("listings.noImage")}
      </div>
    );
  const show = (next: number) => setIndex(((next % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (total < 2 || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    const next = (index + (event.key === "ArrowRight" ? 1 : -1) + total) % total;
    show(next);
    if (thumbs.current.includes(event.target as HTMLButtonElement)) thumbs.current[next]?.focus();
  };
  return (
    <div role="group" aria-label={t("listings.photos")} onKeyDown={onKeyDown} data-listing-gallery>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-gray-100">
        {pictures[index] ? (
          // A media library photo: its variants (keyed, so a new photo is a new <picture>), size and focal point.
          <LibraryPicture
            key={index}
            picture={pictures[index]}
            alt={t("listings.imageAlt", { title, n: index + 1, total })}
            sizes={PHOTO_SIZES}
            eager
            className="size-full object-cover"
            data={{ "data-gallery-image": index }}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
          <img
            src={images[index]}
            alt={t("listings.imageAlt", { title, n: index + 1, total })}
            width={800}
            height={600}
            className="size-full object-cover"
            data-gallery-image={index}
          />
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${ROUND_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
              aria-label={t("listings.previousImage")}
              onClick={() => show(index - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              className={`${ROUND_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
              aria-label={t("listings.nextImage")}
              onClick={() => show(index + 1)}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </>
        )}
      </div>
      <p className="mt-2 text-center text-sm text-gray-600" aria-live="polite" data-gallery-position>
        {t("listings.imagePosition", { n: index + 1, total })}
      </p>
      {total > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
          {images.map((image, i) => (
            <li key={`${i}-${image}`} className="shrink-0">
              <button
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                type="button"
                aria-label={t("listings.showImage", { n: i + 1, total })}
                aria-current={i === index ? "true" : undefined}
                className={`block h-14 w-20 overflow-hidden rounded-md ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${i === index ? "ring-2 ring-blue-600" : "opacity-75 hover:opacity-100"}`}
                onClick={() => show(i)}
              >
                {pictures[i] ? (
                  <LibraryPicture picture={pictures[i]} decorative sizes="80px" className="size-full object-cover" />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- the thumbnail of the same image
                  <img src={image} alt="" width={80} height={56} loading="lazy" className="size-full object-cover" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A listing's detail dialog (the spec's `is_real_estate_modal`): the shared modal
 * (labelled by the title, focus on its first control and trapped, Escape and Close,
 * focus back on the card), the gallery, every fact, the description, and a button
 * that shows the contact form prefilled with the listing.
 */
export function ListingDialog({ listing, onClose }: ListingDialogProps) {
  const t = useT();
  const [contact, setContact] = useState(false);
  const contactArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form replaces the button that had focus: its first field takes it.
    if (contact) contactArea.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select, button")?.focus();
  }, [contact]);
  const price = listing.price === null ? t("listings.priceOnRequest") : listing.monthly ? t("listings.perMonth", { price: listing.price }) : listing.price;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={listing.title} size="lg" closeLabel={t("listings.close")}>
      <div data-listing-dialog={listing.id}>
        <Gallery title={listing.title} images={listing.images} pictures={listing.pictures} />
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-2xl font-bold text-gray-900">
            <span className="sr-only">{t("listings.price")}: </span>
            {price}
          </p>
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONE[listing.status]}`}>
            {t("listings.status", { status: listing.status })}
          </span>
        </div>
        {listing.address && (
          <p className="mt-2 flex items-start gap-1.5 text-gray-700">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-gray-500" />
            <span>
              <span className="sr-only">{t("listings.address")}: </span>
              {listing.address}
            </span>
          </p>
        )}
        <ListingFacts
          className="mt-4 rounded-lg bg-gray-50 px-4 py-3 text-base"
          facts={{
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            area: listing.area === null ? null : t("listings.areaValue", { area: listing.area }),
          }}
          label={(fact) => t(`listings.${fact}`)}
        />
        <RichHtml html={listing.description} className="mt-5 text-base leading-7 text-gray-700" />
        <div ref={contactArea} className="mt-6 border-t border-gray-200 pt-5">
          {contact ? (
            <ContactAboutListing listing={listing} />
          ) : (
            <button
              type="button"
              data-listing-contact
              className="rounded-lg bg-blue-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              onClick={() => setContact(true)}
            >
              {t("listings.contact")}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The site's contact form about this listing (POST /api/messages): its subject the listing, its message prefilled. */
function ContactAboutListing({ listing }: { listing: ShownListing }) {
  const t = useT();
  return (
    <ContactForm
      compact
      subject={{ type: "listing", id: listing.id, title: listing.title }}
      defaultMessage={t("listings.contactMessage", { title: listing.title })}
    />
  );
}
