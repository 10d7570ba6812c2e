import type { PageTranslation } from "@/platform/translations/rules";
import { fillTexts, translationStatusTexts } from "./status-texts";
import { languageName } from "./texts";

/**
 * A page's translation status in each of the site's other languages (issue 42, item 2):
 * "German: 3 of 5 translated · 1 outdated", as the site map and the page layout manager
 * show it. Complete languages are green, the others amber. Nothing for a site with one language.
 */
export function PageTranslationStatus({ translation, ui }: { translation: PageTranslation | undefined; ui: string }) {
  const entries = Object.entries(translation ?? {});
  if (entries.length === 0) return null;
  const texts = translationStatusTexts(ui);
  return (
    <ul aria-label={texts.heading} className="mt-1 flex flex-wrap gap-1.5">
      {entries.map(([locale, count]) => {
        const complete = count.translated === count.total;
        return (
          <li
            key={locale}
            data-translation={locale}
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${complete ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
          >
            {fillTexts(texts.pageStatus, { language: languageName(locale, ui), translated: count.translated, total: count.total })}
            {count.outdated > 0 && ` · ${fillTexts(texts.outdated, { count: count.outdated })}`}
          </li>
        );
      })}
    </ul>
  );
}
