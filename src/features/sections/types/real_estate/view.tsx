import { ImageOff, MapPin } from "lucide-react";
import type { CSSProperties } from "react";
import { LibraryPicture } from "@/features/media-library";
import { Island } from "@/platform/islands";
import openListing from "../../islands/open-listing";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { gridSizes } from "../../public/picture-sizes";
import { clampGridColumns, gridTemplate } from "../../public/section-layout";
import { textVariant, type TextVariant } from "../../public/text-styles";
import type { SectionViewProps } from "../definition";
import { ListingFacts, STATUS_TONE } from "./listing-facts";
import { ListingText } from "./listing-text";
import { shownListings, type ShownListing } from "./shown-listing";

/** The card's title size per text style; the card keeps its own colours (white, dark text) on any section background. */
const TITLE: Record<TextVariant, string> = { default: "text-lg font-semibold", apple: "text-xl font-semibold tracking-tight", product: "text-lg font-bold" };

/** The card's image box: 4:3 at the card's width, the same box the skeleton draws (no shift when the image loads). */
export const CARD_IMAGE = "relative aspect-[4/3] w-full overflow-hidden bg-gray-100";

function ListingCard({ listing, variant, sizes, eager }: { listing: ShownListing; variant: TextVariant; sizes: string; eager: boolean }) {
  const image = listing.images[0];
  const picture = listing.pictures?.[0];
  return (
    <article
      data-listing={listing.id}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-left text-gray-900 shadow-sm ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-lg motion-reduce:transition-none"
    >
      <div className={CARD_IMAGE}>
        {image && picture ? (
          // The media library's variants and size; its focal point is the crop's centre.
          <LibraryPicture picture={picture} alt={listing.title} sizes={sizes} eager={eager} className="size-full object-cover" />
        ) : image ? (
          // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
          <img src={image} alt={listing.title} width={800} height={600} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-gray-600">
            <ImageOff aria-hidden className="size-8 text-gray-400" />
            <ListingText k="listings.noImage" />
          </div>
        )}
        <span
          data-listing-status={listing.status}
          className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONE[listing.status]}`}
        >
          <ListingText k="listings.status" values={{ status: listing.status }} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className={TITLE[variant]}>
          <Island of={openListing} props={{ listing }} />
        </h3>
        {listing.address && (
          <p className="flex items-start gap-1.5 text-sm text-gray-600">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>{listing.address}</span>
          </p>
        )}
        <p className="text-xl font-bold text-gray-900" data-listing-price>
          {listing.price === null ? (
            <ListingText k="listings.priceOnRequest" />
          ) : listing.monthly ? (
            <ListingText k="listings.perMonth" values={{ price: listing.price }} />
          ) : (
            listing.price
          )}
        </p>
        <ListingFacts
          className="mt-auto border-t border-gray-200 pt-3"
          facts={{
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            area: listing.area === null ? null : <ListingText k="listings.areaValue" values={{ area: listing.area }} />,
          }}
          label={(fact) => <ListingText k={`listings.${fact}`} />}
        />
      </div>
    </article>
  );
}

/**
 * The organization's real-estate listings (Global Settings → Listings) as cards,
 * rendered on the server: the first image, status, title, address, price and
 * facts. Each card's title is a button (the whole card answers the pointer) that
 * opens the listing's dialog, whose code loads only then (./open-listing.tsx).
 */
export function RealEstateSection({ section, locale, content }: SectionViewProps) {
  const listings = shownListings(content.listings ?? [], locale, content.pictures);
  const variant = textVariant(section.text_style_variant);
  const columns = clampGridColumns(section.grid_columns);
  const style = { "--grid-cols": gridTemplate(columns) } as CSSProperties;
  // A card's image is a column of the grid: sm 2 columns, lg grid_columns, 24 px apart.
  const sizes = gridSizes(
    [
      { from: 640, columns: 2 },
      { from: 1024, columns },
    ],
    { fullWidth: section.is_full_width, gap: 24 },
  );
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {listings.length === 0 ? (
          <SectionEmpty message="listings.empty" hint="real_estate" />
        ) : (
          <ul data-listings className="grid gap-6 sm:grid-cols-2 lg:grid-cols-(--grid-cols)" style={style}>
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} variant={variant} sizes={sizes} eager={!!content.eager} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionBody>
  );
}
