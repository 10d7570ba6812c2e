import "server-only";
// Site-wide texts (issue 42, item 2; docs/decisions.md "Site-wide texts in the translation status and view"):
// menu items, FAQs and banners are shown on every page (header, help widget, banners), so they have a
// status of their own ("Site-wide texts") and count toward no page's threshold. Each feature describes
// its records as a `SiteTextSource`; src/app/site-texts.ts lists them for the translation view.
import type { Db } from "../db/client";
import type { KeptRecord } from "../revisions/declared";
import { hasText, type TranslatableText } from "./rules";
import { noteTranslations } from "./store";

/** One record's text with the name the view shows it by ("About us", "Do you ship abroad?"). */
export type SiteText = { text: TranslatableText; title: string };

/** What a saved translation answers: the record's texts as stored now, and its version (null: it keeps none). */
export type SiteTextSaved = { texts: TranslatableText[]; version: number | null };

/** One kind of site-wide record whose texts the translation view lists and saves. */
export type SiteTextSource = {
  /** The subject of its texts ("menu_item", "faq", "banner"), as in translation_sources. */
  subject: string;
  /** The cached reads its saves change (`chrome`, `faqs`, `banners`). */
  cacheKey: string;
  /** Its translatable fields' stored names (`display_name`; a banner's `text`, `link_label`...). */
  fields: readonly string[];
  /** The organization's records' texts, in their order (texts without a source included: the caller filters). */
  read: (db: Db, organizationId: number) => Promise<SiteText[]>;
  /**
   * Writes `values` (field → translation; "" removes it) as the record's translations in `locale`,
   * the other languages and fields kept, in the save's transaction: 404 when the organization has no
   * such record, 409 when `version` is given and the record keeps another. Sanitizes rich text as its
   * own save does.
   */
  save: (tx: Db, organizationId: number, id: number, locale: string, values: Record<string, string>, version: number | null) => Promise<SiteTextSaved>;
  /** The revisions a translation saved through the view keeps (the same as the record's own saves). */
  revisions: (organizationId: number) => readonly KeptRecord[];
  /** What else such a save changes, in its transaction (a Global Settings list: the settings' version, so an editor opened before it gets its 409). */
  touch?: (tx: Db, organizationId: number) => Promise<void>;
};

/** A translation map with `value` as its `locale` entry ("" or blank rich text: no entry). */
export function withLocale(map: Record<string, string> | null | undefined, locale: string, value: string): Record<string, string> | null {
  const next = { ...(map ?? {}) };
  if (hasText(value)) next[locale] = value;
  else delete next[locale];
  return Object.keys(next).length ? next : null;
}

/** Notes the translations of all of these records (a list saved whole), as a record's own save does (./store.ts). */
export async function noteSiteTexts(tx: Db, organizationId: number, texts: readonly TranslatableText[]): Promise<void> {
  await noteTranslations(tx, organizationId, texts);
}
