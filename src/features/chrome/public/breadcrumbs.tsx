"use client";

import { usePath } from "@/platform/path";
import { ChevronRight, Home } from "lucide-react";
import { localizedPath } from "@/platform/i18n/locales";
import { useSite, useT } from "@/platform/tenancy/site-context";
import { basePath, isChromeHidden } from "@/features/site";
import { floatingLayer } from "@/ui/floating-stack";
import { breadcrumbTrail, type CrumbOverride } from "../model/breadcrumbs";

/**
 * The fixed bottom bar of spec §2.5 (not on the home page, nor where the chrome
 * is hidden): Home icon, then each segment; the last one is the current page.
 * The page renders it (the layout does not know the page), so a page or post
 * names its own crumb by its title: `overrides` by segment (spec: "Overrides by
 * segment can replace a crumb's label and url"). The lowest layer of the floating
 * stack (src/ui/floating-stack.ts): the bottom banners and the pills stand above it.
 */
export function Breadcrumbs({ overrides }: { overrides?: Record<string, CrumbOverride> }) {
  const t = useT();
  const { locale, defaultLanguage, organization } = useSite();
  const path = basePath(usePath());
  const trail = breadcrumbTrail(path, {
    overrides,
    homeLabel: t("chrome.home"),
    productsTitle: t("chrome.productsTitle", { type: organization.type }),
    blogTitle: t("chrome.blogTitle", { type: organization.type }),
    link: (base) => localizedPath(base, locale, defaultLanguage),
  });
  if (trail.length === 0 || isChromeHidden(path)) return null;
  return (
    <>
      <nav ref={floatingLayer("breadcrumbs")} aria-label={t("chrome.breadcrumb")} data-breadcrumbs data-site-chrome-part className="fixed inset-x-0 bottom-0 z-30 h-11 border-t border-gray-200 bg-white/95 backdrop-blur">
        <ol className="mx-auto flex h-full max-w-7xl items-center gap-1 overflow-x-auto px-4 text-sm whitespace-nowrap text-gray-600">
          {trail.map((crumb, i) => {
            const last = i === trail.length - 1;
            const content = crumb.kind === "home" ? <Home aria-label={crumb.label} role="img" className="size-4" /> : crumb.label;
            return (
              <li key={i} className="flex items-center gap-1">
                {i > 0 && <ChevronRight aria-hidden className="size-4 text-gray-400" />}
                {last ? (
                  <span aria-current="page" className="font-medium text-gray-900">
                    {content}
                  </span>
                ) : (
                  <a href={crumb.href} className="rounded px-1 hover:text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}

/** Room for the bar below the footer, so it covers nothing (the layout puts it after the footer; no bar on the home page). */
export function BreadcrumbSpacer() {
  const path = basePath(usePath());
  return path === "/" ? null : <div aria-hidden data-site-chrome-part className="h-11" />;
}
