"use client";

import { useEffect, useRef, type KeyboardEvent } from "react";
import { fill, type MeetingsTexts } from "../texts";
import { monthOf, moveByKey } from "./calendar";
import { dayNumber, fullDate, weekdayNames } from "./format";

export type DateGridProps = {
  /** Rows of seven days, Sunday first (one row in the week view). */
  weeks: string[][];
  /** The month the month view shows (days of the months around it are dimmed); none in the week view. */
  month?: string;
  label: string;
  locale: string;
  texts: MeetingsTexts;
  today: string;
  selected: string;
  /** The day that holds the grid's one tab stop. */
  focused: string;
  /** Whether a day has a free time (marked with a dot and named so); false: not selectable; undefined: not known yet. */
  free?: (day: string) => boolean | undefined;
  onSelect: (day: string) => void;
  onFocusMove: (day: string) => void;
};

/**
 * The calendar's days as a date grid (WAI-ARIA "Date picker dialog" grid): one tab stop
 * (roving tabindex), arrow keys by a day or a week, Home/End to the week's ends, Page
 * Up/Down by a month; each day named by its full date. Past days cannot be chosen. Once
 * the slots are known, a day with a free time is marked with a dot and named "Available
 * times on {date}"; a day without one looks unavailable and cannot be chosen (as cal.com).
 */
export function DateGrid({ weeks, month, label, locale, texts, today, selected, focused, free, onSelect, onFocusMove }: DateGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onFocusMove(next);
  };

  return (
    <table ref={table} role="grid" aria-label={label} className="w-full table-fixed border-collapse text-center" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weeks[0].map((day) => {
            const names = weekdayNames(day, locale);
            return (
              <th key={day} scope="col" className="pb-1 text-xs font-semibold text-gray-700">
                <abbr title={names.long} className="no-underline">
                  {names.short}
                </abbr>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const past = day < today;
              const hasTimes = past ? false : free?.(day);
              const unavailable = past || hasTimes === false;
              const outside = !!month && monthOf(day) !== month;
              const isSelected = day === selected;
              const date = fullDate(day, locale);
              const name = [hasTimes ? fill(texts.timesOn, { date }) : date, day === today ? texts.todayMark : null].filter(Boolean).join(", ");
              return (
                <td key={day} role="gridcell" aria-selected={isSelected} className="p-0.5">
                  <button
                    type="button"
                    data-day={day}
                    data-free={hasTimes === undefined ? undefined : String(hasTimes)}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={name}
                    aria-disabled={unavailable || undefined}
                    aria-current={day === today ? "date" : undefined}
                    onClick={() => {
                      onFocusMove(day);
                      if (!unavailable) onSelect(day);
                    }}
                    className={`relative inline-flex h-10 w-full min-w-10 items-center justify-center rounded-lg text-sm focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1 focus-visible:outline-none ${
                      isSelected
                        ? "bg-blue-700 font-semibold text-white"
                        : past
                          ? "text-gray-500 line-through decoration-gray-400"
                          : hasTimes === false
                            ? "cursor-default text-gray-500"
                            : hasTimes
                              ? `bg-blue-50 font-semibold hover:bg-blue-100 ${outside ? "text-blue-800" : "text-blue-900"}`
                              : outside
                                ? "text-gray-600 hover:bg-gray-100"
                                : "text-gray-900 hover:bg-gray-100"
                    } ${day === today && !isSelected ? "font-bold underline underline-offset-4" : ""}`}
                  >
                    {dayNumber(day, locale)}
                    {hasTimes && <span aria-hidden data-free-dot className={`absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full ${isSelected ? "bg-white" : "bg-blue-700"}`} />}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
