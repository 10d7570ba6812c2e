import "server-only";
import { resolveFooterStyle } from "@/features/menus";
import { translatorFor } from "@/platform/i18n/messages";
import type { Locale } from "@/platform/i18n/locales";
import type { Site } from "@/platform/tenancy/organizations";
import { compactLinks, defaultColumns, footerLayout, gridColumns } from "../model/footer-columns";
import { footerItems, type ChromeLink } from "../model/menu";
import { WidgetSlot } from "@/ui/widgets/widget-slot";
import { Island } from "@/platform/islands";
import { localizedPath } from "@/platform/i18n/locales";
import { FOOTER_LINK, FOOTER_PROFILE_LIST } from "../public/footer-classes";
import { LanguageLinks } from "../public/language-switch";
import privacyButton from "../islands/privacy-button";
import type { ChromeData } from "./chrome-data";
import { switchLocales } from "./site-header";
import { footerVars } from "./style";

const LINK = FOOTER_LINK;
const HEADING = "text-sm font-semibold tracking-wide text-(--chrome-heading) uppercase";

/** The public footer (spec §2.4) in its three layouts; part of the cached page. */
export function SiteFooter({ site, locale, chrome }: { site: Site; locale: Locale; chrome: ChromeData }) {
  const style = resolveFooterStyle(site.settings.footer_style);
  const layout = footerLayout(style.type);
  const items = footerItems(chrome.menu, { locale, defaultLanguage: site.settings.language });
  const t = translatorFor(locale);
  const locales = switchLocales(site);
  const siteName = site.settings.site || site.organization.name;
  const copyright = t("chrome.copyright", { year: new Date().getFullYear(), site: siteName });
  const empty =
    items.length === 0 ? (
      <p className="text-sm" data-footer-empty>
        {t("chrome.noMenuItems")}
      </p>
    ) : null;
  // No box for visitors (the editing layer puts the member's button in it): a slow phone paints the
  // footer before the parser reaches this last element, so a margin here would move the closing line up.
  const edit = (
    <div
      className="mt-4 empty:hidden"
      data-editor-open="footer"
      data-editor-label="Edit footer"
      data-editor-request={JSON.stringify({ mode: "edit", urlPage: "/", id: site.organization.id })}
    />
  );
  // Privacy settings, then the site's two policies (issue 36, item 5: every site has both pages).
  const policy = (path: string) => localizedPath(path, locale, site.settings.language);
  const privacyLinks = (className: string) => (
    <ul className={className} data-footer-privacy>
      <li>
        <Island of={privacyButton} props={{ className: LINK }} />
      </li>
      <li>
        <a className={LINK} href={policy("/privacy-policy")}>
          {t("chrome.privacyPolicy")}
        </a>
      </li>
      <li>
        <a className={LINK} href={policy("/cookie-policy")}>
          {t("chrome.cookiePolicy")}
        </a>
      </li>
    </ul>
  );
  const privacy = privacyLinks("flex flex-wrap items-center justify-center gap-x-6 gap-y-2");
  const languages = locales.length > 0 ? <LanguageLinks locales={locales} /> : null;

  return (
    <footer
      data-site-footer
      data-site-chrome-part
      data-footer-layout={layout}
      style={footerVars(style)}
      className={layout === "default" ? "flex min-h-[400px] flex-col" : layout === "compact" ? "min-h-[200px]" : ""}
    >
      <div className={layout === "default" ? "mx-auto flex w-full max-w-7xl flex-1 flex-col px-6 py-12" : "mx-auto max-w-7xl px-6 py-12"}>
        {layout === "default" && (
          <nav aria-label={t("chrome.footerMenu")} className="mb-10">
            <div className="grid grid-cols-2 gap-8 md:grid-cols-4 lg:grid-cols-5">
              <div>{privacyLinks("space-y-2")}</div>
              {defaultColumns(items, t("chrome.links")).map((column) => (
                <div key={column.key} data-footer-column>
                  <h2 className={HEADING}>{column.heading}</h2>
                  <LinkList links={column.links} />
                </div>
              ))}
              <FooterProfile site={site} locale={locale} />
            </div>
            {empty && <div className="mt-8">{empty}</div>}
          </nav>
        )}
        {layout === "default" && (
          // The columns, then a closing line at the foot of the 400 px (issue 41 §18): the site's name, the copyright, the languages.
          // Its one line's height from the start (border, padding, the name's 1.5rem): it sits on the footer's foot, so growing
          // while a slow phone parses it would move it up.
          <div className="mt-auto flex min-h-[calc(3rem+1px)] flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-6" data-footer-closing>
            <a className="text-base font-semibold text-(--chrome-heading) hover:underline" href={policy("/")}>
              {siteName}
            </a>
            <p className="text-sm" data-copyright>
              {copyright}
            </p>
            {languages}
          </div>
        )}
        {layout === "compact" && (
          <div className="flex flex-col items-center gap-4 text-center">
            <nav aria-label={t("chrome.footerMenu")}>
              {empty ?? (
                <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
                  {compactLinks(items).map((link) => (
                    <li key={link.id}>
                      <a className={LINK} href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            {privacy}
            {languages}
            <p className="text-sm" data-copyright>
              {copyright}
            </p>
          </div>
        )}
        {layout === "grid" && (
          <>
            <nav aria-label={t("chrome.footerMenu")}>
              {empty ?? (
                <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
                  {gridColumns(items).map((links, i) => (
                    <div key={i} data-footer-column>
                      <LinkList links={links} />
                    </div>
                  ))}
                </div>
              )}
            </nav>
            <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-6">
              <p className="text-sm" data-copyright>
                {copyright}
              </p>
              <div className="flex flex-wrap items-center gap-6">
                {privacy}
                {languages}
              </div>
            </div>
          </>
        )}
        {edit}
      </div>
    </footer>
  );
}

/**
 * The default footer's Profile column: Login and Register in the server's HTML;
 * the footer-profile widget takes over after hydration (Logout when signed in,
 * Login opening the login modal).
 */
function FooterProfile({ site, locale }: { site: Site; locale: Locale }) {
  const t = translatorFor(locale);
  const href = (path: string) => localizedPath(path, locale, site.settings.language);
  return (
    <div data-footer-profile>
      <h2 className={HEADING}>{t("chrome.profile")}</h2>
      <WidgetSlot
        place="footer-profile"
        fallback={
          <ul className={FOOTER_PROFILE_LIST}>
            <li>
              <a className={LINK} href={href("/login")}>
                {t("chrome.login")}
              </a>
            </li>
            <li>
              <a className={LINK} href={href("/register")}>
                {t("chrome.register")}
              </a>
            </li>
          </ul>
        }
      />
    </div>
  );
}

function LinkList({ links }: { links: ChromeLink[] }) {
  return (
    <ul className="mt-4 space-y-2 first:mt-0">
      {links.map((link) => (
        <li key={link.id}>
          <a className={LINK} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
