"use client";

import { ExternalLink } from "lucide-react";
import type { Metric } from "@/features/metrics";
import { useOptionalSite } from "@/platform/tenancy/site-context";
import type { SectionType, TemplateSection } from "../schema";
import type { Tone } from "../public/section-layout";
import { sectionType } from "../types/registry";
import type { SectionDraft } from "./section-form-state";
import { isEmptyContent, loadsContent, useTypeContent, type PreviewSite } from "./type-content";
import { TYPE_EXAMPLES } from "./type-examples";

/** The `#open=` link of the editing shell that opens where a type's data is edited. */
function openLink(link: NonNullable<NonNullable<ReturnType<typeof sectionType>["data"]>["link"]>) {
  return "settingsTab" in link ? `#open=settings&tab=${encodeURIComponent(link.settingsTab)}` : `#open=${encodeURIComponent(link.command)}`;
}

/** What does nothing in the preview: links (they would leave the editor) and the plans' "Add to basket". */
const INERT_CONTROLS = 'a[href], [data-island="add-to-basket"] button';

type Props = { draft: SectionDraft; metrics: Metric[]; tone: Tone };

/**
 * The preview of a type whose content is not the section's own cards: what the
 * section will show and a link that opens where that is edited (in a new tab, so
 * nothing of this editor is lost), above the type's own public view with the
 * site's data (its FAQs, reviews, plans, listings, posts), read when the type is
 * chosen. While the site has none, starter examples marked "Example"; while it
 * loads, the type's skeleton (docs/decisions.md "Real previews of section types").
 */
export function TypePreview({ draft, metrics, tone }: Props) {
  const type = draft.section_type;
  const definition = sectionType(type);
  const { data } = definition;
  return (
    <div data-type-preview={type}>
      <div className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950" data-type-data>
        <p>
          <span className="font-semibold">{definition.label}:</span> this section shows {data?.what ?? "its own content"}.
        </p>
        {data?.link && (
          <a
            href={openLink(data.link)}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-flex items-center gap-1 font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {data.link.place}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
      {loadsContent(type) || type === "brand" ? <TypeContent type={type} draft={draft} metrics={metrics} tone={tone} /> : <TypeSkeleton type={type} />}
    </div>
  );
}

/** The type's loading skeleton: its layout, while its data loads (or for a type whose data the editor does not read). Not announced. */
function TypeSkeleton({ type }: { type: SectionType }) {
  const { Skeleton } = sectionType(type);
  return (
    <div aria-hidden className="-mx-6 [&_[data-skeleton-header]]:hidden [&_[role=status]]:py-8">
      <Skeleton />
    </div>
  );
}

function usePreviewSite(): { site: PreviewSite | null; locale: string } {
  const site = useOptionalSite();
  if (!site) return { site: null, locale: "en" };
  return {
    site: {
      organizationId: site.organization.id,
      defaultLanguage: site.defaultLanguage,
      timeZone: site.timeZone,
      name: site.siteTitle || site.organization.name,
    },
    locale: site.defaultLanguage,
  };
}

/** The type's public view on the draft (its title and description are the editable header above, so the view's own is hidden). */
function TypeContent({ type, draft, metrics, tone }: Props & { type: SectionType }) {
  const { site, locale } = usePreviewSite();
  const query = useTypeContent(type, site);
  const definition = sectionType(type);
  const { View } = definition;
  if (loadsContent(type) && site && query.isPending) return <TypeSkeleton type={type} />;
  const loaded = query.data;
  const examples = loadsContent(type) && (!loaded || isEmptyContent(loaded)) ? TYPE_EXAMPLES[type] : undefined;
  const content = examples ? { ...examples, site: loaded?.site } : (loaded ?? {});
  const section = { ...draft, id: 0, section_title: "", section_description: "", website_metric: metrics } as unknown as TemplateSection;
  return (
    <div data-type-content={examples ? "examples" : "site"} className="relative mt-6">
      {examples && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-(--onsite-text-muted)">
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase" data-example-label>
            Example
          </span>
          {query.isError
            ? "Your site's own content could not be loaded; these are examples."
            : "Your site has none yet; these examples show the layout and are not on your page."}
        </p>
      )}
      {/* Its links (posts, sources) do not leave the editor, nor does "Add to basket" fill the owner's basket; the header above is the section's own. */}
      <div
        className="-mx-6 [&_header[data-align]]:hidden [&>div>div:first-of-type]:mt-0"
        onClickCapture={(event) => {
          if (!(event.target as HTMLElement).closest(INERT_CONTROLS)) return;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <View section={section} locale={locale} tone={tone} options={definition.options} content={content} />
      </div>
    </div>
  );
}
