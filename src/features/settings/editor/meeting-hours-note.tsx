"use client";

export const NO_HOURS_NOTE =
  "No weekly hours are set, so visitors cannot book any meeting type. Add hours below (a new site starts with Monday to Friday, 09:00–17:00).";

/** On the Meeting Types tab while the weekly hours are empty: why nothing can be booked (issue 41 §11). */
export function MeetingHoursNote({ hours }: { hours: readonly unknown[] }) {
  if (hours.length > 0) return null;
  return (
    <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {NO_HOURS_NOTE}
    </p>
  );
}
