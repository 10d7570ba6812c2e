import "server-only";
import { LibraryPicture } from "@/features/media-library";
import { libraryPicture } from "@/features/media-library/server";
import { translatorFor } from "@/platform/i18n/messages";
import { localizedPath, type Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";

/**
 * The site's logo (or, without one, its name) linking to the home page in the
 * page's language: the header's first item, and the one way home on pages that
 * show no header (/help-center, spec §2.2). A logo from the media library is its
 * <picture> (variants, width and height); the logo's alt text is the library's, else
 * the site's name (the link itself is named "<site>, home page").
 */
export async function SiteHomeLink({ site, locale, className = "" }: { site: Site; locale: Locale; className?: string }) {
  const t = translatorFor(locale);
  const siteName = site.settings.site || site.organization.name;
  const picture = site.settings.image ? await libraryPicture(site.organization.id, site.settings.image) : null;
  return (
    <a
      href={localizedPath("/", locale, site.settings.language)}
      aria-label={t("chrome.homeLink", { site: siteName })}
      data-logo
      className={`flex shrink-0 items-center gap-2 rounded-md text-lg font-bold focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${className}`}
    >
      {picture ? (
        <LibraryPicture
          picture={picture}
          sizes="10rem"
          alt={picture.alt || siteName}
          eager
          className="h-9 w-auto max-w-40 object-contain"
          data={{ "data-logo-image": "" }}
        />
      ) : site.settings.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the organization's logo, any host
        <img src={site.settings.image} alt={siteName} className="h-9 w-auto max-w-40 object-contain" />
      ) : (
        <span className="max-w-48 truncate">{siteName}</span>
      )}
    </a>
  );
}
