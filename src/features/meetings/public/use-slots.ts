"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { MeetingsTexts } from "../texts";
import type { Slot } from "../types";
import { fetchSlotRange, fetchSlots } from "./api";
import { ApiError } from "@/platform/http/client";
import { addDays } from "./calendar";
import { groupByDay, organizationDatesFor } from "./slots";

/** The most dates one range call may ask (the server's limit). */
const RANGE_DATES = 45;

/** Sorted dates as runs of consecutive dates, each at most RANGE_DATES long. */
export function dateRuns(dates: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    if (run && run.length < RANGE_DATES && addDays(run.at(-1)!, 1) === date) run.push(date);
    else runs.push([date]);
  }
  return runs;
}

type Entry = { status: "loading" } | { status: "ready"; slots: Slot[] } | { status: "error"; message: string };

export type DaysSlots = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; byDay: Map<string, Slot[]> };

/**
 * The slots of the visitor's `days` for a meeting type: the organization's dates those
 * days span are asked once each (GET /api/meetings/available-slots; consecutive dates
 * not asked yet, such as a month's, in one call with start_date and end_date), kept
 * while the modal is open, and grouped back onto the visitor's days. `refresh()` asks again (after
 * a booking, or a 409 for a time just taken).
 */
export function useSlots(organizationId: number, organizationZone: string, typeId: number | undefined, days: readonly string[], texts: MeetingsTexts) {
  const [cache, setCache] = useState<ReadonlyMap<string, Entry>>(new Map());
  const asked = useRef(new Set<string>());
  const [generation, setGeneration] = useState(0);
  const dates = useMemo(() => organizationDatesFor(days, organizationZone), [days, organizationZone]);
  const keyOf = useCallback((date: string) => `${typeId ?? ""}:${date}`, [typeId]);

  useEffect(() => {
    if (typeId === undefined) return;
    const missing = dates.filter((date) => !asked.current.has(keyOf(date)));
    for (const run of dateRuns(missing)) {
      const keys = run.map(keyOf);
      for (const key of keys) asked.current.add(key);
      setCache((current) => {
        const next = new Map(current);
        for (const key of keys) next.set(key, { status: "loading" });
        return next;
      });
      const answer: Promise<Record<string, Slot[]>> =
        run.length === 1 ? fetchSlots(organizationId, run[0]!, typeId, texts).then((slots) => ({ [run[0]!]: slots })) : fetchSlotRange(organizationId, run[0]!, run.at(-1)!, typeId, texts);
      answer.then(
        (byDate) =>
          setCache((current) => {
            const next = new Map(current);
            for (const date of run) next.set(keyOf(date), { status: "ready", slots: byDate[date] ?? [] });
            return next;
          }),
        (error: unknown) => {
          for (const key of keys) asked.current.delete(key);
          const message = error instanceof ApiError ? error.message : texts.serverError;
          setCache((current) => {
            const next = new Map(current);
            for (const key of keys) next.set(key, { status: "error", message });
            return next;
          });
        },
      );
    }
  }, [dates, keyOf, organizationId, texts, typeId, generation]);

  const refresh = useCallback(() => {
    asked.current.clear();
    setGeneration((n) => n + 1);
  }, []);

  const state: DaysSlots = useMemo(() => {
    const entries = dates.map((date) => cache.get(keyOf(date)));
    const failed = entries.find((entry) => entry?.status === "error");
    if (failed && failed.status === "error") return { status: "error", message: failed.message };
    if (typeId === undefined || entries.some((entry) => !entry || entry.status === "loading")) return { status: "loading" };
    const slots = entries.flatMap((entry) => (entry?.status === "ready" ? entry.slots : []));
    return { status: "ready", byDay: groupByDay(slots, days, new Date()) };
  }, [cache, dates, days, keyOf, typeId]);

  return { state, refresh };
}
