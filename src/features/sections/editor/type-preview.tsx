"use client";

import { ExternalLink } from "lucide-react";
import type { SectionType } from "../schema";
import { sectionType } from "../types/registry";

/** The `#open=` link of the editing shell that opens where a type's data is edited. */
function openLink(link: NonNullable<NonNullable<ReturnType<typeof sectionType>["data"]>["link"]>) {
  return "settingsTab" in link ? `#open=settings&tab=${encodeURIComponent(link.settingsTab)}` : `#open=${encodeURIComponent(link.command)}`;
}

/**
 * The preview of a type whose content is not the section's own cards: the
 * type's loading skeleton (its layout, under the editable header above), and
 * what the section will show, with a link that opens where that is edited, in a
 * new tab so that nothing of this editor is lost. The page shows the real
 * content after Update (docs/decisions.md "Section types in the editor").
 */
export function TypePreview({ type }: { type: SectionType }) {
  const definition = sectionType(type);
  const { Skeleton, data } = definition;
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
      {/* The skeleton's own header blocks are hidden: the header above is the section's. Nothing here loads; it is not announced. */}
      <div aria-hidden className="-mx-6 [&_[data-skeleton-header]]:hidden [&_[role=status]]:py-8">
        <Skeleton />
      </div>
    </div>
  );
}
