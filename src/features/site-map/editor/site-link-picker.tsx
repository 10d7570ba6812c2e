"use client";

import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useViewer } from "@/platform/session";
import { request } from "@/platform/http/client";
import type { SiteMap } from "../types";
import { isUnknownPath, siteLinksOf, type SiteLink } from "./site-links";

/** The site's pages, posts, blog and help center (GET /api/organizations/{id}/site-map), for the link fields; undefined while loading or when it failed. */
export function useSiteLinks(): SiteLink[] | undefined {
  const organizationId = useViewer()?.organization?.id;
  const query = useQuery({
    queryKey: ["site-links", organizationId],
    enabled: organizationId !== undefined,
    staleTime: 30_000,
    queryFn: async () => siteLinksOf(await request<SiteMap>(`/api/organizations/${organizationId}/site-map`, { fallback: "Failed to load the site's pages" })),
  });
  return query.data;
}

const SELECT =
  "block w-full rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm text-gray-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none";

type PickerProps = {
  /** The select's accessible name ("Link of About us to a page"). */
  label: string;
  links: SiteLink[] | undefined;
  /** The path chosen ("/about"). */
  onPick: (path: string) => void;
  /** Leave out the home page (a menu slug cannot be empty). */
  withoutHome?: boolean;
  className?: string;
};

/** A choice among the site's pages, posts, blog and help center; picking one fills the link. */
export function SiteLinkPicker({ label, links, onPick, withoutHome, className }: PickerProps) {
  const offered = (links ?? []).filter((link) => !withoutHome || link.path !== "/");
  const groups = [...new Set(offered.map((link) => link.group))];
  return (
    <select
      aria-label={label}
      value=""
      disabled={!links}
      onChange={(event) => event.target.value && onPick(event.target.value)}
      className={`${SELECT} ${className ?? ""}`}
    >
      <option value="">{links ? "Link to a page of this site…" : "Loading the site's pages…"}</option>
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {offered
            .filter((link) => link.group === group)
            .map((link) => (
              <option key={`${group}:${link.path}`} value={link.path}>
                {link.title} ({link.path})
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}

/** Said under a link that leads to no page of the site (a typed slug that does not exist). */
export function UnknownLinkWarning({ value, links, id }: { value: string; links: SiteLink[] | undefined; id?: string }) {
  if (!isUnknownPath(value, links)) return null;
  return (
    <p id={id} role="status" className="mt-1 flex items-start gap-1.5 text-xs font-medium text-amber-800">
      <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        {value.trim()} is not a page of this site: visitors who follow this link find “Page not found”. Choose a page from the list, or create the page.
      </span>
    </p>
  );
}

/**
 * The site's pages under a link field of code that may not know the site (the rich
 * text's link popover, src/ui): the editing shell hands this in (`LinkChoicesContext`
 * of @/ui/rich-text-editor). `url` is what the field holds; picking fills it.
 */
export function SiteLinkChoices({ url, onPick }: { url: string; onPick: (url: string) => void }) {
  const links = useSiteLinks();
  return (
    <div className="mt-2">
      <SiteLinkPicker label="Link to a page of this site" links={links} onPick={onPick} />
      <UnknownLinkWarning value={url} links={links} />
    </div>
  );
}
