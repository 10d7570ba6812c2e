import "server-only";
// Machine drafts of translations (issue 42, item 4): stored apart from the records'
// translations (./tables.ts translationDrafts), so no page shows them; a member approves
// one by saving it as the field's translation, and that save removes it (./store.ts).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { translationKey, type TranslatableText } from "./rules";
import { translationDrafts } from "./tables";
import { fieldWhere, recordsWhere } from "./where";

export type TranslationDraft = { subject: string; id: number; field: string; locale: string; draft: string; sourceHash: string };

/** The drafts of these texts in `locale`, by translationKey(). */
export async function readDrafts(db: Db, organizationId: number, texts: readonly TranslatableText[], locale: string): Promise<Map<string, TranslationDraft>> {
  const records = recordsWhere(translationDrafts, organizationId, texts);
  if (!records) return new Map();
  const rows = await db
    .select()
    .from(translationDrafts)
    .where(and(eq(translationDrafts.locale, locale), records));
  return new Map(
    rows.map((row) => [
      translationKey({ subject: row.subject, id: row.record_id, field: row.field }, locale),
      { subject: row.subject, id: row.record_id, field: row.field, locale, draft: row.draft, sourceHash: row.source_hash },
    ]),
  );
}

/** Keeps these drafts (a newer draft of the same field and language replaces the older). */
export async function storeDrafts(tx: Db, organizationId: number, drafts: readonly TranslationDraft[]): Promise<void> {
  for (const d of drafts) {
    const values = { draft: d.draft, source_hash: d.sourceHash };
    await tx
      .insert(translationDrafts)
      .values({ organization_id: organizationId, subject: d.subject, record_id: d.id, field: d.field, locale: d.locale, ...values })
      .onConflictDoUpdate({
        target: [translationDrafts.organization_id, translationDrafts.subject, translationDrafts.record_id, translationDrafts.field, translationDrafts.locale],
        set: values,
      });
  }
}

/** Removes the drafts of these fields' translations (`keys`: translationKey()s), which a save just wrote: approved or superseded by hand. */
export async function dropDrafts(tx: Db, organizationId: number, texts: readonly TranslatableText[], keys: ReadonlySet<string>): Promise<void> {
  const records = recordsWhere(translationDrafts, organizationId, texts);
  if (!records || keys.size === 0) return;
  const rows = await tx
    .select({ subject: translationDrafts.subject, record_id: translationDrafts.record_id, field: translationDrafts.field, locale: translationDrafts.locale })
    .from(translationDrafts)
    .where(records);
  for (const row of rows) {
    if (!keys.has(translationKey({ subject: row.subject, id: row.record_id, field: row.field }, row.locale))) continue;
    await tx.delete(translationDrafts).where(fieldWhere(translationDrafts, organizationId, row));
  }
}

/** Removes the draft of one field's translation in one language, which a member discarded; false when there was none. */
export async function discardDraft(tx: Db, organizationId: number, draft: Pick<TranslationDraft, "subject" | "id" | "field" | "locale">): Promise<boolean> {
  const removed = await tx
    .delete(translationDrafts)
    .where(fieldWhere(translationDrafts, organizationId, { subject: draft.subject, record_id: draft.id, field: draft.field, locale: draft.locale }))
    .returning({ id: translationDrafts.record_id });
  return removed.length > 0;
}
