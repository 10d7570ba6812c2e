import type { PageTranslation, TranslationState } from "@/platform/translations/rules";

/**
 * One translatable field of a page in the translation view (issue 42, item 3): where it is
 * saved (`subject` and `id` name the record, `field` its stored name; its translations are
 * `<field>_translation`), the record's version for the save's conflict check, the source
 * text in the site's language, every translation of it, its state in the chosen language
 * and the machine draft waiting for approval there, if any.
 */
export type ViewField = {
  key: string;
  subject: string;
  id: number;
  version: number | null;
  field: string;
  rich: boolean;
  /** The block it belongs to: its type (the editors' label) and its own title. */
  block: { type: string; title: string };
  source: string;
  translations: Record<string, string>;
  state: TranslationState;
  draft: string | null;
  /** A post's address (subject "post"): its translations are saved at PATCH /api/posts/{slug}. */
  slug?: string;
};

/** A page's texts in one of the site's other languages (GET /api/translation-view). */
export type TranslationView = {
  /** The site's own language (the source column). */
  source: string;
  /** The language translated into (the target column). */
  locale: string;
  /** The site's languages but its own, drafts included. */
  locales: string[];
  /** Whether machine drafts can be made (ONSITE_TRANSLATE_URL is set on this server). */
  machine: boolean;
  fields: ViewField[];
};

/** What the view translates: one page's texts, or the site-wide texts (menus, FAQs, banners: issue 42, item 2). */
export type ViewScope = "page" | "site";

/** GET /api/translation-view/site-texts: the site-wide texts' status in each of the site's other languages. */
export type SiteTextsStatus = { translation: PageTranslation };

/** PUT /api/translation-view/site-texts: the record saved, and its new version (null: it keeps none). */
export type SiteTextSaveResult = { subject: string; id: number; version: number | null };

/** The subjects of the site-wide texts, saved through PUT /api/translation-view/site-texts (not a record route). */
export const SITE_SUBJECTS: readonly string[] = ["menu_item", "submenu_item", "faq", "banner"];

/** POST /api/translation-view/drafts: what was drafted. */
export type DraftResult = { drafted: number };

/** Where a record's translation is saved: its own editor's route (the same save, revisions and conflict check). */
export const SAVE_ROUTES: Record<string, { path: (id: number, slug?: string) => string; method: "PUT" | "PATCH" }> = {
  section: { path: (id) => `/api/template-sections/${id}`, method: "PUT" },
  heading: { path: (id) => `/api/template-heading-sections/${id}`, method: "PUT" },
  hero: { path: (id) => `/api/hero-sections/${id}`, method: "PUT" },
  metric: { path: (id) => `/api/metrics/${id}`, method: "PATCH" },
  post: { path: (_id, slug) => `/api/posts/${slug ?? ""}`, method: "PATCH" },
  // A page's own title and meta description (issue 42): the pages API's save, its version's 409.
  page: { path: (id) => `/api/pages/${id}`, method: "PATCH" },
};
