"use client";

import { canEdit, useViewer } from "@/platform/session";
import type { MessageKey } from "@/platform/i18n/messages";
import { useT } from "@/platform/tenancy/site-context";
import { SECTION_EMPTY_HINT_CLASS, SECTION_EMPTY_HINTS, type SectionEmptyHint } from "./section-empty-hints";

/**
 * A type's empty state: a neutral line in the page's language for every visitor
 * (the page is one cached HTML), and, once the session check answers that the
 * viewer is a member, what to add and where (the editor's words, in English). The
 * element names its hint (`data-section-empty`), so the islands renderer's members'
 * chunk can add it over the same HTML (showSectionEmptyHints).
 */
export function SectionEmpty({ message, hint }: { message: MessageKey; hint: SectionEmptyHint }) {
  const t = useT();
  const member = canEdit(useViewer());
  return (
    <div data-section-empty={hint} className="rounded-2xl border border-dashed border-current/30 px-6 py-10 text-center text-(--onsite-text-muted)">
      <p className="text-base">{t(message)}</p>
      {member && <p className={SECTION_EMPTY_HINT_CLASS}>{SECTION_EMPTY_HINTS[hint]}</p>}
    </div>
  );
}
