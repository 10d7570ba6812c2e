import "server-only";
import type { BlockList } from "@/features/site/server";
import { siteHref } from "@/features/site/server";
import { format } from "@/platform/i18n/messages";
import type { Site } from "@/platform/tenancy/organizations";
import type { Finding } from "../rules";
import { siteCheckTexts, withMessage } from "../texts";
import { checkedPages, checkSite } from "./check";

type Group = { page: string | null; title: string; byLocale: Map<string, Finding[]> };

/**
 * The whole site's check before publishing at /admin/check (issue 43, item 3):
 * the findings grouped by page (first those of every page: header, footer,
 * banners, media library), then by language; each a link that opens the page with
 * the editor that fixes it. Rendered for the member asking, never cached.
 */
export async function SiteCheckPage({ blocks, site, locale, path }: { blocks: BlockList; site: Site; locale: string; path?: string }) {
  const t = siteCheckTexts(locale);
  const pages = await checkedPages(site);
  // `?page=/about` (Manage Page Layout's "Check this page"): that page and what shows on every page; an unknown path, the whole site.
  const only = pages.find((p) => p.path === path);
  const raw = await checkSite(blocks, site, only ? { page: only } : {});
  const findings = raw.map((finding) => withMessage(finding, locale));
  const titleOf = (path: string | null) => (path === null ? t.everyPage : path === "/" ? t.home : (pages.find((p) => p.path === path)?.title ?? path));
  const groups = new Map<string, Group>();
  for (const finding of findings) {
    const key = finding.page ?? "";
    const group = groups.get(key) ?? { page: finding.page, title: titleOf(finding.page), byLocale: new Map() };
    group.byLocale.set(finding.locale, [...(group.byLocale.get(finding.locale) ?? []), finding]);
    groups.set(key, group);
  }
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-12">
      <p>
        <a href={siteHref(site, locale, "/admin")} className="text-sm text-blue-700 underline">
          ← {t.dashboard}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">{t.title}</h1>
      {only && (
        <p className="mt-2 font-medium text-gray-900">
          {only.path === "/" ? t.home : only.title} <span className="text-sm font-normal text-gray-600">{only.path}</span> ·{" "}
          <a href={siteHref(site, locale, "/admin/check")} className="text-blue-700 underline">
            {t.wholeSite}
          </a>
        </p>
      )}
      <p className="mt-2 text-gray-700">{t.intro}</p>
      {findings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900" data-site-check-clean>
          {t.clean}
        </p>
      ) : (
        <>
          <p className="mt-4 font-medium text-gray-900">{format(t.count, { count: findings.length })}</p>
          <div className="mt-6 space-y-6">
            {[...groups.entries()].map(([key, group]) => (
              <section
                key={key}
                aria-labelledby={`check-${key || "every"}`}
                className="rounded-xl border border-gray-200 p-5"
                data-site-check-page={group.page ?? ""}
              >
                <h2 id={`check-${key || "every"}`} className="text-lg font-semibold text-gray-900">
                  {group.title}
                  {group.page && group.page !== "/" && <span className="ml-2 text-sm font-normal text-gray-600">{group.page}</span>}
                </h2>
                {[...group.byLocale.entries()].map(([language, list]) => (
                  <div key={language} className="mt-3">
                    <h3 className="text-sm font-semibold text-gray-700">{format(t.language, { locale: language })}</h3>
                    <ul className="mt-2 space-y-2">
                      {list.map((finding) => (
                        <li key={`${finding.field} ${finding.kind} ${finding.message}`} data-kind={finding.kind}>
                          <a
                            href={finding.editor}
                            className="text-blue-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                          >
                            {finding.message}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
          </div>
        </>
      )}
    </main>
  );
}
