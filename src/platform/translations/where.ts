import "server-only";
// The conditions both tables of one translation per field and language are read and
// written by (./tables.ts: translation_sources and translation_drafts share their key).
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { TranslatableText } from "./rules";
import { translationDrafts, translationSources } from "./tables";

type FieldTable = typeof translationSources | typeof translationDrafts;
type FieldRow = { subject: string; record_id: number; field: string; locale: string };

/** The rows of these texts' records, of one organization (undefined: no texts). */
export function recordsWhere(table: FieldTable, organizationId: number, texts: readonly Pick<TranslatableText, "subject" | "id">[]): SQL | undefined {
  const bySubject = new Map<string, Set<number>>();
  for (const { subject, id } of texts) bySubject.set(subject, (bySubject.get(subject) ?? new Set()).add(id));
  if (bySubject.size === 0) return undefined;
  return and(
    eq(table.organization_id, organizationId),
    or(...[...bySubject].map(([subject, ids]) => and(eq(table.subject, subject), inArray(table.record_id, [...ids])))),
  );
}

/** The one row of this field's translation in this language. */
export function fieldWhere(table: FieldTable, organizationId: number, row: FieldRow): SQL | undefined {
  return and(
    eq(table.organization_id, organizationId),
    eq(table.subject, row.subject),
    eq(table.record_id, row.record_id),
    eq(table.field, row.field),
    eq(table.locale, row.locale),
  );
}
