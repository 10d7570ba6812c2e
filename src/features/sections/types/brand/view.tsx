import type { CSSProperties } from "react";
import { LibraryPicture, type ResponsivePicture } from "@/features/media-library";
import { contentGap, SectionBody } from "../../public/section-header";
import { SectionEmpty } from "../../public/section-empty";
import { clampGridColumns, gridTemplate } from "../../public/section-layout";
import type { SectionViewProps } from "../definition";
import { brandLogos, type BrandLogo } from "./brand-logos";

/** Greyscale and dimmed until the logo (or its link) is hovered or focused; no transition under reduced motion. */
const LOGO =
  "max-h-12 w-auto max-w-full object-contain opacity-70 grayscale transition duration-300 group-hover:opacity-100 group-hover:grayscale-0 group-focus-visible:opacity-100 group-focus-visible:grayscale-0 motion-reduce:transition-none";
const TILE = "group flex h-24 items-center justify-center rounded-xl px-4";

function Logo({ logo, picture, eager }: { logo: BrandLogo; picture: ResponsivePicture | undefined; eager: boolean }) {
  // A media library logo: its variants (at most 48 px high, so a narrow file), its size against layout shift, the library's alt text.
  if (logo.image && picture) return <LibraryPicture picture={picture} sizes="12rem" eager={eager} className={LOGO} />;
  return logo.image ? (
    // eslint-disable-next-line @next/next/no-img-element -- any host's image; the site sets no image domains
    <img src={logo.image} alt={logo.name} loading="lazy" className={LOGO} />
  ) : (
    <span className="text-lg font-semibold text-(--onsite-text-muted) transition group-hover:text-(--onsite-text) motion-reduce:transition-none">
      {logo.name}
    </span>
  );
}

/** A logo wall of the section's metrics: grid_columns logos a row from 768 px up (two below), each a link when its metric has one. */
export function BrandSection({ section, locale, content }: SectionViewProps) {
  const logos = brandLogos(section.website_metric ?? [], locale);
  const style = { "--grid-cols": gridTemplate(clampGridColumns(section.grid_columns)) } as CSSProperties;
  const pictureOf = (logo: BrandLogo) => (logo.image ? content.pictures?.get(logo.image) : undefined);
  return (
    <SectionBody section={section} locale={locale}>
      <div className={contentGap(section)}>
        {logos.length === 0 ? (
          <SectionEmpty message="sectionBrandEmpty" hint="brand" />
        ) : (
          <ul data-brand-wall className="grid grid-cols-2 gap-6 md:grid-cols-(--grid-cols)" style={style}>
            {logos.map((logo) => (
              <li key={logo.id}>
                {logo.href ? (
                  // A logo the library marks decorative (alt "") leaves the link its metric's title as its name.
                  <a
                    href={logo.href}
                    aria-label={pictureOf(logo)?.alt === "" ? logo.name || undefined : undefined}
                    className={`${TILE} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
                    rel="noopener"
                  >
                    <Logo logo={logo} picture={pictureOf(logo)} eager={!!content.eager} />
                  </a>
                ) : (
                  <div className={TILE}>
                    <Logo logo={logo} picture={pictureOf(logo)} eager={!!content.eager} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionBody>
  );
}
