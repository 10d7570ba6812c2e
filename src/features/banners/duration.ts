// Dismissal durations (spec/visitor.md §4): pure, for the server and the browser alike.

/** spec/visitor.md §4, §9: the default dismissal, 1 minute. */
export const DEFAULT_DISMISSAL_MS = 60_000;
const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000, month: 30 * 86_400_000, year: 365 * 86_400_000 } as const;

/**
 * A dismissal duration as the spec reads it (§4): a number plus minute(s), hour(s),
 * day(s), month(s) = 30 days or year(s) = 365 days; anything else is 60000 ms.
 */
export function parseDismissal(text: string | null | undefined): number {
  const match = /^\s*(\d{1,6})\s*(minute|hour|day|month|year)s?\s*$/i.exec(text ?? "");
  if (!match) return DEFAULT_DISMISSAL_MS;
  const ms = Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS];
  return ms > 0 ? ms : DEFAULT_DISMISSAL_MS;
}
