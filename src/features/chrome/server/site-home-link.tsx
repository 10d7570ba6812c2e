import "server-only";
import type { ResponsivePicture } from "@/features/media-library";
import { libraryPicture } from "@/features/media-library/server";
import { translatorFor } from "@/platform/i18n/messages";
import { localizedPath, type Locale } from "@/platform/i18n/locales";
import { Island } from "@/platform/islands";
import type { Site } from "@/platform/tenancy/organizations";
import siteLogo from "../islands/site-logo";
import { SiteName } from "../public/site-logo";

/**
 * The site's logo (or, without one, its name) linking to the home page in the
 * page's language: the header's first item, and the one way home on pages that
 * show no header (/help-center, spec §2.2). A logo from the media library is its
 * <picture> (variants, width and height); the logo's alt text is the library's, else
 * the site's name (the link itself is named "<site>, home page"). A logo that does not
 * load gives way to the site's name (the site-logo island; without scripts its alt text).
 */
export function SiteHomeLink({
  site,
  locale,
  logo: picture,
  className = "",
}: {
  site: Site;
  locale: Locale;
  logo: ResponsivePicture | null;
  className?: string;
}) {
  const t = translatorFor(locale);
  const siteName = site.settings.site || site.organization.name;
  return (
    <a
      href={localizedPath("/", locale, site.settings.language)}
      aria-label={t("chrome.homeLink", { site: siteName })}
      data-logo
      className={`flex shrink-0 items-center gap-2 rounded-md text-lg font-bold focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${className}`}
    >
      {picture || site.settings.image ? <Island of={siteLogo} props={{ picture, src: site.settings.image ?? "", siteName }} /> : <SiteName name={siteName} />}
    </a>
  );
}

/** The logo's picture from the media library (SiteHomeLink's `logo`), loaded before the render. */
export async function loadSiteLogo(site: Site): Promise<ResponsivePicture | null> {
  return site.settings.image ? libraryPicture(site.organization.id, site.settings.image) : null;
}
