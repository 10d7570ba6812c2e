/**
 * Text limits shown up front. The schemas check them with `tooLongMessage` (so a
 * too-long value says so, instead of the "please enter" message of an empty one),
 * and the editors show a counter near the limit with the same numbers.
 */
export const TEXT_LIMITS = {
  sectionTitle: 500,
  metricTitle: 500,
  metricDescription: 20_000,
  headingName: 500,
  headingNamePart: 500,
  headingButtonText: 200,
  heroTitle: 300,
  heroDescription: 5000,
  heroButton: 100,
} as const;

/** "Section title must be 500 characters or fewer". */
export const tooLongMessage = (label: string, max: number) => `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

/** A counter appears from this share of the limit on. */
export const COUNTER_FROM = 0.8;

/** What a field's counter shows: null while far from the limit, else "480/500" and whether it is over. */
export function limitCounter(length: number, max: number): { text: string; over: boolean } | null {
  if (length < Math.ceil(max * COUNTER_FROM)) return null;
  return { text: `${length}/${max}`, over: length > max };
}
