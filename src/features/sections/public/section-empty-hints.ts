// The members' hints under a section type's empty state (spec/editors.md: what to add and where, the
// editor's words, in English). Kept out of the page's HTML: the App Router's SectionEmpty renders its
// hint once the session answers that the viewer is a member; on a page the islands renderer wrote
// (the same bytes for everyone) the members' editing chunk puts them in (showSectionEmptyHints).

export const SECTION_EMPTY_HINTS = {
  brand: "Add metrics with a logo image to this section in its editor.",
  reviews: "Add reviews in Global Settings → Reviews.",
  pricing_plans: "Add pricing plans in Global Settings → Products.",
  real_estate: "Add listings in Global Settings → Listings.",
  article_slider: "Publish blog posts (Create New → Post, shown on the blog) to fill this slider.",
  faq: "Add questions in Global Settings → FAQs.",
  help_center: "Publish posts marked “Help center” (Create New → Post) to list them here.",
  cookie_policy: "Add cookie categories in Global Settings → Cookies.",
} as const;

export type SectionEmptyHint = keyof typeof SECTION_EMPTY_HINTS;

/** The hint's paragraph: its classes are SectionEmpty's, so both renderers show the same line. */
export const SECTION_EMPTY_HINT_CLASS = "mt-2 text-sm";

/**
 * A member's page on the islands renderer: each empty state (`[data-section-empty]`, which names its
 * hint) gets its hint, in a `data-client-root` paragraph the members' refresh keeps where it is; the
 * empty states a refresh brings get theirs when it is called again. Idempotent.
 */
export function showSectionEmptyHints(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>("[data-section-empty]")) {
    const hint = SECTION_EMPTY_HINTS[box.dataset.sectionEmpty as SectionEmptyHint] as string | undefined;
    if (!hint || box.querySelector(":scope > [data-client-root='section-empty-hint']")) continue;
    const line = document.createElement("p");
    line.className = SECTION_EMPTY_HINT_CLASS;
    line.dataset.clientRoot = "section-empty-hint";
    line.textContent = hint;
    box.append(line);
  }
}
