"use client";

import { canEdit, useViewer } from "@/platform/session";
import { fillLanguage, languageName, languageStateTexts } from "@/features/languages";

/**
 * The members' "draft language" bar over a page in one of the site's draft languages
 * (issue 42, item 1): it tells the member who sees it that visitors do not. Loaded by
 * the language widget on such pages only, in the browser, and shown to members only (a
 * visitor never gets such a page; the viewer check keeps it so). It floats under the
 * header: it moves nothing.
 */
export default function DraftLanguageBar({ locale }: { locale: string }) {
  const member = canEdit(useViewer());
  if (!member) return null;
  const texts = languageStateTexts(locale);
  return (
    <div
      role="status"
      data-draft-language-bar=""
      className="fixed top-20 left-1/2 z-40 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-full border border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 shadow-md"
    >
      {fillLanguage(texts.bar, languageName(locale, locale))}
    </div>
  );
}
