import "server-only";
import { createHash } from "node:crypto";
import { or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { countTranslations, hasText, textState, translationKey, type PageTranslation, type TranslatableText, type TranslationState } from "./rules";
import { dropDrafts } from "./drafts";
import { translationSources } from "./tables";
import { fieldWhere, recordsWhere } from "./where";

/** Rows per upsert statement (7 parameters each, well under PostgreSQL's 65,535). */
const UPSERT_ROWS = 1_000;

/** The hash a source or translation is compared by (its exact text). */
export const textHash = (text: string | null | undefined) =>
  createHash("sha256")
    .update(text ?? "")
    .digest("base64url");

/** The stored rows of these texts' records, of one organization. */
async function rowsOf(db: Db, organizationId: number, texts: readonly TranslatableText[]) {
  const records = recordsWhere(translationSources, organizationId, texts);
  return records ? db.select().from(translationSources).where(records) : [];
}

/**
 * Notes what each translation of these texts was made from, inside the save's own
 * transaction (every save pipeline of a translatable record calls it with the record as
 * saved): a translation that is new or changed gets the current source's hash; one left
 * as it was keeps the hash it had (so a source edited since shows it as outdated); an
 * emptied one loses its row. A machine draft of a translation the save holds goes (./drafts.ts):
 * it was approved, or a member wrote the translation themselves.
 */
export async function noteTranslations(tx: Db, organizationId: number, texts: readonly TranslatableText[]): Promise<void> {
  if (texts.length === 0) return;
  const stored = new Map(
    (await rowsOf(tx, organizationId, texts)).map((row) => [translationKey({ subject: row.subject, id: row.record_id, field: row.field }, row.locale), row]),
  );
  // What changed, by key (a text named twice is noted once, as its last mention says): one upsert and one delete for all of it.
  const changed = new Map<string, typeof translationSources.$inferInsert>();
  const keep = new Set<string>();
  for (const text of texts) {
    for (const [locale, translation] of Object.entries(text.translations ?? {})) {
      if (!hasText(translation)) continue;
      const key = translationKey(text, locale);
      keep.add(key);
      const translationHash = textHash(translation);
      if (stored.get(key)?.translation_hash === translationHash) changed.delete(key);
      else
        changed.set(key, {
          organization_id: organizationId,
          subject: text.subject,
          record_id: text.id,
          field: text.field,
          locale,
          source_hash: textHash(text.source),
          translation_hash: translationHash,
        });
    }
  }
  const rows = [...changed.values()];
  for (let at = 0; at < rows.length; at += UPSERT_ROWS) {
    await tx
      .insert(translationSources)
      .values(rows.slice(at, at + UPSERT_ROWS))
      .onConflictDoUpdate({
        target: [
          translationSources.organization_id,
          translationSources.subject,
          translationSources.record_id,
          translationSources.field,
          translationSources.locale,
        ],
        set: { source_hash: sql`excluded.source_hash`, translation_hash: sql`excluded.translation_hash`, updated_at: sql`now()` },
      });
  }
  await dropDrafts(tx, organizationId, texts, keep);
  const fields = new Set(texts.map((text) => `${text.subject}:${text.id}:${text.field}`));
  const emptied = [...stored].filter(([key, row]) => !keep.has(key) && fields.has(`${row.subject}:${row.record_id}:${row.field}`));
  if (emptied.length) await tx.delete(translationSources).where(or(...emptied.map(([, row]) => fieldWhere(translationSources, organizationId, row))));
}

/** `write`'s record, its translations noted (./noteTranslations) in the same transaction: a save pipeline's write wraps its answer in it. */
export async function withTranslationsNoted<T>(tx: Db, organizationId: number, record: T, texts: (record: T) => TranslatableText[]): Promise<T> {
  await noteTranslations(tx, organizationId, texts(record));
  return record;
}

/** The status of these texts (a page's) in each of `locales`, read fresh. */
export async function translationStatus(
  db: Db,
  organizationId: number,
  texts: readonly TranslatableText[],
  locales: readonly string[],
): Promise<PageTranslation> {
  return (await translationStatuses(db, organizationId, [texts], locales))[0]!;
}

/**
 * The status of each group of texts (each a page's or a post's) in each of `locales`, read fresh
 * with one query for all of them (the sitemap's posts), in the groups' order.
 */
export async function translationStatuses(
  db: Db,
  organizationId: number,
  groups: readonly (readonly TranslatableText[])[],
  locales: readonly string[],
): Promise<PageTranslation[]> {
  if (locales.length === 0) return groups.map(() => ({}));
  const texts = groups.flat();
  const rows = texts.length ? await rowsOf(db, organizationId, texts) : [];
  const stored = new Map(rows.map((row) => [translationKey({ subject: row.subject, id: row.record_id, field: row.field }, row.locale), row.source_hash]));
  return groups.map((group) => countTranslations(group, locales, stored, textHash));
}

/** Each of these texts' state in `locale` (the translation view's badges), by translationKey(). */
export async function textStates(db: Db, organizationId: number, texts: readonly TranslatableText[], locale: string): Promise<Map<string, TranslationState>> {
  const rows = texts.length ? await rowsOf(db, organizationId, texts) : [];
  const stored = new Map(rows.map((row) => [translationKey({ subject: row.subject, id: row.record_id, field: row.field }, row.locale), row.source_hash]));
  return new Map(texts.map((text) => [translationKey(text, locale), textState(text, locale, stored, textHash(text.source))]));
}
