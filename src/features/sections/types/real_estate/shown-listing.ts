import { formatPrice, type ListingEntry, type ListingStatus } from "@/features/listings";
import type { PictureMap, ResponsivePicture } from "@/features/media-library";
import { translated } from "@/platform/i18n/locales";
import { sanitizeRichText } from "@/platform/sanitize/html";

/**
 * A listing as a card and its dialog show it, in the page's language, made on the
 * server: the price formatted from minor units with the currency's own digits, the
 * area with the locale's separators, the description sanitized. Plain data, so the
 * dialog's client island gets it as props and formats nothing itself.
 */
export type ShownListing = {
  id: number;
  title: string;
  /** Sanitized rich text (the sections' allow list). */
  description: string;
  /** "350.000 €"; null: price on request. */
  price: string | null;
  /** A rent: shown per month. */
  monthly: boolean;
  status: ListingStatus;
  address: string;
  bedrooms: number | null;
  bathrooms: number | null;
  /** "1,250" (square metres, the unit is the catalog's). */
  area: string | null;
  images: string[];
  /**
   * The media library's pictures of `images`, by position (null: a plain image);
   * absent when none is. Without alt text: the card and the gallery say what each shows.
   */
  pictures?: (ListingPicture | null)[];
};

/** What the card and the dialog's gallery need of a library picture (it travels to the dialog's client island). */
export type ListingPicture = Omit<ResponsivePicture, "alt">;

function listingPictures(images: readonly string[], pictures: PictureMap | undefined): { pictures?: (ListingPicture | null)[] } {
  const found = images.map((image) => {
    const picture = pictures?.get(image);
    if (!picture) return null;
    const { base, ext, widths, formats, width, height, position } = picture;
    return { base, ext, widths, formats, width, height, position };
  });
  return found.some(Boolean) ? { pictures: found } : {};
}

/** The listings in `locale`: the translation of the title and description, else the base text; a listing without a title is left out. */
export function shownListings(listings: readonly ListingEntry[], locale: string, pictures?: PictureMap): ShownListing[] {
  const number = new Intl.NumberFormat(locale);
  return listings
    .map((listing) => ({
      id: listing.id,
      title: translated(listing.title, listing.title_translation, locale).trim(),
      description: sanitizeRichText(translated(listing.description, listing.description_translation, locale)),
      price: formatPrice(listing.price, listing.currency, locale),
      monthly: listing.status === "for_rent" || listing.status === "rented",
      status: listing.status,
      address: listing.address.trim(),
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      area: listing.area === null ? null : number.format(listing.area),
      images: listing.images,
      ...listingPictures(listing.images, pictures),
    }))
    .filter((listing) => listing.title.length > 0);
}
