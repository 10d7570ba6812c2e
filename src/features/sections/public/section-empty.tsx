"use client";

import { canEdit, useViewer } from "@/platform/session";
import type { MessageKey } from "@/platform/i18n/messages";
import { useT } from "@/platform/tenancy/site-context";

/**
 * A type's empty state: a neutral line in the page's language for every visitor
 * (the page is one cached HTML), and, once the session check answers that the
 * viewer is a member, what to add and where (the editor's words, in English).
 */
export function SectionEmpty({ message, hint }: { message: MessageKey; hint: string }) {
  const t = useT();
  const member = canEdit(useViewer());
  return (
    <div data-section-empty className="rounded-2xl border border-dashed border-current/30 px-6 py-10 text-center text-(--onsite-text-muted)">
      <p className="text-base">{t(message)}</p>
      {member && <p className="mt-2 text-sm">{hint}</p>}
    </div>
  );
}
