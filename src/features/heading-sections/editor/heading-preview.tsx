"use client";

import { useMemo } from "react";
import { HeadingSectionView } from "../public/heading-section";
import { headingView } from "../public/view-model";
import type { HeadingDraft } from "./form-state";

// The editor's own output is already limited to the allow list; the server sanitizes it again on save and on render.
const asIs = (html: string) => html;

/** The heading as the page will show it (in `locale`, for translations), with stand-in words where fields are still empty. */
export function HeadingPreview({ draft, locale }: { draft: HeadingDraft; locale: string }) {
  const view = useMemo(() => {
    const record = {
      ...draft,
      id: 0,
      name: draft.name.trim() || "Heading name",
      description_text: draft.description_text.trim() ? draft.description_text : "<p>Description text</p>",
    };
    return headingView(record, locale, asIs);
  }, [draft, locale]);
  return (
    // Inert: a preview, not a page; its link goes nowhere and takes no focus.
    <div data-testid="heading-preview" inert className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <HeadingSectionView view={view} />
    </div>
  );
}
