"use client";

import { fill, type MeetingsTexts } from "../texts";
import type { Slot } from "../types";
import { fullDate } from "./format";
import { slotTimes, zoneName } from "./slots";

export type SlotListProps = {
  day: string;
  slots: readonly Slot[];
  locale: string;
  zone: string;
  organizationZone: string;
  texts: MeetingsTexts;
  onPick: (slot: Slot) => void;
  /** A heading level and words for the list: the full date (month and day views) or a short one (a week's column). */
  heading: string;
  headingId: string;
};

/** One day's free times as buttons (taken ones are left out, as cal.com does), each in the visitor's zone with the organization's time beside it when it differs. */
export function SlotList({ day, slots: all, locale, zone, organizationZone, texts, onPick, heading, headingId }: SlotListProps) {
  const slots = all.filter((slot) => slot.available);
  return (
    <section aria-labelledby={headingId} data-slots-day={day} className="min-w-0">
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-gray-900">
        {heading}
      </h3>
      {slots.length === 0 ? (
        <p className="text-sm text-gray-700">{texts.noTimes}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {slots.map((slot) => {
            const { time, organizationTime } = slotTimes(slot, locale, zone, organizationZone);
            const theirs = organizationTime ? fill(texts.organizationTime, { time: organizationTime, zone: zoneName(organizationZone) }) : null;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  data-slot={slot.start}
                  aria-label={[time, theirs, fullDate(day, locale)].filter(Boolean).join(", ")}
                  onClick={() => onPick(slot)}
                  className="flex min-h-11 w-full flex-col items-center justify-center rounded-lg border border-blue-700 px-2 py-1.5 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1 focus-visible:outline-none"
                >
                  <span>{time}</span>
                  {theirs && <span className="text-xs font-normal text-gray-700">{theirs}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
