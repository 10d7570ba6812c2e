"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo, type ReactNode } from "react";
import { fill, type MeetingsTexts } from "../texts";
import type { Slot } from "../types";
import { CALENDAR_VIEWS, monthGrid, monthOf, weekOf, type CalendarView } from "./calendar";
import { DateGrid } from "./date-grid";
import { dayNumber, fullDate, monthTitle, rangeTitle, weekdayNames } from "./format";
import { SlotList } from "./slot-list";
import type { DaysSlots } from "./use-slots";

export type CalendarViewProps = {
  texts: MeetingsTexts;
  locale: string;
  zone: string;
  organizationZone: string;
  showZones: boolean;
  view: CalendarView;
  today: string;
  focused: string;
  selected: string;
  slots: DaysSlots;
  onView: (view: CalendarView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onFocusMove: (day: string) => void;
  onSelect: (day: string) => void;
  onPick: (slot: Slot) => void;
  onRetry: () => void;
};

const TOOL = "inline-flex min-h-10 items-center justify-center rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";

/** The calendar view of the Meetings modal: month, week or day, previous / next / today, the week from Sunday, and the days' free times. */
export function CalendarPanel(props: CalendarViewProps) {
  const { texts, locale, view, today, focused, selected, slots } = props;
  const id = useId();
  const weeks = useMemo(() => (view === "month" ? monthGrid(focused) : [weekOf(focused)]), [view, focused]);
  const title = view === "month" ? monthTitle(focused, locale) : view === "week" ? rangeTitle(weeks[0][0], weeks[0][6], locale) : fullDate(focused, locale);
  const [previous, next] = view === "month" ? [texts.previousMonth, texts.nextMonth] : view === "week" ? [texts.previousWeek, texts.nextWeek] : [texts.previousDay, texts.nextDay];
  const listProps = { locale, zone: props.zone, organizationZone: props.organizationZone, texts, onPick: props.onPick };

  const slotsOf = (day: string) => (slots.status === "ready" ? (slots.byDay.get(day) ?? []) : []);
  /** Whether a day has a free time; undefined while the slots load (or failed), and for days not asked. */
  const free = (day: string) => (slots.status === "ready" && slots.byDay.has(day) ? slotsOf(day).some((slot) => slot.available) : undefined);
  const body = (content: () => ReactNode) =>
    slots.status === "loading" ? (
      <p role="status" className="text-sm text-gray-700">
        {texts.loading}
      </p>
    ) : slots.status === "error" ? (
      <div role="alert" className="space-y-2 text-sm text-red-800">
        <p>{slots.message}</p>
        <button type="button" className={TOOL} onClick={props.onRetry}>
          {texts.retry}
        </button>
      </div>
    ) : (
      content()
    );

  return (
    <div className="space-y-4" data-calendar-view={view}>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={texts.view} className="inline-flex rounded-lg border border-gray-300 p-0.5">
          {CALENDAR_VIEWS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => props.onView(name)}
              className={`min-h-9 rounded-md px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none ${view === name ? "bg-gray-900 text-white" : "text-gray-900 hover:bg-gray-100"}`}
            >
              {texts[name]}
            </button>
          ))}
        </div>
        <div className="ms-auto flex items-center gap-1">
          <button type="button" className={TOOL} aria-label={previous} title={previous} onClick={() => props.onStep(-1)}>
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
          <button type="button" className={TOOL} onClick={props.onToday}>
            {texts.today}
          </button>
          <button type="button" className={TOOL} aria-label={next} title={next} onClick={() => props.onStep(1)}>
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      </div>
      <p aria-live="polite" className="text-base font-semibold text-gray-900" data-calendar-title>
        {title}
      </p>
      {props.showZones && <p className="text-xs text-gray-700">{fill(texts.timesIn, { zone: props.zone.replace(/_/g, " ") })}</p>}

      {view === "month" && (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
          <DateGrid weeks={weeks} month={monthOf(focused)} label={title} locale={locale} texts={texts} today={today} selected={selected} focused={focused} free={free} onSelect={props.onSelect} onFocusMove={props.onFocusMove} />
          {body(() => (
            <SlotList day={selected} slots={slotsOf(selected)} heading={fill(texts.timesOn, { date: fullDate(selected, locale) })} headingId={`${id}-day`} {...listProps} />
          ))}
        </div>
      )}
      {view === "week" && (
        <div className="space-y-3">
          <DateGrid weeks={weeks} label={title} locale={locale} texts={texts} today={today} selected={selected} focused={focused} free={free} onSelect={props.onSelect} onFocusMove={props.onFocusMove} />
          {body(() => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {weeks[0].map((day) => (
                <SlotList key={day} day={day} slots={slotsOf(day)} heading={`${weekdayNames(day, locale).short} ${dayNumber(day, locale)}`} headingId={`${id}-${day}`} {...listProps} />
              ))}
            </div>
          ))}
        </div>
      )}
      {view === "day" && body(() => <SlotList day={focused} slots={slotsOf(focused)} heading={fill(texts.timesOn, { date: fullDate(focused, locale) })} headingId={`${id}-day`} {...listProps} />)}
    </div>
  );
}
